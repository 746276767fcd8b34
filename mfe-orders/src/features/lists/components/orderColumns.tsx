import { Tag } from 'antd';
import { formatDateTime, formatMoney, type Order } from '@bestellwerk/api-client';
import type { ListColumn } from '@bestellwerk/admin-kit';
import { orderStatusView } from '@bestellwerk/domain';
import { kindLabel, statusColor, customerName } from '../../../shared/labels';

/** The columns of the missed and history lists; the state early, in view on a phone. */
export const ORDER_COLUMNS: ListColumn<Order>[] = [
  { key: 'ticketNumber', title: 'Nr.', render: (_value, order) => `#${order.ticketNumber}` },
  {
    key: 'status',
    title: 'Status',
    // „Nicht rechtzeitig bestätigt“ for a missed order, as the board, the drawer, the status
    // page and the customer's e-mail say (orderStatusView).
    render: (_value, order) => {
      const view = orderStatusView(order);
      return <Tag color={statusColor(order)}>{view.label}</Tag>;
    },
  },
  {
    key: 'createdAt',
    title: 'Eingang',
    sortField: 'createdAt',
    render: (_value, order) => formatDateTime(order.createdAt),
  },
  { key: 'customer', title: 'Kunde', render: (_value, order) => customerName(order) },
  {
    key: 'branch',
    title: 'Filiale',
    render: (_value, order) => order.branch.name ?? order.branch.id,
  },
  { key: 'kind', title: 'Art', render: (_value, order) => kindLabel(order.kind) },
  {
    key: 'total',
    title: 'Summe',
    align: 'right',
    render: (_value, order) => formatMoney(order.totals.totalGross),
  },
];
