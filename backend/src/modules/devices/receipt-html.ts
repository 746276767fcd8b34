import { escapeHtml, formatCents, formatDateTime, formatNumber } from '@bestellwerk/domain';
import type { OrderDocument } from '../orders/contracts/order-document';
import { ORDER_KIND_LABELS, PAYMENT_METHOD_LABELS } from '../orders/contracts/order-labels';

/**
 * The receipt as a self-contained printable page (80 mm paper), for a terminal that prints
 * through the browser's own printer. Every value from the order is escaped.
 */
export function renderReceiptHtml(doc: OrderDocument): string {
  const money = (cents: number) => escapeHtml(formatCents(cents, doc.shop.currency));
  const customer = [doc.customer.companyName, doc.customer.firstName, doc.customer.lastName]
    .filter(Boolean)
    .join(' ');
  const address = doc.deliveryAddress;
  const items = doc.items
    .map(
      (item) =>
        `<tr><td>${escapeHtml(formatNumber(item.amount))} ${escapeHtml(item.unitShort)} ${escapeHtml(item.name)}${item.parts
          .filter((part) => part.values.length)
          .map(
            (part) =>
              `<div class="part">${escapeHtml(part.name)}: ${escapeHtml(part.values.join(', '))}</div>`,
          )
          .join('')}</td><td class="amount">${money(item.totalCents)}</td></tr>`,
    )
    .join('');
  const taxes = Object.entries(doc.totals.taxes)
    .map(
      ([rate, line]) =>
        `<tr class="small"><td>enth. ${escapeHtml(formatNumber(Number(rate)))} % MwSt. von ${money(line.gross)}</td><td class="amount">${money(line.tax)}</td></tr>`,
    )
    .join('');
  const kind = doc.isQuotation
    ? 'Angebotsanfrage'
    : `${doc.isPreorder ? 'Vorbestellung – ' : ''}${ORDER_KIND_LABELS[doc.kind]}`;
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<title>Beleg Nr. ${escapeHtml(doc.ticketNumber)} – ${escapeHtml(doc.branch.name)}</title>
<style>
  @page { size: 80mm auto; margin: 4mm; }
  body { font: 13px/1.35 ui-monospace, Menlo, Consolas, monospace; width: 72mm; margin: 0 auto; color: #000; }
  h1 { font-size: 28px; margin: 6px 0; text-align: center; }
  .center { text-align: center; }
  table { width: 100%; border-collapse: collapse; }
  td { vertical-align: top; padding: 2px 0; }
  .amount { text-align: right; white-space: nowrap; padding-left: 8px; }
  .part, .small { font-size: 11px; }
  .total td { font-weight: bold; border-top: 1px solid #000; }
  hr { border: 0; border-top: 1px dashed #000; }
  @media screen { body { margin-top: 16px; } }
</style>
</head>
<body>
<div class="center"><strong>${escapeHtml(doc.shop.name)}</strong><br>${escapeHtml(doc.branch.name)}</div>
<h1>Nr. ${escapeHtml(doc.ticketNumber)}</h1>
<div class="center"><strong>${escapeHtml(kind)}</strong>${doc.tableIdentifier ? `<br>Tisch ${escapeHtml(doc.tableIdentifier)}` : ''}<br>Termin: ${doc.appointment ? `${escapeHtml(formatDateTime(new Date(doc.appointment), doc.branch.timeZone))} Uhr` : 'so bald wie möglich'}</div>
<hr>
${customer ? `<div>${escapeHtml(customer)}</div>` : ''}${doc.customer.phone ? `<div>Tel. ${escapeHtml(doc.customer.phone)}</div>` : ''}${
    address
      ? `<div>${escapeHtml([address.street, address.stairway && `Stiege ${address.stairway}`, address.floor && `Stock ${address.floor}`, address.door && `Tür ${address.door}`].filter(Boolean).join(', '))}</div><div>${escapeHtml([address.zipCode, address.city].filter(Boolean).join(' '))}</div>`
      : ''
  }
<hr>
<table>${items}
${doc.totals.deliveryGross ? `<tr><td>Lieferkosten</td><td class="amount">${money(doc.totals.deliveryGross)}</td></tr>` : ''}
<tr class="total"><td>Gesamt</td><td class="amount">${doc.totals.isApproximate ? 'ca. ' : ''}${money(doc.totals.totalGross)}</td></tr>
${taxes}</table>
${doc.comment ? `<hr><div><strong>Anmerkung:</strong> ${escapeHtml(doc.comment)}</div>` : ''}
<hr>
<div>Zahlung: ${escapeHtml(PAYMENT_METHOD_LABELS[doc.paymentMethod])} – ${doc.isPaid ? 'bezahlt' : 'offen'}</div>
${doc.donatee ? `<div>Spende an: ${escapeHtml(doc.donatee)}</div>` : ''}
</body>
</html>
`;
}
