import { api, formatDateTime, type AuditEntry } from '@bestellwerk/api-client';
import { CrudPage, type ListColumn } from '@bestellwerk/admin-kit';
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
  return (
    <CrudPage<AuditEntry>
      resource={api.logs}
      noun={{ article: 'Der', singular: 'Eintrag', plural: 'Einträge' }}
      title="Protokoll"
      columns={COLUMNS}
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
      detail={({ target, close }) => (
        <AuditEntryDrawer id={typeof target === 'number' ? target : null} onClose={close} />
      )}
    />
  );
}
