import { api, formatDateTime, type AuditEntry } from '@bestellwerk/api-client';
import { CrudPage, type ListColumn } from '@bestellwerk/admin-kit';
import { ACTION_OPTIONS, ENTITY_OPTIONS } from '../state/auditLabels';
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
  // „Produkt „Espresso“ geändert“: the API words it (libs/domain auditSummary).
  { key: 'summary', title: 'Eintrag', render: (_value, entry) => entry.summary },
  {
    key: 'entity',
    title: 'Bereich',
    sortField: 'entity',
    render: (_value, entry) => entry.entityLabel,
  },
  { key: 'ip', title: 'Adresse', dataIndex: 'ip', sortField: 'ip' },
];

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
          options: ENTITY_OPTIONS,
        },
        {
          type: 'select',
          name: 'action',
          placeholder: 'Aktion',
          options: ACTION_OPTIONS,
        },
        { type: 'dateRange', from: 'from', to: 'to', placeholder: ['Von', 'Bis'] },
      ]}
      detail={({ target, close }) => (
        <AuditEntryDrawer id={typeof target === 'number' ? target : null} onClose={close} />
      )}
    />
  );
}
