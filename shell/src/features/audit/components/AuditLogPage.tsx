import { Typography } from 'antd';
import { useState } from 'react';
import { api, formatDateTime, type AuditEntry } from '@bestellwerk/api-client';
import { EntityList, type ListColumn } from '@bestellwerk/admin-kit';
import { ACTION_LABELS, ENTITY_LABELS, actionLabel, entityLabel } from '../state/auditLabels';
import { AuditEntryDrawer } from './AuditEntryDrawer';

const COLUMNS: ListColumn<AuditEntry>[] = [
  {
    key: 'createdAt',
    title: 'Zeitpunkt',
    sortField: 'createdAt',
    render: (_value, entry) => formatDateTime(entry.createdAt),
  },
  {
    key: 'username',
    title: 'Benutzer',
    sortField: 'username',
    render: (_value, entry) => entry.username || '–',
  },
  {
    key: 'action',
    title: 'Aktion',
    sortField: 'action',
    render: (_value, entry) => actionLabel(entry.action),
  },
  {
    key: 'entity',
    title: 'Bereich',
    sortField: 'entity',
    render: (_value, entry) =>
      entry.entityId
        ? `${entityLabel(entry.entity)} #${entry.entityId}`
        : entityLabel(entry.entity),
  },
  { key: 'ip', title: 'Adresse', dataIndex: 'ip', sortField: 'ip' },
];

const options = (labels: Record<string, string>) =>
  Object.entries(labels)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'de'));

/** Protokoll: who changed what, newest first (admins only); a row shows the changed data. */
export function AuditLogPage() {
  const [openId, setOpenId] = useState<number | null>(null);
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
            options: options(ENTITY_LABELS),
          },
          {
            type: 'select',
            name: 'action',
            placeholder: 'Aktion',
            options: options(ACTION_LABELS),
          },
          { type: 'dateRange', from: 'from', to: 'to', placeholder: ['Von', 'Bis'] },
        ]}
        emptyText="Keine Einträge gefunden."
        onRowClick={(entry) => setOpenId(entry.id)}
      />
      <AuditEntryDrawer id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
