import { formatDateTime, MISSED_LABEL, REVIVED_TEXT } from '@bestellwerk/domain';
import type { OrderDocument, OrderEmailKind } from '../../orders/contracts';

/** SMS kinds: the same events as the mails. */
export type OrderSmsKind = OrderEmailKind;

/**
 * Short German SMS for an order event (aimed at one 160-character segment). Customer kinds
 * carry the ticket number and the status URL; the branch kind the back-office hint.
 */
export function renderOrderSms(kind: OrderSmsKind, doc: OrderDocument, timeZone?: string): string {
  const n = doc.ticketNumber;
  const shop = doc.shop.name;
  const url = doc.statusUrl;
  switch (kind) {
    case 'new-order-branch':
      return (
        `Neue Bestellung Nr. ${n}` +
        (doc.appointment ? ` für ${formatDateTime(new Date(doc.appointment), timeZone)}` : '') +
        '. Bitte im Back-Office bestätigen.'
      );
    case 'new-order-customer':
      return `${shop}: Bestellung Nr. ${n} eingegangen. Status: ${url}`;
    case 'confirmed':
      return `${shop}: Bestellung Nr. ${n} bestätigt. Status: ${url}`;
    case 'rejected':
      return `${shop}: Bestellung Nr. ${n} leider abgelehnt. Details: ${url}`;
    case 'canceled':
      return `${shop}: Bestellung Nr. ${n} wurde storniert. Details: ${url}`;
    case 'counter-appointment': {
      const at = doc.counterAppointment ?? doc.appointment;
      const time = at ? formatDateTime(new Date(at), timeZone) : '';
      return `${shop}: Neuer Terminvorschlag für Nr. ${n}: ${time}. Bitte antworten: ${url}`;
    }
    case 'ready':
      return `${shop}: Bestellung Nr. ${n} ist abholbereit. Status: ${url}`;
    case 'in-delivery':
      return `${shop}: Bestellung Nr. ${n} ist in Zustellung. Status: ${url}`;
    case 'completed':
      return `${shop}: Danke für Ihre Bestellung Nr. ${n}! ${url}`;
    case 'missed':
      return `${shop}: Bestellung Nr. ${n} ${MISSED_LABEL.toLowerCase()}, sie wird nicht ausgeführt. ${url}`;
    case 'confirmed-after-missed':
      return `${shop}, Bestellung Nr. ${n}: ${REVIVED_TEXT} Status: ${url}`;
  }
}
