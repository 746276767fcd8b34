import type { OrderDocument } from './order-document';

/** The messages about an order, each an e-mail (and for customers an SMS when switched on). */
export type OrderEmailKind =
  | 'new-order-branch'
  | 'new-order-customer'
  | 'confirmed'
  | 'rejected'
  | 'canceled'
  | 'counter-appointment'
  | 'ready'
  | 'in-delivery'
  | 'completed'
  | 'missed'
  /** A missed order the shop confirmed after all („Gute Nachricht: …“). */
  | 'confirmed-after-missed';

/**
 * The occasions on which the customer or the branch hears about an order. 'in-delivery'
 * reads 'ready for pickup' for takeaway and dine-in (OrderEffects picks the template).
 */
export type OrderMessageKind = Exclude<OrderEmailKind, 'ready'>;

/**
 * The texts of an order's messages. The notifications module binds its German templates
 * here (order-ports.module.ts); orders only decides which message goes out when.
 */
export abstract class OrderNotifier {
  /** Where the e-mail goes: the branch's address or the customer's; null: nobody. */
  abstract emailRecipient(kind: OrderEmailKind, document: OrderDocument): string | null;
  abstract renderEmail(
    kind: OrderEmailKind,
    document: OrderDocument,
    options: { reviewsEnabled?: boolean; timeZone?: string },
  ): { subject: string; text: string; html: string };
  /** The SMS text; empty when this occasion has none. */
  abstract renderSms(kind: OrderEmailKind, document: OrderDocument, timeZone?: string): string;
}
