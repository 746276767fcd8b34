import {
  formatDateTime,
  formatTime,
  orderStatusView,
  type OrderStatus,
  type OrderStatusView,
} from '@bestellwerk/domain';
import type { PublicOrder } from '../../../shared/types';
import { ApiCallError as ApiError } from '../../../shared/api';

/** storefront.md §9: the status page reloads every 10 seconds until a final state. */
export const POLL_INTERVAL_MS = 10_000;

/**
 * The order's state as every screen names it (libs/domain orderStatusView: the board, the
 * drawer, the Verpasst list and the customer's e-mail read the same words), from the
 * status flags the page has always read.
 */
export function statusView(order: PublicOrder): OrderStatusView {
  const status: OrderStatus = order.isCompleted
    ? 'completed'
    : order.isRejected
      ? 'rejected'
      : order.isCanceled || order.isFailed
        ? 'canceled'
        : order.isInDelivery
          ? 'in-delivery'
          : order.isConfirmed
            ? 'confirmed'
            : 'pending';
  return orderStatusView({ status, isMissed: order.isMissed, kind: order.kind });
}

export const CANCELED_TEXT = orderStatusView({ status: 'canceled' }).customerText;
/** A rejected order reads „abgelehnt“, as in its mail, its SMS and the back office. */
export const REJECTED_TEXT = orderStatusView({ status: 'rejected' }).customerText;
/** Nobody confirmed it in time: the customer's e-mail said so in the same words. */
export const MISSED_TEXT = orderStatusView({ status: 'pending', isMissed: true }).customerText;
/** The heading above it: short, the sentence below says why. */
export const MISSED_HEADING = 'Ihre Bestellung wird leider nicht ausgeführt.';

export function isFinal(order: PublicOrder): boolean {
  return order.isCompleted || order.isRejected || order.isCanceled || order.isFailed;
}

/** Not quoted in the spec: the headings of the status page. */
export function heading(order: PublicOrder): string {
  if (order.isRejected) return REJECTED_TEXT;
  if (order.isCanceled || order.isFailed) return CANCELED_TEXT;
  if (statusView(order).state === 'missed') return MISSED_HEADING;
  if (order.isQuotation) return 'Vielen Dank für Ihre Angebotsanfrage!';
  return order.isPreorder
    ? 'Vielen Dank für Ihre Vorbestellung!'
    : 'Vielen Dank für Ihre Bestellung!';
}

export type StepState = 'done' | 'current' | 'todo';

/**
 * §4 "Order status as shown to the customer": waiting for confirmation → confirmed and
 * being prepared → ready for pickup / in Zustellung → completed.
 */
export function timeline(order: PublicOrder): { label: string; state: StepState }[] {
  const labels = [
    'Warten auf Bestätigung',
    'Bestätigt und in Zubereitung',
    order.kind === 'delivery' ? 'In Zustellung' : 'Abholbereit',
    'Abgeschlossen',
  ];
  const reached = [true, order.isConfirmed, order.isInDelivery, order.isCompleted];
  const current = reached.lastIndexOf(true);
  return labels.map((label, index) => ({
    label,
    state: order.isCompleted || index < current ? 'done' : index === current ? 'current' : 'todo',
  }));
}

/** Online payment: waiting for payment → paid → refunded; counter payments say nothing. */
export function paymentText(order: PublicOrder): string | null {
  if (order.paymentMethod !== 'mollie' && order.paymentMethod !== 'datatrans') return null;
  if (order.isRefunded) return 'Die Zahlung wurde erstattet.';
  if (order.isPaid) return 'Bezahlt';
  if (order.isFailed) return 'Die Zahlung ist fehlgeschlagen.';
  return 'Warten auf Zahlung';
}

/** §4: open while the order has a counter appointment and is neither confirmed nor rejected. */
export function counterAppointmentPrompt(order: PublicOrder, timeZone?: string) {
  if (!order.counterAppointment || order.isConfirmed || order.isRejected || order.isCanceled) {
    return null;
  }
  const at = new Date(order.counterAppointment);
  return {
    question: `Wir schlagen ${formatDateTime(at, timeZone)} Uhr vor.`,
    accept: `Ja, ${formatTime(at, timeZone)} Uhr ist in Ordnung`,
    reject: 'Nein, Bestellung stornieren',
  };
}

/** §4: reviews on, the order completed, not rated yet and the prompt not dismissed. */
export function showsQuestionnaire(
  order: PublicOrder,
  reviewsEnabled: boolean,
  dismissed = false,
): boolean {
  return reviewsEnabled && order.isCompleted && !order.hasQuestionnaire && !dismissed;
}

/** The dismissal of the review prompt is remembered per order on this device. */
const reviewDismissKey = (uid: string) => `bestellwerk.review-dismissed.${uid}`;

export function isReviewDismissed(storage: Storage | undefined, uid: string): boolean {
  try {
    return storage?.getItem(reviewDismissKey(uid)) === '1';
  } catch {
    return false;
  }
}

export function dismissReview(storage: Storage | undefined, uid: string): void {
  try {
    storage?.setItem(reviewDismissKey(uid), '1');
  } catch {
    // Private mode without storage: the prompt stays away for this page view only.
  }
}

/** §2 'ticket or order number': the order number when tickets are switched off. */
export function orderNumber(
  order: PublicOrder,
  disableTickets: boolean,
): { label: string; value: string } {
  return disableTickets && order.id !== undefined
    ? { label: 'Ihre Bestellnummer', value: String(order.id) }
    : { label: 'Ihre Nummer', value: String(order.ticketNumber) };
}

/**
 * One sentence for the state the order is in (§4 "Order status as shown to the customer":
 * 'ready for pickup' for takeaway and dine-in, 'in Zustellung' for delivery).
 */
export function statusText(order: PublicOrder): string | null {
  // Rejected and cancelled: the heading says it already.
  if (order.isRejected || order.isCanceled || order.isFailed) return null;
  return statusView(order).customerText;
}

/** Whether the order will not be made (rejected, cancelled, failed or missed). */
export function isCalledOff(order: PublicOrder): boolean {
  const state = statusView(order).state;
  return state === 'rejected' || state === 'canceled' || state === 'missed';
}

/**
 * Where the customer's messages went. Only an order still on its way speaks of a
 * confirmation; one that will not be made says which message went out.
 */
export function mailText(order: PublicOrder): string | null {
  if (!order.email) return null;
  switch (statusView(order).state) {
    case 'rejected':
      return `Die Absage wurde an ${order.email} gesendet.`;
    case 'canceled':
      return order.isFailed
        ? `Wir haben Sie unter ${order.email} informiert.`
        : `Die Stornierung wurde an ${order.email} gesendet.`;
    case 'missed':
      return `Die Nachricht dazu wurde an ${order.email} gesendet.`;
    default:
      return `Bestätigung an ${order.email} gesendet.`;
  }
}

/**
 * backoffice-api.md §8: the status page's own texts when its calls fail — declining the
 * counter appointment cancels the order, accepting it confirms; the rating is the
 * questionnaire. The server's first message replaces them when it sent one.
 */
export const STATUS_ERRORS = {
  cancel: 'Die Bestellung konnte nicht storniert werden.',
  confirm: 'Die Bestätigung konnte nicht gesendet werden.',
  rating: 'Die Bewertung konnte nicht gesendet werden.',
} as const;

/** The text for a failed call: the server's message, else the screen's own. */
export function failureText(caught: unknown, fallback: string): string {
  return caught instanceof ApiError ? caught.messageOr(fallback) : fallback;
}
