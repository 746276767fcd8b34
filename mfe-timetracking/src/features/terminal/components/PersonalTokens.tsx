import { useState } from 'react';
import { Alert, App, Button, Card, Flex, Input, Popconfirm, Table, Tag, Typography } from 'antd';
import { ErrorList, useEntityState } from '@bestellwerk/admin-kit';
import { formatDateTime, timeTrackingApi, type TerminalToken } from '@bestellwerk/api-client';
import { absoluteUrl, accessStatus } from '../state/terminal';
import { ShownAddress } from './ShownAddress';

/**
 * An employee's own stamping addresses (a phone's bookmark): each is a secret token in the
 * address, shown once when it is issued; the list knows only its first characters.
 */
export function PersonalTokens({ userId, name }: { userId: number; name: string }) {
  const { message } = App.useApp();
  const [label, setLabel] = useState('');
  const [issued, setIssued] = useState<string | null>(null);
  const tokens = useEntityState<TerminalToken[]>({
    load: () => timeTrackingApi.terminalTokens.list(userId),
    loadError: 'Die Stempel-Zugänge konnten nicht geladen werden.',
    keys: [userId],
  });

  const issue = () =>
    tokens.run(
      () => timeTrackingApi.terminalTokens.issue(userId, label.trim() || undefined),
      'Der Zugang konnte nicht ausgegeben werden.',
      (token) => {
        setIssued(token.address ? absoluteUrl(window.location.origin, token.address) : null);
        setLabel('');
        tokens.reload();
      },
    );
  const revoke = (token: TerminalToken) =>
    tokens.run(
      () => timeTrackingApi.terminalTokens.revoke(token.id),
      'Der Zugang konnte nicht widerrufen werden.',
      () => {
        void message.success(`„${token.label}“ wurde widerrufen.`);
        tokens.reload();
      },
    );

  return (
    <Card size="small" title="Persönliche Stempel-Zugänge">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          Mit einer persönlichen Adresse stempelt {name} am eigenen Handy, ohne PIN. Wer die Adresse
          kennt, kann stempeln: ein verlorenes Handy hier widerrufen.
        </Typography.Text>
        <ErrorList errors={tokens.errors} onDismiss={tokens.dismiss} />
        {issued && (
          <Alert
            type="success"
            showIcon
            closable
            onClose={() => setIssued(null)}
            title="Neuer Zugang – die Adresse wird nur jetzt angezeigt."
            description={<ShownAddress address={issued} scanWith="dem eigenen Handy" />}
          />
        )}
        <Flex gap={8} wrap>
          <Input
            aria-label="Bezeichnung des Zugangs"
            placeholder="z. B. Handy"
            maxLength={100}
            value={label}
            onChange={(event) => setLabel(event.target.value)}
            style={{ maxWidth: 260 }}
          />
          <Button type="primary" loading={tokens.loading} onClick={() => void issue()}>
            Zugang ausgeben
          </Button>
        </Flex>
        <Table<TerminalToken>
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: 640 }}
          loading={tokens.loading && !tokens.data}
          dataSource={tokens.data ?? []}
          locale={{ emptyText: 'Noch kein persönlicher Zugang ausgegeben.' }}
          columns={[
            { key: 'label', title: 'Bezeichnung', dataIndex: 'label' },
            {
              key: 'prefix',
              title: 'Adresse',
              render: (_, token) => (
                <Typography.Text type="secondary">
                  /api/time-tracking/{token.tokenPrefix}…
                </Typography.Text>
              ),
            },
            {
              key: 'createdAt',
              title: 'Ausgegeben',
              render: (_, token) => formatDateTime(token.createdAt),
            },
            {
              key: 'lastUsedAt',
              title: 'Zuletzt benutzt',
              render: (_, token) => (token.lastUsedAt ? formatDateTime(token.lastUsedAt) : '–'),
            },
            {
              key: 'status',
              title: 'Status',
              render: (_, token) => (
                <Tag color={token.revokedAt ? undefined : 'green'}>{accessStatus(token)}</Tag>
              ),
            },
            {
              key: 'actions',
              title: '',
              render: (_, token) =>
                token.revokedAt ? null : (
                  <Popconfirm
                    title="Zugang widerrufen?"
                    description={`„${token.label}“ öffnet danach nichts mehr.`}
                    okText="Widerrufen"
                    cancelText="Abbrechen"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => void revoke(token)}
                  >
                    <Button danger size="small">
                      Widerrufen
                    </Button>
                  </Popconfirm>
                ),
            },
          ]}
        />
      </Flex>
    </Card>
  );
}
