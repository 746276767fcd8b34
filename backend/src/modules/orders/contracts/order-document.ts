import { COUNTER_PAYMENT_METHODS, type OrderStatus, type OrderType } from '@bestellwerk/domain';
import type { OrderItemPartSnapshot, OrderItemSnapshot, OrderTotals } from '../order-snapshot';

/**
 * A placed order as every document sees it: the e-mails and SMS, the printed receipt, the
 * HTML receipt and the live events. It is a snapshot taken from the stored order (whose
 * items are themselves a snapshot of the catalogue at submit time), so a job rendered from
 * it later shows what the customer ordered, whatever the catalogue says by then.
 * Money is in integer cents.
 */
export type { OrderStatus };

export type PaymentMethod = 'cash' | 'atm-card' | 'hydro-ag-voucher' | 'mollie' | 'datatrans';

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  'cash',
  'atm-card',
  'hydro-ag-voucher',
  'mollie',
  'datatrans',
];

/** Settled at the counter (libs/domain, which the back office's questions read too). */
export { COUNTER_PAYMENT_METHODS };

/** Chosen option names, entered text, or uploaded file names, in order, per part. */
export type OrderDocumentPart = OrderItemPartSnapshot;

/** A stored item line without what only re-pricing needs, plus its position. */
export type OrderDocumentItem = Omit<OrderItemSnapshot, 'partValues' | 'product'> & {
  index: number;
};

export interface OrderDocumentAddress {
  companyName: string | null;
  firstName: string | null;
  lastName: string | null;
  street: string | null;
  floor: string | null;
  stairway: string | null;
  door: string | null;
  zipCode: string | null;
  city: string | null;
  country: string | null;
}

export interface OrderDocument {
  id: number;
  uid: string;
  hash: string;
  ticketNumber: number;
  /** ISO timestamps (UTC). */
  createdAt: string;
  appointment: string | null;
  counterAppointment: string | null;
  kind: OrderType;
  isPreorder: boolean;
  isQuotation: boolean;
  status: OrderStatus;
  isMissed: boolean;
  rejectionMessage: string | null;
  paymentMethod: PaymentMethod;
  isPaid: boolean;
  isFailed: boolean;
  isRefunded: boolean;
  customer: {
    companyName: string | null;
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    phone: string | null;
    /** UID number of an ordering company; for the shop's copy and invoices. */
    vatNumber?: string | null;
  };
  /** Where to deliver (the delivery address when it differs), null unless delivery. */
  deliveryAddress: OrderDocumentAddress | null;
  deliveryArea: string | null;
  tableIdentifier: string | null;
  comment: string | null;
  donatee: string | null;
  items: OrderDocumentItem[];
  /** libs/domain's priceCart result as it was at submit time (cents). */
  totals: OrderTotals;
  branch: {
    id: number;
    identifier: string;
    name: string;
    street: string | null;
    zipCode: string | null;
    city: string | null;
    phone: string | null;
    email: string | null;
    /** IANA zone of the branch for times in documents; Europe/Vienna when absent. */
    timeZone?: string;
  };
  shop: {
    name: string;
    currency: string;
    /** Absolute base URL of the storefront, no trailing slash (PUBLIC_URL). */
    publicUrl: string;
  };
  /** `${publicUrl}/status/${uid}/${hash}`: the customer's status page. */
  statusUrl: string;
}
