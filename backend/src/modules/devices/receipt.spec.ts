import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { orderDocument } from '../../../test/support/order-document';
import { REPRINT_MARK, renderReceipt, renderTestReceipt, row } from './receipt';
import { renderReceiptHtml } from './receipt-html';

/** The en dash is not in cp858: receipts use '-'. cp858: ä 0x84, ö 0x94, ü 0x81, ß 0xE1, € 0xD5, é 0x82. */
const CP858: Record<string, number> = { ä: 0x84, ö: 0x94, ü: 0x81, ß: 0xe1, '€': 0xd5, é: 0x82 };
const cp858 = (text: string) =>
  Buffer.from([...text].map((char) => CP858[char] ?? char.charCodeAt(0)));
const contains = (bytes: Uint8Array, text: string) => Buffer.from(bytes).indexOf(cp858(text)) >= 0;

describe('the ESC/POS receipt', () => {
  const bytes = renderReceipt(orderDocument(), { columns: 48 });

  it('starts by resetting the printer and ends with a cut', () => {
    expect([...bytes.slice(0, 2)]).toEqual([0x1b, 0x40]);
    expect(Buffer.from(bytes).indexOf(Buffer.from([0x1d, 0x56]))).toBeGreaterThan(0);
  });

  it('prints the ticket number, the kind, the appointment and the customer', () => {
    for (const text of [
      'Nr. 42',
      'Lieferung',
      'Termin: 25.11.2026 12:30 Uhr',
      'Tel. +436641234567',
      'Sporgasse 3 (Stock 2, Tür 5)',
      '8010 Graz',
      'Liefergebiet: Innere Stadt',
    ]) {
      expect(contains(bytes, text)).toBe(true);
    }
  });

  it('says „NACHDRUCK“ on a receipt that may have been printed before, and only then', () => {
    expect(contains(bytes, REPRINT_MARK)).toBe(false);
    const again = renderReceipt(orderDocument(), { columns: 48, reprint: true });
    expect(contains(again, '*** NACHDRUCK ***')).toBe(true);
    expect(contains(again, 'Nr. 42')).toBe(true);
  });

  it('prints umlauts, ß and the euro sign in code page 858', () => {
    expect(contains(bytes, 'Jürgen Weiß')).toBe(true);
    expect(contains(bytes, 'Käsekrainer')).toBe(true);
    expect(contains(bytes, 'Soße: Senf, Ketchup')).toBe(true);
    expect(contains(bytes, '12,50 €')).toBe(true);
  });

  it('prints the lines, delivery fee, total and the VAT per rate', () => {
    expect(contains(bytes, '2 Stk. Käsekrainer')).toBe(true);
    expect(contains(bytes, '9,00 €')).toBe(true);
    expect(contains(bytes, 'Lieferkosten')).toBe(true);
    expect(contains(bytes, 'enth. 10 % MwSt. von 9,00 €')).toBe(true);
    expect(contains(bytes, 'enth. 20 % MwSt. von 3,50 €')).toBe(true);
    expect(contains(bytes, 'Zahlung: Barzahlung - offen')).toBe(true);
  });

  it('marks preorders, quotations, tables and approximate totals', () => {
    const dineIn = renderReceipt(
      orderDocument({
        kind: 'dine-in',
        isPreorder: true,
        tableIdentifier: 'T4',
        deliveryAddress: null,
        totals: { ...orderDocument().totals, isApproximate: true },
      }),
      { columns: 42 },
    );
    expect(contains(dineIn, 'Vorbestellung - Konsum vor Ort')).toBe(true);
    expect(contains(dineIn, 'Tisch T4')).toBe(true);
    expect(contains(dineIn, 'ca. 12,50 €')).toBe(true);
    expect(
      contains(
        renderReceipt(orderDocument({ isQuotation: true }), { columns: 42 }),
        'Angebotsanfrage',
      ),
    ).toBe(true);
  });
});

describe('the test page', () => {
  it('names the printer and shows the character set', () => {
    const bytes = renderTestReceipt(
      { name: 'Küche', host: '10.0.0.5', port: 9100, columns: 42 },
      new Date('2026-11-25T11:00:00Z'),
    );
    expect(contains(bytes, 'Testdruck')).toBe(true);
    expect(contains(bytes, 'Küche')).toBe(true);
    expect(contains(bytes, '10.0.0.5:9100')).toBe(true);
    expect(contains(bytes, 'ÄÖÜ'.toLowerCase())).toBe(true);
  });
});

describe('a receipt row', () => {
  const encoder = (columns: number) =>
    new ReceiptPrinterEncoder({ language: 'esc-pos', columns, errors: 'relaxed' })
      .initialize()
      .codepage('cp858');
  /** The row as the encoder's table makes it: the reference of the one-line shortcut. */
  const tableRow = (
    target: ReceiptPrinterEncoder,
    columns: number,
    left: string,
    right: string,
  ) => {
    const rightWidth = Math.max(right.length, 10);
    target.table(
      [
        { width: columns - rightWidth - 1, marginRight: 1, align: 'left' },
        { width: rightWidth, align: 'right' },
      ],
      [[left, right]],
    );
  };

  it('gives the table’s bytes for texts that fit, wrap, or fill the column exactly', () => {
    const words = [
      '2',
      'Stk.',
      'Käsekrainer',
      'Wiener',
      'Schnitzel',
      'mit',
      'Erdäpfelsalat',
      'ß',
      '€',
    ];
    let seed = 42;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const lefts = ['', 'Summe', 'x'.repeat(37), 'x'.repeat(38), 'y'.repeat(21), 'y'.repeat(22)];
    for (let i = 0; i < 300; i++) {
      const count = Math.floor(next() * 9);
      lefts.push(
        Array.from({ length: count }, () => words[Math.floor(next() * words.length)]).join(' '),
      );
    }
    for (const columns of [32, 48]) {
      for (const left of lefts) {
        for (const right of ['9,00 €', '1.234,50 €', '12.345,00 €']) {
          for (const bold of [false, true]) {
            const shortcut = encoder(columns).bold(bold);
            row(shortcut, columns, left, right);
            const reference = encoder(columns).bold(bold);
            tableRow(reference, columns, left, right);
            expect([columns, left, right, Buffer.from(shortcut.encode())]).toEqual([
              columns,
              left,
              right,
              Buffer.from(reference.encode()),
            ]);
          }
        }
      }
    }
  });
});

describe('the HTML receipt', () => {
  it('is a printable German page with the order', () => {
    const html = renderReceiptHtml(orderDocument());
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('size: 80mm auto');
    expect(html).toContain('Nr. 42');
    expect(html).toContain('Käsekrainer');
    expect(html).toContain('12,50 €');
  });

  it('escapes whatever the customer typed', () => {
    const html = renderReceiptHtml(
      orderDocument({
        comment: '<script>alert(1)</script>',
        customer: { ...orderDocument().customer, firstName: '"><img>' },
      }),
    );
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('"><img>');
  });
});
