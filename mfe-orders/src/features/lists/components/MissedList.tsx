import { Table } from 'antd';
import type { Order } from '@bestellwerk/api-client';
import { ErrorList, type EntityState } from '@bestellwerk/admin-kit';
import { ORDER_COLUMNS } from './orderColumns';

/** Orders nobody answered in time (they count as missed and the customer was told). */
export function MissedList({
  missed,
  onOpen,
}: {
  missed: EntityState<Order[]>;
  onOpen: (order: Order) => void;
}) {
  return (
    <div>
      <ErrorList errors={missed.errors} onDismiss={missed.dismiss} />
      <Table<Order>
        size="middle"
        rowKey="id"
        loading={missed.loading}
        dataSource={missed.data ?? []}
        columns={ORDER_COLUMNS}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'Keine verpassten Bestellungen.' }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        onRow={(order) => ({ onClick: () => onOpen(order), style: { cursor: 'pointer' } })}
      />
    </div>
  );
}
