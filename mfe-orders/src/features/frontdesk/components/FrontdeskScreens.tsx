import { Alert, App as AntApp, Button, Flex, Input, List, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api, formatDateTime, type ApiKeyInfo } from '@bestellwerk/api-client';
import { ErrorList, useEntityState } from '@bestellwerk/admin-kit';
import { screenHash } from '@bestellwerk/mf/router';
import { useSession } from '@bestellwerk/mf/session';

/** Where a branch screen shows its pickup numbers: the storefront's front-desk page. */
export const frontdeskUrl = (origin: string, branchId: number, key: string) =>
  `${origin}/frontdesk/${branchId}/${encodeURIComponent(key)}`;

/** The kitchen's board of current orders with the same key: the shell's screen route. */
export const kitchenUrl = (origin: string, branchId: number, key: string) =>
  `${origin}/backend${screenHash(branchId, key)}`;

/**
 * Abholanzeige: the front-desk screens of a branch (backoffice-api.md order lists
 * "frontdesk"). A screen is authenticated by a branch API key, not a login: an admin
 * creates a key for a screen, gets its address once, and can revoke it.
 */
export function FrontdeskScreens() {
  const session = useSession();
  const { message } = AntApp.useApp();
  const branches = session?.branches ?? [];
  const isAdmin = session?.user.roles.includes('ROLE_ADMIN') ?? false;
  const [branchId, setBranchId] = useState<number | undefined>(branches[0]?.id);
  const [name, setName] = useState('');
  const [created, setCreated] = useState<{ frontdesk: string; kitchen: string } | null>(null);
  const keys = useEntityState<ApiKeyInfo[]>({
    load: () => api.branches.apiKeys(branchId!),
    loadError: 'Die Schlüssel der Filiale konnten nicht geladen werden.',
    keys: [branchId],
    enabled: branchId !== undefined,
  });

  const create = () =>
    keys.run(
      () => api.branches.createApiKey(branchId!, name.trim()),
      'Der Schlüssel konnte nicht angelegt werden.',
      (answer) => {
        setCreated({
          frontdesk: frontdeskUrl(location.origin, branchId!, answer.key),
          kitchen: kitchenUrl(location.origin, branchId!, answer.key),
        });
        setName('');
        keys.reload();
      },
    );

  return (
    <Flex vertical gap={12} style={{ maxWidth: 720 }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Die Abholanzeige zeigt auf einem Bildschirm bei der Theke die Nummern in Zubereitung und die
        abholbereiten Nummern. Sie meldet sich mit einem Schlüssel der Filiale an.
      </Typography.Paragraph>
      <Select<number>
        aria-label="Filiale der Abholanzeige"
        value={branchId}
        onChange={(value) => {
          setBranchId(value);
          setCreated(null);
        }}
        options={branches.map((branch) => ({ value: branch.id, label: branch.name }))}
        style={{ maxWidth: 320 }}
      />
      <ErrorList errors={keys.errors} onDismiss={keys.dismiss} />
      {created && (
        <Alert
          type="success"
          showIcon
          title="Adresse der neuen Abholanzeige (nur jetzt sichtbar)"
          description={
            <Flex vertical gap={4}>
              <Typography.Link
                href={created.frontdesk}
                target="_blank"
                copyable={{ text: created.frontdesk }}
              >
                {created.frontdesk}
              </Typography.Link>
              <Typography.Text type="secondary">
                Mit demselben Schlüssel zeigt die Küchenanzeige die aktuellen Bestellungen:
              </Typography.Text>
              <Typography.Link
                href={created.kitchen}
                target="_blank"
                copyable={{ text: created.kitchen }}
              >
                {created.kitchen}
              </Typography.Link>
            </Flex>
          }
        />
      )}
      {isAdmin && (
        <Flex gap={8} wrap>
          <Input
            aria-label="Name des Bildschirms"
            placeholder="z. B. Theke Hauptplatz"
            value={name}
            onChange={(event) => setName(event.target.value)}
            style={{ maxWidth: 320 }}
          />
          <Button type="primary" disabled={!branchId} onClick={() => void create()}>
            Abholanzeige einrichten
          </Button>
        </Flex>
      )}
      <List<ApiKeyInfo>
        bordered
        loading={keys.loading}
        locale={{ emptyText: 'Noch keine Abholanzeige eingerichtet.' }}
        dataSource={keys.data ?? []}
        renderItem={(key) => (
          <List.Item
            actions={
              isAdmin && !key.revokedAt
                ? [
                    <Button
                      key="revoke"
                      danger
                      size="small"
                      onClick={() =>
                        void keys.run(
                          () => api.branches.revokeApiKey(branchId!, key.id),
                          'Der Schlüssel konnte nicht gesperrt werden.',
                          () => {
                            void message.success(`„${key.name}“ wurde gesperrt.`);
                            keys.reload();
                          },
                        )
                      }
                    >
                      Sperren
                    </Button>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                <span>
                  {key.name} {key.revokedAt ? <Tag>gesperrt</Tag> : <Tag color="green">aktiv</Tag>}
                </span>
              }
              description={`${key.keyPrefix}… · angelegt ${formatDateTime(key.createdAt)} · zuletzt benutzt ${formatDateTime(key.lastUsedAt)}`}
            />
          </List.Item>
        )}
      />
    </Flex>
  );
}
