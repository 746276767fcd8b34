import { formatCents, formatDateTime, formatNumber } from '@bestellwerk/domain';
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { OrderDocument } from '../orders/contracts/order-document';
import { ORDER_KIND_LABELS, PAYMENT_METHOD_LABELS } from '../orders/contracts/order-labels';
import { useCodepageTables } from './codepage-table';

// The encoder's text goes through a codepage table (same bytes, a fraction of the CPU).
useCodepageTables();

export interface ReceiptOptions {
  /** Characters per line of the printer (48 on 80 mm paper, 32 on 58 mm). */
  columns: number;
  /**
   * The receipt may have been printed before (its worker died after sending, before the job
   * was marked done): a visible „NACHDRUCK“, so the kitchen does not make the order twice.
   */
  reprint?: boolean;
  /**
   * Printed on the branch's backup printer because `substituteFor` (the order's own printer)
   * cannot print: marked, so the kitchen knows where the ticket should have come out.
   */
  substituteFor?: string;
}

export const REPRINT_MARK = '*** NACHDRUCK ***';
export const SUBSTITUTE_MARK = '*** Ersatzdrucker ***';

/** cp858 is cp850 with the euro sign: umlauts, ß and € on nearly every ESC/POS printer. */
const CODEPAGE = 'cp858';

function encoder(options: ReceiptOptions): ReceiptPrinterEncoder {
  return new ReceiptPrinterEncoder({
    language: 'esc-pos',
    columns: options.columns,
    // Text the codepage cannot show becomes '?', never an exception mid-receipt.
    errors: 'relaxed',
  })
    .initialize()
    .codepage(CODEPAGE);
}

const money = (doc: OrderDocument, cents: number) => formatCents(cents, doc.shop.currency);
const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');

/**
 * Two columns: text on the left (wrapping), amount on the right. A left text that fits its
 * column is padded into one line, the very bytes the encoder's table makes of it (spec);
 * the table builds an encoder per cell and row, most of a receipt's rendering time.
 */
export function row(
  target: ReceiptPrinterEncoder,
  columns: number,
  left: string,
  right: string,
): void {
  const rightWidth = Math.max(right.length, 10);
  const leftWidth = columns - rightWidth - 1;
  if (left.length <= leftWidth && !/[\r\n]/.test(left)) {
    target.line(`${left.padEnd(leftWidth)} ${right.padStart(rightWidth)}`);
    return;
  }
  target.table(
    [
      { width: leftWidth, marginRight: 1, align: 'left' },
      { width: rightWidth, align: 'right' },
    ],
    [[left, right]],
  );
}

/**
 * The kitchen and counter receipt of an order as ESC/POS bytes: ticket number large, what
 * to prepare, for whom and when, and the money. Pure: the same document gives the same bytes.
 */
export function renderReceipt(doc: OrderDocument, options: ReceiptOptions): Uint8Array {
  const { columns } = options;
  const out = encoder(options);
  if (options.reprint) out.align('center').invert(true).line(REPRINT_MARK).invert(false);
  if (options.substituteFor) {
    out.align('center').invert(true).line(SUBSTITUTE_MARK).invert(false);
    out.line(`statt ${options.substituteFor}`);
  }
  out.align('center').bold(true).line(doc.shop.name).bold(false).line(doc.branch.name);
  out.newline();
  out.size(2, 2).bold(true).line(`Nr. ${doc.ticketNumber}`).size(1, 1).bold(false);
  const kind = doc.isQuotation
    ? 'Angebotsanfrage'
    : `${doc.isPreorder ? 'Vorbestellung - ' : ''}${ORDER_KIND_LABELS[doc.kind]}`;
  out.bold(true).line(kind).bold(false);
  if (doc.tableIdentifier) out.line(`Tisch ${doc.tableIdentifier}`);
  out.line(
    doc.appointment
      ? `Termin: ${formatDateTime(new Date(doc.appointment), doc.branch.timeZone)} Uhr`
      : 'Termin: so bald wie möglich',
  );
  out.line(`Bestellt: ${formatDateTime(new Date(doc.createdAt), doc.branch.timeZone)} Uhr`);
  out.align('left').rule();

  const customer = doc.customer;
  const name = joined(customer.companyName, customer.firstName, customer.lastName);
  if (name) out.line(name);
  if (customer.phone) out.line(`Tel. ${customer.phone}`);
  const address = doc.deliveryAddress;
  if (address) {
    const recipient = joined(address.companyName, address.firstName, address.lastName);
    if (recipient && recipient !== name) out.line(recipient);
    const details = [
      address.stairway && `Stiege ${address.stairway}`,
      address.floor && `Stock ${address.floor}`,
      address.door && `Tür ${address.door}`,
    ].filter(Boolean);
    out.line(joined(address.street, details.length ? `(${details.join(', ')})` : null));
    out.line(joined(address.zipCode, address.city));
    if (doc.deliveryArea) out.line(`Liefergebiet: ${doc.deliveryArea}`);
  }
  if (name || customer.phone || address) out.rule();

  for (const item of doc.items) {
    const amount = `${formatNumber(item.amount)} ${item.unitShort}`;
    row(out, columns, `${amount} ${item.name}`, money(doc, item.totalCents));
    for (const part of item.parts) {
      if (part.values.length) out.line(`  ${part.name}: ${part.values.join(', ')}`);
    }
  }
  if (doc.comment) {
    out.rule().bold(true).line('Anmerkung:').bold(false).line(doc.comment);
  }
  out.rule();
  if (doc.totals.deliveryGross)
    row(out, columns, 'Lieferkosten', money(doc, doc.totals.deliveryGross));
  out.bold(true);
  row(
    out,
    columns,
    'Gesamt',
    `${doc.totals.isApproximate ? 'ca. ' : ''}${money(doc, doc.totals.totalGross)}`,
  );
  out.bold(false);
  for (const [rate, line] of Object.entries(doc.totals.taxes)) {
    row(
      out,
      columns,
      `enth. ${formatNumber(Number(rate))} % MwSt. von ${money(doc, line.gross)}`,
      money(doc, line.tax),
    );
  }
  out.rule();
  const payment = PAYMENT_METHOD_LABELS[doc.paymentMethod];
  out.line(`Zahlung: ${payment}${doc.isPaid ? ' - bezahlt' : ' - offen'}`);
  if (doc.donatee) out.line(`Spende an: ${doc.donatee}`);
  if (doc.branch.phone) out.align('center').newline().line(`Filiale: ${doc.branch.phone}`);
  return out.cut('partial').encode();
}

/** A short German test page, printed from the back office to check a printer's setup. */
export function renderTestReceipt(
  device: { name: string; host: string | null; port: number; columns: number },
  at: Date,
): Uint8Array {
  return encoder({ columns: device.columns })
    .align('center')
    .bold(true)
    .line('Testdruck')
    .bold(false)
    .line(device.name)
    .line(`${device.host}:${device.port}`)
    .line(`${formatDateTime(at)} Uhr`)
    .rule()
    .line('Umlaute: ÄÖÜ äöü ß €')
    .line(`${device.columns} Zeichen pro Zeile:`)
    .line('1234567890'.repeat(Math.ceil(device.columns / 10)).slice(0, device.columns))
    .cut('partial')
    .encode();
}
