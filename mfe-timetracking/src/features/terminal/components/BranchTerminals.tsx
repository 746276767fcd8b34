import { useEffect, useState } from 'react';
import { Alert, Button, Card, Flex, Input, Select, Table, Tag, Typography } from 'antd';
import { ErrorList, useEntityState, useOptions } from '@bestellwerk/admin-kit';
import { api, formatDateTime, type ApiKeyInfo } from '@bestellwerk/api-client';
import { ShownAddress } from './ShownAddress';
import { accessStatus, branchTerminalUrl, terminalKeyName } from '../state/terminal';

/**
 * A branch's clock-in tablet: its address holds one of the branch's API keys. The server
 * keeps only a hash of a key, so the full address exists once, when the key is made here;
 * the list shows the keys' first characters.
 */
export function BranchTerminals() {
  const branches = useOptions({
    load: () => api.branches.list({ perPage: 200, sort: 'name' }),
    loadError: 'Filialen konnten nicht geladen werden.',
  });
  const [branchId, setBranchId] = useState<number | undefined>();
  const first = branches.options[0]?.value;
  useEffect(() => {
    if (branchId === undefined && first !== undefined) setBranchId(first);
  }, [branchId, first]);
  const branchName = branches.options.find((option) => option.value === branchId)?.label ?? '';
  const [name, setName] = useState('');
  const [created, setCreated] = useState<string | null>(null);
  const keys = useEntityState<ApiKeyInfo[]>({
    load: () => api.branches.apiKeys(branchId!),
    loadError: 'Die Schlüssel der Filiale konnten nicht geladen werden.',
    keys: [branchId],
    enabled: branchId !== undefined,
  });

  const create = () =>
    keys.run(
      () => api.branches.createApiKey(branchId!, name.trim() || terminalKeyName(branchName)),
      'Der Schlüssel konnte nicht angelegt werden.',
      (answer) => {
        setCreated(branchTerminalUrl(window.location.origin, branchId!, answer.key));
        setName('');
        keys.reload();
      },
    );

  return (
    <Card size="small" title="Filial-Terminal">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          Das Tablet beim Personaleingang öffnet die Adresse der Filiale; wer dort eine PIN hat,
          stempelt mit ihr. Die Adresse enthält einen Schlüssel der Filiale (dieselben Schlüssel wie
          die der Abholanzeige) und wird nur beim Einrichten angezeigt.
        </Typography.Text>
        <Select<number>
          aria-label="Filiale des Terminals"
          placeholder="Filiale wählen"
          loading={branches.loading}
          value={branchId}
          onChange={(value) => {
            setBranchId(value);
            setCreated(null);
          }}
          options={branches.options}
          style={{ maxWidth: 320 }}
        />
        <ErrorList errors={branches.errors} onDismiss={branches.dismiss} />
        <ErrorList errors={keys.errors} onDismiss={keys.dismiss} />
        {created && (
          <Alert
            type="success"
            showIcon
            closable
            onClose={() => setCreated(null)}
            title="Adresse des Filial-Terminals – sie wird nur jetzt angezeigt."
            description={<ShownAddress address={created} scanWith="dem Tablet der Filiale" />}
          />
        )}
        <Flex gap={8} wrap>
          <Input
            aria-label="Name des Terminals"
            placeholder={branchName ? terminalKeyName(branchName) : 'z. B. Tablet Personaleingang'}
            maxLength={100}
            value={name}
            onChange={(event) => setName(event.target.value)}
            style={{ maxWidth: 320 }}
          />
          <Button
            type="primary"
            disabled={branchId === undefined}
            loading={keys.loading}
            onClick={() => void create()}
          >
            Terminal einrichten
          </Button>
        </Flex>
        <Table<ApiKeyInfo>
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: 640 }}
          loading={keys.loading && !keys.data}
          locale={{ emptyText: 'Diese Filiale hat noch keinen Schlüssel.' }}
          dataSource={keys.data ?? []}
          columns={[
            { key: 'name', title: 'Name', dataIndex: 'name' },
            {
              key: 'address',
              title: 'Adresse',
              render: (_, key) => (
                <Typography.Text type="secondary">
                  /api/time-tracking-terminal/{branchId}/{key.keyPrefix}…
                </Typography.Text>
              ),
            },
            {
              key: 'createdAt',
              title: 'Angelegt',
              render: (_, key) => formatDateTime(key.createdAt),
            },
            {
              key: 'lastUsedAt',
              title: 'Zuletzt benutzt',
              render: (_, key) => (key.lastUsedAt ? formatDateTime(key.lastUsedAt) : '–'),
            },
            {
              key: 'status',
              title: 'Status',
              render: (_, key) => (
                <Tag color={key.revokedAt ? undefined : 'green'}>{accessStatus(key)}</Tag>
              ),
            },
          ]}
        />
      </Flex>
    </Card>
  );
}
