import { Tag } from 'antd';
import { formatDateTime, formatMoney, type Order } from '@bestellwerk/api-client';
import type { ListColumn } from '@bestellwerk/admin-kit';
import { ORDER_STATUS_LABELS } from '@bestellwerk/domain';
import { kindLabel, STATUS_COLORS, customerName } from '../../../shared/labels';

/** The columns of the missed and history lists. */
export const ORDER_COLUMNS: ListColumn<Order>[] = [
  { key: 'ticketNumber', title: 'Nr.', render: (_value, order) => `#${order.ticketNumber}` },
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
    key: 'status',
    title: 'Status',
    render: (_value, order) => (
      <Tag color={STATUS_COLORS[order.status]}>{ORDER_STATUS_LABELS[order.status]}</Tag>
    ),
  },
  {
    key: 'total',
    title: 'Summe',
    align: 'right',
    render: (_value, order) => formatMoney(order.totals.totalGross),
  },
];
