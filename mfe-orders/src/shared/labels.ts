import {
  COUNTER_PAYMENT_METHODS,
  ORDER_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  orderStatusView,
  type PaymentMethod,
} from '@bestellwerk/domain';
import {
  formatDateTime,
  formatTime,
  sameShopDay,
  type Order,
  type OrderAction,
  type OrderKind,
  type OrderStatus,
} from '@bestellwerk/api-client';

export const STATUS_COLORS: Record<OrderStatus, string> = {
  pending: 'orange',
  confirmed: 'green',
  'in-delivery': 'blue',
  completed: 'default',
  rejected: 'red',
  canceled: 'red',
};

export const ACTION_LABELS: Record<OrderAction, string> = {
  confirm: 'Bestätigen',
  reject: 'Ablehnen',
  cancel: 'Stornieren',
  'in-delivery': 'In Zustellung / abholbereit',
  completed: 'Abschließen',
};

/** The statuses shown on the live board. */
export const BOARD_STATUSES: OrderStatus[] = ['pending', 'confirmed', 'in-delivery'];

/** The name of an order kind as the storefront, receipts and e-mails say it. */
export const kindLabel = (kind: OrderKind) => ORDER_KIND_LABELS[kind] ?? kind;

/** The name of a payment method as the checkout says it; an unknown key as it is. */
export const paymentLabel = (method: string) =>
  PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;

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
  markPaid: 'Der Zahlungsstatus konnte nicht gespeichert werden.',
  email: 'Die E-Mail konnte nicht erneut gesendet werden.',
  sms: 'Die SMS konnte nicht erneut gesendet werden.',
  item: 'Die Menge konnte nicht geändert werden.',
  edit: 'Die Bestellung konnte nicht aktualisiert werden.',
  remove: 'Die Bestellung konnte nicht gelöscht werden.',
};

/** An appointment today shows its time only; any other day its date too (preorders). */
export function appointmentLabel(iso: string, now: Date = new Date()): string {
  return sameShopDay(new Date(iso), now) ? formatTime(iso) : formatDateTime(iso);
}

/** Paid at the counter (libs/domain's list, the server's too). */
export const isCounterPayment = (method: string) =>
  (COUNTER_PAYMENT_METHODS as readonly string[]).includes(method);

/** The colour of an order's state tag and border: a missed order red, else its status's. */
export const statusColor = (order: Pick<Order, 'status' | 'isMissed'>) =>
  orderStatusView(order).state === 'missed' ? 'red' : STATUS_COLORS[order.status];
