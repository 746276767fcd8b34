import { Alert, Button, Card, Divider, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { api, errorMessage } from '@bestellwerk/api-client';
import { afterLogin, loginNotice } from '../state/loginNotice';
import { LoginLinkForm } from './LoginLinkForm';

interface Credentials {
  username: string;
  password: string;
}

const LOGIN_FAILED = 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.';

/**
 * /backend/login: POST /api/auth/login. The server's message is shown as sent — it is
 * already the German one of backoffice-api.md §8 (invalid credentials, account disabled /
 * locked / expired, too many attempts with the minutes to wait). On arrival it names why
 * the session ended (?reason=…) or that a login link was unusable; after the login it
 * returns to the screen the user came from (?next=#/…). An e-mailed login link can be
 * requested below the form.
 */
export function LoginPage() {
  const notice = loginNotice(window.location.search);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);

  const submit = async ({ username, password }: Credentials) => {
    setBusy(true);
    setMessage(null);
    try {
      await api.auth.login(username.trim(), password);
      window.location.assign(afterLogin(window.location.search));
    } catch (error) {
      setMessage(errorMessage(error, LOGIN_FAILED));
      setBusy(false);
    }
  };

  return (
    <Flex
      align="center"
      justify="center"
      style={{ minHeight: '100vh', padding: 16, background: '#f3f6f4' }}
    >
      <Card style={{ width: '100%', maxWidth: 380 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          Bestellwerk Back-Office
        </Typography.Title>
        {notice && !message ? (
          <Alert
            type={notice.type}
            showIcon
            title={notice.message}
            role={notice.type === 'info' ? 'status' : 'alert'}
            style={{ marginBottom: 16 }}
          />
        ) : (
          <Typography.Paragraph type="secondary">Bitte melden Sie sich an.</Typography.Paragraph>
        )}
        <Form<Credentials> layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item
            label="Benutzername oder E-Mail"
            name="username"
            rules={[{ required: true, message: 'Bitte geben Sie Ihren Benutzernamen ein.' }]}
          >
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            label="Passwort"
            name="password"
            rules={[{ required: true, message: 'Bitte geben Sie Ihr Passwort ein.' }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          {message && (
            <Alert
              type="error"
              showIcon
              title={message}
              role="alert"
              style={{ marginBottom: 16 }}
            />
          )}
          <Button type="primary" htmlType="submit" block loading={busy}>
            Anmelden
          </Button>
        </Form>
        <Divider plain>oder</Divider>
        {linkOpen ? (
          <LoginLinkForm />
        ) : (
          <Button type="link" block onClick={() => setLinkOpen(true)}>
            Anmeldelink per E-Mail anfordern
          </Button>
        )}
      </Card>
    </Flex>
  );
}
