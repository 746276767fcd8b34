import {
  formatDateTime,
  formatTime,
  sameShopDay,
  type Order,
  type OrderAction,
  type OrderKind,
  type OrderStatus,
} from '@bestellwerk/api-client';

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Offen',
  confirmed: 'Bestätigt',
  'in-delivery': 'In Zustellung / abholbereit',
  completed: 'Abgeschlossen',
  rejected: 'Abgelehnt',
  canceled: 'Storniert',
};

export const STATUS_COLORS: Record<OrderStatus, string> = {
  pending: 'orange',
  confirmed: 'green',
  'in-delivery': 'blue',
  completed: 'default',
  rejected: 'red',
  canceled: 'red',
};

export const KIND_LABELS: Record<OrderKind, string> = {
  takeaway: 'Abholung',
  delivery: 'Lieferung',
  'dine-in': 'Vor Ort',
};

export const ACTION_LABELS: Record<OrderAction, string> = {
  confirm: 'Bestätigen',
  reject: 'Ablehnen',
  cancel: 'Stornieren',
  'in-delivery': 'In Zustellung / abholbereit',
  completed: 'Abschließen',
};

/**
 * The staff actions the server allows from each status (backend order-state-machine.ts);
 * only to offer the right buttons — the server decides and answers 409 otherwise.
 */
export const ACTIONS_BY_STATUS: Record<OrderStatus, OrderAction[]> = {
  pending: ['confirm', 'reject', 'cancel'],
  confirmed: ['in-delivery', 'completed', 'cancel'],
  'in-delivery': ['completed', 'cancel'],
  completed: [],
  rejected: [],
  canceled: [],
};

/** The statuses shown on the live board. */
export const BOARD_STATUSES: OrderStatus[] = ['pending', 'confirmed', 'in-delivery'];

export const PAYMENT_LABELS: Record<string, string> = {
  cash: 'Bar',
  'atm-card': 'Bankomat',
  'hydro-ag-voucher': 'Hydro-AG-Gutschein',
  mollie: 'Online (Mollie)',
  datatrans: 'Online (Datatrans)',
};

export const COUNTER_PAYMENTS = new Set(['cash', 'atm-card', 'hydro-ag-voucher']);

export function customerName(order: Order): string {
  const name = [order.firstName, order.lastName].filter(Boolean).join(' ');
  return order.companyName ? `${order.companyName}${name ? ` (${name})` : ''}` : name || '–';
}

export const ORDER_ERRORS = {
  load: 'Bestellungen konnten nicht geladen werden.',
  loadOne: 'Die Bestellung konnte nicht geladen werden.',
  missed: 'Verpasste Bestellungen konnten nicht geladen werden.',
  status: 'Der Status der Bestellung konnte nicht geändert werden.',
  counter: 'Der Terminvorschlag konnte nicht gesendet werden.',
  print: 'Der Beleg konnte nicht gedruckt werden.',
  payment: 'Der Zahlungsstatus konnte nicht geprüft werden.',
  email: 'Die E-Mail konnte nicht erneut gesendet werden.',
  sms: 'Die SMS konnte nicht erneut gesendet werden.',
  item: 'Die Menge konnte nicht geändert werden.',
};

/** An appointment today shows its time only; any other day its date too (preorders). */
export function appointmentLabel(iso: string, now: Date = new Date()): string {
  return sameShopDay(new Date(iso), now) ? formatTime(iso) : formatDateTime(iso);
}
