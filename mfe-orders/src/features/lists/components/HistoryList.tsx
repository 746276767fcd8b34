import { api, ORDER_STATUSES, type Order } from '@bestellwerk/api-client';
import { EntityList } from '@bestellwerk/admin-kit';
import { useSession } from '@bestellwerk/mf/session';
import { ORDER_STATUS_LABELS } from '@bestellwerk/domain';
import { ORDER_ERRORS } from '../../../shared/labels';
import { ORDER_COLUMNS } from './orderColumns';

/** All orders, pages from the server, filtered by period, branch, status and a search. */
export function HistoryList({
  onOpen,
  refreshKey,
}: {
  onOpen: (order: Order) => void;
  refreshKey: unknown;
}) {
  const session = useSession();
  return (
    <EntityList<Order>
      load={(query) => api.orders.history(query)}
      columns={ORDER_COLUMNS}
      rowKey="id"
      loadError={ORDER_ERRORS.load}
      defaultSort="-createdAt"
      refreshKey={refreshKey}
      onRowClick={onOpen}
      emptyText="Keine Bestellungen gefunden."
      filters={[
        { type: 'search', name: 'search', placeholder: 'Name, E-Mail oder Telefon' },
        { type: 'dateRange', from: 'from', to: 'to', placeholder: ['Von', 'Bis'] },
        {
          type: 'select',
          name: 'status',
          placeholder: 'Status',
          options: ORDER_STATUSES.map((status) => ({
            value: status,
            label: ORDER_STATUS_LABELS[status],
          })),
        },
        {
          type: 'select',
          name: 'branch',
          placeholder: 'Filiale',
          options: (session?.branches ?? []).map((branch) => ({
            value: branch.id,
            label: branch.name,
          })),
        },
      ]}
    />
  );
}
