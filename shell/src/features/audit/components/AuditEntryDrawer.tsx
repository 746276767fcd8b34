import { Descriptions, Drawer, Empty, Grid, Table, Typography } from 'antd';
import { api, formatDateTime, type AuditEntry } from '@bestellwerk/api-client';
import { ErrorList, useEntityState } from '@bestellwerk/admin-kit';
import { fieldLabel } from '@bestellwerk/domain';
import { changesOf, formatLogValue, type Change } from '../state/auditLabels';

const valueCell = (value: unknown) => (
  <Typography.Text style={{ wordBreak: 'break-word', fontSize: 13 }}>
    {formatLogValue(value)}
  </Typography.Text>
);

/** One log entry (GET /api/logs/{id}): who, when, what, and the changed data field by field. */
export function AuditEntryDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const screens = Grid.useBreakpoint();
  const entry = useEntityState<AuditEntry>({
    load: () => api.logs.get(id!),
    loadError: 'Der Logeintrag konnte nicht geladen werden.',
    keys: [id],
    enabled: id !== null,
  });
  const current = id !== null && entry.data?.id === id ? entry.data : undefined;
  const changes = current ? changesOf(current.before, current.after) : [];
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={screens.md ? 720 : '100%'}
      title={current ? `Logeintrag #${current.id}` : 'Logeintrag'}
      loading={!current && entry.loading}
      destroyOnHidden
    >
      <ErrorList errors={entry.errors} onDismiss={entry.dismiss} />
      {current && (
        <>
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              { key: 'summary', label: 'Eintrag', children: current.summary },
              { key: 'createdAt', label: 'Zeitpunkt', children: formatDateTime(current.createdAt) },
              { key: 'username', label: 'Benutzer', children: current.username || '–' },
              { key: 'action', label: 'Aktion', children: current.actionLabel },
              { key: 'entity', label: 'Bereich', children: current.entityLabel },
              { key: 'ip', label: 'Adresse', children: current.ip || '–' },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            Geänderte Daten
          </Typography.Title>
          {changes.length === 0 ? (
            <Empty description="Zu diesem Eintrag sind keine Daten gespeichert." />
          ) : (
            <Table<Change>
              size="small"
              rowKey="field"
              pagination={false}
              dataSource={changes}
              scroll={{ x: true }}
              columns={[
                {
                  key: 'field',
                  title: 'Feld',
                  // The German name; the API's key stays at hand for support questions.
                  render: (_v, change) => (
                    <span title={change.field}>{fieldLabel(change.field)}</span>
                  ),
                },
                {
                  key: 'before',
                  title: 'Vorher',
                  render: (_v, change) => valueCell(change.before),
                },
                { key: 'after', title: 'Nachher', render: (_v, change) => valueCell(change.after) },
              ]}
            />
          )}
        </>
      )}
    </Drawer>
  );
}
