import { Alert, Form, Input } from 'antd';
import { useState } from 'react';
import { api } from '@bestellwerk/api-client';
import { ServerForm } from '@bestellwerk/admin-kit';
import { returnHash } from '../state/loginNotice';

/**
 * POST /api/auth/login-link: a one-time login link by e-mail. The answer is the same
 * whether an account has the address or not (no probing of addresses); a wrong address
 * is refused by the server under the field. The link leads back to the screen the login
 * page was reached from (?next=#/…), as the password login does.
 */
export function LoginLinkForm() {
  const [sent, setSent] = useState<string | null>(null);
  return (
    <ServerForm<{ email: string }>
      requiredMark={false}
      failureMessage="Der Anmeldelink konnte nicht angefordert werden."
      submitLabel="Anmeldelink anfordern"
      submit={async ({ email }) => {
        setSent(null);
        return api.auth.requestLoginLink((email ?? '').trim(), returnHash(location.search));
      }}
      onSaved={(answer) => setSent((answer as { message: string }).message)}
    >
      <Form.Item
        label="E-Mail-Adresse"
        name="email"
        extra="Wir senden Ihnen einen Link, mit dem Sie sich ohne Passwort anmelden."
      >
        <Input type="email" autoComplete="email" />
      </Form.Item>
      {sent && (
        <Alert type="success" showIcon title={sent} role="status" style={{ marginBottom: 16 }} />
      )}
    </ServerForm>
  );
}
