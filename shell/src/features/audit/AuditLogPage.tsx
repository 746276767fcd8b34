import { Typography } from 'antd';
import { api, formatDateTime, type AuditEntry } from '@bestellwerk/api-client';
import { EntityList, type ListColumn } from '@bestellwerk/admin-kit';

const COLUMNS: ListColumn<AuditEntry>[] = [
  {
    key: 'createdAt',
    title: 'Zeitpunkt',
    render: (_value, entry) => formatDateTime(entry.createdAt),
  },
  { key: 'username', title: 'Benutzer', render: (_value, entry) => entry.username || '–' },
  { key: 'action', title: 'Aktion', dataIndex: 'action' },
  {
    key: 'entity',
    title: 'Bereich',
    render: (_value, entry) =>
      entry.entityId ? `${entry.entity} #${entry.entityId}` : entry.entity,
  },
  { key: 'ip', title: 'Adresse', dataIndex: 'ip' },
];

const ENTITIES = ['orders', 'users', 'branches', 'products', 'config', 'customers'];

/** Protokoll: who changed what, newest first (admins only). */
export function AuditLogPage() {
  return (
    <div>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Protokoll
      </Typography.Title>
      <EntityList<AuditEntry>
        load={(query) => api.logs.list(query)}
        columns={COLUMNS}
        rowKey="id"
        perPage={50}
        loadError="Logs konnten nicht geladen werden."
        filters={[
          {
            type: 'select',
            name: 'entity',
            placeholder: 'Bereich',
            options: ENTITIES.map((entity) => ({ value: entity, label: entity })),
          },
          { type: 'dateRange', from: 'from', to: 'to', placeholder: ['Von', 'Bis'] },
        ]}
        emptyText="Keine Einträge gefunden."
      />
    </div>
  );
}
