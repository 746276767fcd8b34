import {
  escapeHtml,
  formatCents,
  formatDateTime,
  formatNumber,
  orderStatusView,
  REVIVED_TEXT,
} from '@bestellwerk/domain';
import {
  ORDER_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  type OrderDocument,
  type OrderEmailKind,
} from '../../orders/contracts';
import { button, layout, paragraph, THEME_COLOUR } from './layout';

export type { OrderEmailKind };

export const ORDER_EMAIL_KINDS: readonly OrderEmailKind[] = [
  'new-order-branch',
  'new-order-customer',
  'confirmed',
  'rejected',
  'canceled',
  'counter-appointment',
  'ready',
  'in-delivery',
  'completed',
  'missed',
  'confirmed-after-missed',
];

export interface OrderEmailOptions {
  /** Reviews plugin on: the 'completed' mail links to the status page for a review. */
  reviewsEnabled?: boolean;
  /** Time zone of the shop; Europe/Vienna unless given. */
  timeZone?: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** Where an order mail goes: the branch address or the customer's; null → skip. */
export function recipientsFor(kind: OrderEmailKind, doc: OrderDocument): string | null {
  const to = kind === 'new-order-branch' ? doc.branch.email : doc.customer.email;
  return to && to.trim() ? to.trim() : null;
}

/** The back-office page of the order. */
export function backOfficeUrl(doc: OrderDocument): string {
  return `${doc.shop.publicUrl}/backend#/orders/${doc.id}`;
}

function customerName(doc: OrderDocument): string {
  const { companyName, firstName, lastName } = doc.customer;
  const person = [firstName, lastName].filter(Boolean).join(' ');
  return [companyName, person].filter(Boolean).join(', ');
}

function greeting(doc: OrderDocument): string {
  const name = [doc.customer.firstName, doc.customer.lastName].filter(Boolean).join(' ');
  return name ? `Hallo ${name},` : 'Hallo,';
}

function when(iso: string | null, timeZone: string | undefined): string | null {
  return iso ? formatDateTime(new Date(iso), timeZone) : null;
}

function timeOnly(iso: string, timeZone: string | undefined): string {
  return formatDateTime(new Date(iso), timeZone).split(' ')[1];
}

function orderNoun(doc: OrderDocument): string {
  if (doc.isQuotation) return 'Angebotsanfrage';
  if (doc.isPreorder) return 'Vorbestellung';
  return 'Bestellung';
}

function addressLines(doc: OrderDocument): string[] {
  const a = doc.deliveryAddress;
  if (!a) return [];
  const name = [a.firstName, a.lastName].filter(Boolean).join(' ');
  const extra = [
    a.stairway ? `Stiege ${a.stairway}` : null,
    a.floor ? `Stock ${a.floor}` : null,
    a.door ? `Tür ${a.door}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return [
    a.companyName,
    name,
    [a.street, extra].filter(Boolean).join(', '),
    [a.zipCode, a.city].filter(Boolean).join(' '),
    a.country,
  ].filter((line): line is string => !!line);
}

/** Key facts of the order as label/value rows. */
function facts(doc: OrderDocument, forBranch: boolean, tz: string | undefined): [string, string][] {
  const rows: [string, string][] = [
    ['Bestellnummer', String(doc.ticketNumber)],
    ['Eingegangen', when(doc.createdAt, tz) ?? ''],
    ['Art', ORDER_KIND_LABELS[doc.kind]],
  ];
  const appointment = when(doc.appointment, tz);
  if (appointment) rows.push(['Termin', appointment]);
  rows.push(['Filiale', doc.branch.name]);
  if (doc.tableIdentifier) rows.push(['Tisch', doc.tableIdentifier]);
  if (doc.deliveryArea) rows.push(['Liefergebiet', doc.deliveryArea]);
  const address = addressLines(doc);
  if (address.length) rows.push(['Lieferadresse', address.join('\n')]);
  if (forBranch) {
    const name = customerName(doc);
    if (name) rows.push(['Kunde', name]);
    if (doc.customer.vatNumber) rows.push(['UID-Nummer', doc.customer.vatNumber]);
    if (doc.customer.phone) rows.push(['Telefon', doc.customer.phone]);
    if (doc.customer.email) rows.push(['E-Mail', doc.customer.email]);
  }
  rows.push([
    'Zahlung',
    PAYMENT_METHOD_LABELS[doc.paymentMethod] + (doc.isPaid ? ' (bezahlt)' : ''),
  ]);
  if (doc.comment) rows.push(['Anmerkung', doc.comment]);
  if (doc.donatee) rows.push(['Spende an', doc.donatee]);
  return rows;
}

function itemLine(doc: OrderDocument, item: OrderDocument['items'][number]): string {
  const parts = item.parts.map((p) => `${p.name}: ${p.values.join(', ')}`);
  return (
    `${formatNumber(item.amount)} ${item.unitShort} ${item.name}` +
    (parts.length ? ` (${parts.join('; ')})` : '') +
    ` – ${formatCents(item.totalCents, doc.shop.currency)}`
  );
}

function totalsRows(doc: OrderDocument): [string, string][] {
  const c = doc.shop.currency;
  const rows: [string, string][] = [];
  if (doc.totals.deliveryGross) {
    rows.push(['Zwischensumme', formatCents(doc.totals.gross, c)]);
    rows.push(['Lieferkosten', formatCents(doc.totals.deliveryGross, c)]);
  }
  rows.push([
    doc.totals.isApproximate ? 'Gesamt (ca.)' : 'Gesamt',
    formatCents(doc.totals.totalGross, c),
  ]);
  rows.push(['davon MwSt.', formatCents(doc.totals.totalTax, c)]);
  return rows;
}

function summaryText(doc: OrderDocument, forBranch: boolean, tz: string | undefined): string {
  const lines = facts(doc, forBranch, tz).map(
    ([label, value]) => `${label}: ${value.replace(/\n/g, ', ')}`,
  );
  const items = doc.items.map((item) => `- ${itemLine(doc, item)}`);
  const totals = totalsRows(doc).map(([label, value]) => `${label}: ${value}`);
  return [...lines, '', ...items, '', ...totals].join('\n');
}

function summaryHtml(doc: OrderDocument, forBranch: boolean, tz: string | undefined): string {
  const cell = 'padding:4px 8px;border-bottom:1px solid #e0e0e0;vertical-align:top;';
  const factRows = facts(doc, forBranch, tz)
    .map(
      ([label, value]) =>
        `<tr><td style="${cell}color:#666666;">${escapeHtml(label)}</td>` +
        `<td style="${cell}">${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('');
  const itemRows = doc.items
    .map((item) => {
      const parts = item.parts
        .map((p) => `${escapeHtml(p.name)}: ${escapeHtml(p.values.join(', '))}`)
        .join('<br>');
      return (
        `<tr><td style="${cell}white-space:nowrap;">${escapeHtml(formatNumber(item.amount))} ` +
        `${escapeHtml(item.unitShort)}</td><td style="${cell}">${escapeHtml(item.name)}` +
        (parts ? `<br><span style="font-size:13px;color:#666666;">${parts}</span>` : '') +
        `</td><td style="${cell}text-align:right;white-space:nowrap;">` +
        `${escapeHtml(formatCents(item.totalCents, doc.shop.currency))}</td></tr>`
      );
    })
    .join('');
  const totalRows = totalsRows(doc)
    .map(
      ([label, value], index, all) =>
        `<tr><td colspan="2" style="padding:4px 8px;text-align:right;` +
        `${index === all.length - 2 ? 'font-weight:bold;' : ''}">${escapeHtml(label)}</td>` +
        `<td style="padding:4px 8px;text-align:right;white-space:nowrap;` +
        `${index === all.length - 2 ? `font-weight:bold;color:${THEME_COLOUR};` : ''}">` +
        `${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return (
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px 0;">${factRows}</table>` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px 0;">${itemRows}${totalRows}</table>`
  );
}

interface Parts {
  subject: string;
  /** Plain paragraphs (escaped for HTML by the renderer). */
  intro: string[];
  link?: { href: string; label: string };
  outro?: string[];
  summary: 'branch' | 'customer' | 'none';
}

function parts(kind: OrderEmailKind, doc: OrderDocument, options: OrderEmailOptions): Parts {
  const tz = options.timeZone;
  const n = doc.ticketNumber;
  const noun = orderNoun(doc);
  const status = { href: doc.statusUrl, label: 'Status ansehen' };
  switch (kind) {
    case 'new-order-branch':
      return {
        subject:
          `Neue ${noun} Nr. ${n}` + (doc.appointment ? ` für ${when(doc.appointment, tz)}` : ''),
        intro: [
          `Eine neue ${noun} ist eingegangen. Bitte bestätigen oder ablehnen Sie sie im Back-Office.`,
        ],
        link: { href: backOfficeUrl(doc), label: 'Im Back-Office öffnen' },
        summary: 'branch',
      };
    case 'new-order-customer': {
      const intro = doc.isQuotation
        ? 'vielen Dank für Ihre Angebotsanfrage. Wir melden uns mit einem Angebot bei Ihnen.'
        : doc.isPreorder
          ? 'vielen Dank für Ihre Vorbestellung. Sie erhalten eine Nachricht, sobald wir sie bestätigt haben.'
          : 'vielen Dank für Ihre Bestellung. Sie erhalten eine Nachricht, sobald wir sie bestätigt haben.';
      return {
        subject: `Ihre ${noun} Nr. ${n} bei ${doc.shop.name} ist eingegangen`,
        intro: [
          greeting(doc),
          intro,
          'Den aktuellen Stand sehen Sie jederzeit auf der Statusseite:',
        ],
        link: status,
        summary: 'customer',
      };
    }
    case 'confirmed': {
      const appointment = when(doc.appointment, tz);
      return {
        subject: `Ihre ${noun} Nr. ${n} wurde bestätigt`,
        intro: [
          greeting(doc),
          `wir haben Ihre ${noun} Nr. ${n} bestätigt` +
            (appointment ? ` (Termin: ${appointment}).` : '.'),
        ],
        link: status,
        summary: 'customer',
      };
    }
    case 'rejected':
      return {
        subject: `Ihre ${noun} Nr. ${n} wurde abgelehnt`,
        intro: [
          greeting(doc),
          `leider können wir Ihre ${noun} Nr. ${n} nicht annehmen.`,
          ...(doc.rejectionMessage
            ? [`Nachricht von ${doc.branch.name}:\n${doc.rejectionMessage}`]
            : []),
          ...(doc.isPaid ? ['Eine bereits geleistete Zahlung wird erstattet.'] : []),
        ],
        link: status,
        summary: 'none',
      };
    case 'canceled':
      return {
        subject: `Ihre ${noun} Nr. ${n} wurde storniert`,
        intro: [
          greeting(doc),
          'Ihre Bestellung wurde storniert.',
          ...(doc.rejectionMessage ? [doc.rejectionMessage] : []),
          ...(doc.isPaid ? ['Eine bereits geleistete Zahlung wird erstattet.'] : []),
        ],
        link: status,
        summary: 'none',
      };
    case 'counter-appointment': {
      const proposed = doc.counterAppointment ?? doc.appointment;
      const at = proposed ? when(proposed, tz) : '';
      const time = proposed ? timeOnly(proposed, tz) : '';
      return {
        subject: `Neuer Terminvorschlag für Ihre ${noun} Nr. ${n}: ${at}`,
        intro: [
          greeting(doc),
          `zum gewünschten Termin können wir Ihre ${noun} Nr. ${n} leider nicht erledigen. ` +
            `Wir schlagen ${at} Uhr vor.`,
          `Bitte antworten Sie auf der Statusseite: „Ja, ${time} Uhr ist in Ordnung“ oder „Nein, Bestellung stornieren“.`,
        ],
        link: { href: doc.statusUrl, label: 'Terminvorschlag beantworten' },
        summary: 'customer',
      };
    }
    case 'ready':
      return {
        subject: `Ihre ${noun} Nr. ${n} ist abholbereit`,
        intro: [
          greeting(doc),
          doc.kind === 'dine-in'
            ? `Ihre ${noun} Nr. ${n} ist fertig.`
            : `Ihre ${noun} Nr. ${n} ist fertig und kann bei ${doc.branch.name} abgeholt werden.`,
        ],
        link: status,
        summary: 'none',
      };
    case 'in-delivery':
      return {
        subject: `Ihre ${noun} Nr. ${n} ist in Zustellung`,
        intro: [greeting(doc), `Ihre ${noun} Nr. ${n} ist in Zustellung und bald bei Ihnen.`],
        link: status,
        summary: 'none',
      };
    case 'completed':
      return {
        subject: `Ihre ${noun} Nr. ${n} ist abgeschlossen`,
        intro: [greeting(doc), `vielen Dank für Ihre ${noun} bei ${doc.shop.name}!`],
        ...(options.reviewsEnabled
          ? {
              outro: ['Wir freuen uns über Ihre Bewertung:'],
              link: { href: doc.statusUrl, label: 'Bestellung bewerten' },
            }
          : {}),
        summary: 'none',
      };
    case 'missed': {
      // The status page's and the board's words (libs/domain orderStatusView).
      const view = orderStatusView({ status: 'pending', isMissed: true });
      return {
        subject: `Ihre ${noun} Nr. ${n}: ${view.label.toLowerCase()}`,
        intro: [
          greeting(doc),
          // Said once, in the status page's words; the first line names which order it is.
          `leider müssen wir Ihnen zu Ihrer ${noun} Nr. ${n} bei ${doc.branch.name} mitteilen:`,
          view.customerText,
          ...(doc.isPaid ? ['Eine bereits geleistete Zahlung wird erstattet.'] : []),
          ...(doc.branch.phone ? [`Bei Fragen erreichen Sie uns unter ${doc.branch.phone}.`] : []),
        ],
        link: status,
        summary: 'none',
      };
    }
    case 'confirmed-after-missed': {
      const appointment = when(doc.appointment, tz);
      return {
        subject: `Gute Nachricht: Ihre ${noun} Nr. ${n} wird doch zubereitet`,
        intro: [
          greeting(doc),
          REVIVED_TEXT,
          `${doc.branch.name} hat Ihre ${noun} Nr. ${n} doch noch bestätigt` +
            (appointment ? ` (Termin: ${appointment}).` : '.') +
            ' Bitte entschuldigen Sie die vorherige Nachricht.',
        ],
        link: status,
        summary: 'customer',
      };
    }
  }
}

/** Renders one order mail in German: subject, plain text and inline-styled HTML. */
export function renderOrderEmail(
  kind: OrderEmailKind,
  doc: OrderDocument,
  options: OrderEmailOptions = {},
): RenderedEmail {
  const p = parts(kind, doc, options);
  const tz = options.timeZone;
  const forBranch = p.summary === 'branch';
  const footer = [doc.shop.name, doc.branch.name, doc.branch.phone, doc.branch.email]
    .filter(Boolean)
    .join(' · ');

  const textBlocks = [...p.intro];
  const outro = p.outro ?? [];
  if (p.link && !outro.length) textBlocks.push(p.link.href);
  if (p.summary !== 'none') textBlocks.push(summaryText(doc, forBranch, tz));
  textBlocks.push(...outro);
  if (p.link && outro.length) textBlocks.push(p.link.href);
  textBlocks.push(`-- \n${footer}`);

  let body = p.intro.map(paragraph).join('');
  if (p.link && !outro.length) body += button(p.link.href, p.link.label);
  if (p.summary !== 'none') body += summaryHtml(doc, forBranch, tz);
  body += outro.map(paragraph).join('');
  if (p.link && outro.length) body += button(p.link.href, p.link.label);

  return {
    subject: p.subject,
    text: textBlocks.join('\n\n'),
    html: layout(p.subject, body, footer),
  };
}
