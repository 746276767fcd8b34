import { formatCents, formatDateTime } from '@bestellwerk/domain';
import type { OrderDocument } from './order-document';

/**
 * The occasions on which the customer or the branch hears about an order. The German
 * wording lives here until the notification templates (modules/notifications/templates)
 * take over; callers only name the occasion.
 */
export type OrderMessageKind =
  | 'new-order-customer'
  | 'new-order-branch'
  | 'confirmed'
  | 'rejected'
  | 'canceled'
  | 'counter-appointment'
  | 'in-delivery'
  | 'completed'
  | 'missed';

export interface RenderedEmail {
  subject: string;
  text: string;
  html?: string;
}

const when = (iso: string | null) =>
  iso ? `${formatDateTime(new Date(iso))} Uhr` : 'so bald wie möglich';

function summary(doc: OrderDocument): string[] {
  const lines = doc.items.map((item) => {
    const parts = item.parts.map((part) => `${part.name}: ${part.values.join(', ')}`);
    return `- ${item.amount} ${item.unitShort} ${item.name}${parts.length ? ` (${parts.join('; ')})` : ''}: ${formatCents(item.totalCents, doc.shop.currency)}`;
  });
  return [
    ...lines,
    ...(doc.totals.deliveryGross
      ? [`Lieferkosten: ${formatCents(doc.totals.deliveryGross, doc.shop.currency)}`]
      : []),
    `Gesamt: ${doc.totals.isApproximate ? 'ca. ' : ''}${formatCents(doc.totals.totalGross, doc.shop.currency)}`,
  ];
}

const KIND_LABEL = { takeaway: 'Abholung', delivery: 'Lieferung', 'dine-in': 'Vor Ort' } as const;

/** Plain German e-mails per occasion; null when the occasion sends no mail. */
export function renderOrderEmail(kind: OrderMessageKind, doc: OrderDocument): RenderedEmail | null {
  const number = `Nr. ${doc.ticketNumber}`;
  const head = `${doc.shop.name} – ${doc.branch.name}`;
  const status = `Status Ihrer Bestellung: ${doc.statusUrl}`;
  const name = [doc.customer.firstName, doc.customer.lastName].filter(Boolean).join(' ');
  const greeting = name ? `Hallo ${name},` : 'Guten Tag,';
  const body = (subject: string, lines: string[]): RenderedEmail => ({
    subject,
    text: [...lines, '', head].join('\n'),
  });
  switch (kind) {
    case 'new-order-customer':
      return body(`Ihre Bestellung ${number} bei ${doc.branch.name}`, [
        greeting,
        '',
        doc.isQuotation
          ? 'vielen Dank für Ihre Angebotsanfrage. Wir melden uns in Kürze bei Ihnen.'
          : 'vielen Dank für Ihre Bestellung. Wir bestätigen sie in Kürze.',
        `${KIND_LABEL[doc.kind]}, Termin: ${when(doc.appointment)}`,
        '',
        ...summary(doc),
        '',
        status,
      ]);
    case 'new-order-branch':
      return body(`Neue Bestellung ${number} (${KIND_LABEL[doc.kind]})`, [
        `Neue ${doc.isQuotation ? 'Angebotsanfrage' : doc.isPreorder ? 'Vorbestellung' : 'Bestellung'} ${number} für ${doc.branch.name}.`,
        `Termin: ${when(doc.appointment)}`,
        `Kunde: ${name || '–'} ${doc.customer.phone ?? ''} ${doc.customer.email ?? ''}`.trim(),
        ...(doc.tableIdentifier ? [`Tisch: ${doc.tableIdentifier}`] : []),
        ...(doc.comment ? [`Anmerkung: ${doc.comment}`] : []),
        '',
        ...summary(doc),
      ]);
    case 'confirmed':
      return body(`Ihre Bestellung ${number} wurde bestätigt`, [
        greeting,
        '',
        `Ihre Bestellung wurde bestätigt. Termin: ${when(doc.appointment)}`,
        '',
        status,
      ]);
    case 'rejected':
      return body(`Ihre Bestellung ${number} wurde abgelehnt`, [
        greeting,
        '',
        'leider können wir Ihre Bestellung nicht annehmen.',
        ...(doc.rejectionMessage ? ['', doc.rejectionMessage] : []),
        '',
        status,
      ]);
    case 'canceled':
      return body(`Ihre Bestellung ${number} wurde storniert`, [
        greeting,
        '',
        'Ihre Bestellung wurde storniert.',
        ...(doc.rejectionMessage ? ['', doc.rejectionMessage] : []),
        '',
        status,
      ]);
    case 'counter-appointment':
      return body(`Terminvorschlag zu Ihrer Bestellung ${number}`, [
        greeting,
        '',
        `wir können Ihre Bestellung leider nicht zum gewünschten Zeitpunkt erfüllen, schlagen aber ${when(doc.counterAppointment)} vor.`,
        'Bitte bestätigen oder stornieren Sie auf der Statusseite:',
        doc.statusUrl,
      ]);
    case 'in-delivery':
      return body(
        doc.kind === 'delivery'
          ? `Ihre Bestellung ${number} ist in Zustellung`
          : `Ihre Bestellung ${number} ist abholbereit`,
        [
          greeting,
          '',
          doc.kind === 'delivery'
            ? 'Ihre Bestellung ist unterwegs zu Ihnen.'
            : 'Ihre Bestellung ist bereit zur Abholung.',
          '',
          status,
        ],
      );
    case 'completed':
      return body(`Danke für Ihre Bestellung ${number}`, [
        greeting,
        '',
        'vielen Dank für Ihren Einkauf. Wir freuen uns über Ihre Bewertung:',
        doc.statusUrl,
      ]);
    case 'missed':
      return body(`Ihre Bestellung ${number} konnte nicht bearbeitet werden`, [
        greeting,
        '',
        'leider konnten wir Ihre Bestellung nicht rechtzeitig bestätigen. Bitte rufen Sie uns an' +
          (doc.branch.phone ? ` (${doc.branch.phone})` : '') +
          ' oder bestellen Sie erneut.',
        '',
        status,
      ]);
  }
}

/** Short SMS per occasion; null when the occasion sends none. */
export function renderOrderSms(kind: OrderMessageKind, doc: OrderDocument): string | null {
  const number = `Nr. ${doc.ticketNumber}`;
  const shop = doc.branch.name;
  switch (kind) {
    case 'new-order-customer':
      return `${shop}: Danke für Ihre Bestellung ${number}. Status: ${doc.statusUrl}`;
    case 'confirmed':
      return `${shop}: Ihre Bestellung ${number} wurde bestätigt (${when(doc.appointment)}).`;
    case 'rejected':
      return `${shop}: Ihre Bestellung ${number} wurde leider abgelehnt.${doc.rejectionMessage ? ` ${doc.rejectionMessage}` : ''}`;
    case 'canceled':
      return `${shop}: Ihre Bestellung ${number} wurde storniert.`;
    case 'counter-appointment':
      return `${shop}: Terminvorschlag für Ihre Bestellung ${number}: ${when(doc.counterAppointment)}. Bitte bestätigen: ${doc.statusUrl}`;
    case 'in-delivery':
      return doc.kind === 'delivery'
        ? `${shop}: Ihre Bestellung ${number} ist unterwegs.`
        : `${shop}: Ihre Bestellung ${number} ist abholbereit.`;
    case 'missed':
      return `${shop}: Ihre Bestellung ${number} konnte leider nicht bearbeitet werden. Bitte rufen Sie uns an.`;
    default:
      return null;
  }
}
