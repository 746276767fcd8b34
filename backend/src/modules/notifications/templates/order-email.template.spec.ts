import { orderStatusView, REVIVED_TEXT } from '@bestellwerk/domain';
import type { OrderDocument } from '../../orders/contracts';
import { renderLoginLinkEmail } from './login-link.template';
import { ORDER_EMAIL_KINDS, recipientsFor, renderOrderEmail } from './order-email.template';
import { renderOrderSms } from './order-sms.template';

function doc(overrides: Partial<OrderDocument> = {}): OrderDocument {
  return {
    id: 42,
    uid: 'u1',
    hash: 'h1',
    ticketNumber: 17,
    createdAt: '2026-06-01T10:00:00.000Z',
    appointment: '2026-06-01T16:30:00.000Z',
    counterAppointment: '2026-06-01T17:15:00.000Z',
    kind: 'takeaway',
    isPreorder: false,
    isQuotation: false,
    status: 'pending',
    isMissed: false,
    rejectionMessage: 'Heute leider <b>ausverkauft</b>',
    paymentMethod: 'cash',
    isPaid: false,
    isFailed: false,
    isRefunded: false,
    customer: {
      companyName: null,
      firstName: '<script>alert(1)</script>',
      lastName: 'Muster',
      email: 'kunde@example.at',
      phone: '+436641234567',
    },
    deliveryAddress: null,
    deliveryArea: null,
    tableIdentifier: null,
    comment: null,
    donatee: null,
    items: [
      {
        index: 0,
        productId: 1,
        name: 'Schnitzel',
        amount: 1,
        unit: 'piece',
        unitShort: 'Stk.',
        calculationModel: 'piece' as OrderDocument['items'][number]['calculationModel'],
        parts: [],
        unitPriceCents: 1250,
        totalCents: 1250,
        taxRate: 10,
      },
    ],
    totals: {
      net: 1136,
      tax: 114,
      gross: 1250,
      deliveryNet: 0,
      deliveryTax: 0,
      deliveryGross: 0,
      totalNet: 1136,
      totalTax: 114,
      totalGross: 1250,
      taxes: [],
      isApproximate: false,
    } as unknown as OrderDocument['totals'],
    branch: {
      id: 1,
      identifier: 'wien',
      name: 'Filiale Wien',
      street: null,
      zipCode: null,
      city: null,
      phone: null,
      email: 'wien@example.at',
    },
    shop: { name: 'Gasthaus', currency: 'EUR', publicUrl: 'https://shop.example.at' },
    statusUrl: 'https://shop.example.at/status/u1/h1',
    ...overrides,
  };
}

describe('renderOrderEmail', () => {
  it.each(ORDER_EMAIL_KINDS)('%s: German subject, text part, escaped HTML', (kind) => {
    const mail = renderOrderEmail(kind, doc());
    expect(mail.subject).toContain('Nr. 17');
    expect(mail.text.length).toBeGreaterThan(20);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>ausverkauft');
    expect(mail.html).toContain('#058243');
    expect(mail.html).not.toMatch(/<img/);
  });

  it('escapes a hostile customer name in the branch mail', () => {
    const mail = renderOrderEmail('new-order-branch', doc());
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Muster');
    expect(mail.text).toContain('<script>alert(1)</script> Muster');
    expect(mail.html).toContain('https://shop.example.at/backend#/orders/42');
  });

  it('formats amounts and Vienna times the German way', () => {
    const mail = renderOrderEmail('new-order-customer', doc());
    expect(mail.text).toContain('12,50 €');
    expect(mail.html).toContain('12,50 €');
    expect(mail.text).toContain('01.06.2026 18:30');
    expect(mail.subject).toBe('Ihre Bestellung Nr. 17 bei Gasthaus ist eingegangen');
  });

  it('names preorders and quotation requests', () => {
    expect(renderOrderEmail('new-order-customer', doc({ isPreorder: true })).subject).toContain(
      'Vorbestellung',
    );
    expect(renderOrderEmail('new-order-customer', doc({ isQuotation: true })).subject).toContain(
      'Angebotsanfrage',
    );
  });

  it('shows the counter appointment and the two answers', () => {
    const mail = renderOrderEmail('counter-appointment', doc());
    expect(mail.subject).toContain('01.06.2026 19:15');
    expect(mail.text).toContain('„Ja, 19:15 Uhr ist in Ordnung“');
    expect(mail.text).toContain('„Nein, Bestellung stornieren“');
    expect(mail.text).toContain('https://shop.example.at/status/u1/h1');
  });

  it('shows the rejection message, escaped in HTML', () => {
    const mail = renderOrderEmail('rejected', doc());
    expect(mail.text).toContain('Heute leider <b>ausverkauft</b>');
    expect(mail.html).toContain('Heute leider &lt;b&gt;ausverkauft&lt;/b&gt;');
  });

  it('shows a different delivery address to both and the UID number to the branch', () => {
    const delivered = doc({
      kind: 'delivery',
      customer: { ...doc().customer, companyName: 'Muster GmbH', vatNumber: 'ATU12345678' },
      deliveryAddress: {
        companyName: 'Büro Nord KG',
        firstName: 'Berta',
        lastName: 'Lang',
        street: 'Lendplatz 3',
        floor: '2',
        stairway: 'B',
        door: '7',
        zipCode: '8020',
        city: 'Graz',
        country: 'AT',
      },
    });
    const branch = renderOrderEmail('new-order-branch', delivered).text;
    const customer = renderOrderEmail('new-order-customer', delivered).text;
    for (const text of [branch, customer]) {
      expect(text).toContain('Büro Nord KG');
      expect(text).toContain('Lendplatz 3, Stiege B, Stock 2, Tür 7');
      expect(text).toContain('8020 Graz');
    }
    expect(branch).toContain('ATU12345678');
    expect(customer).not.toContain('ATU12345678');
  });

  it('says ready for pickup vs in Zustellung', () => {
    expect(renderOrderEmail('ready', doc()).subject).toContain('abholbereit');
    expect(renderOrderEmail('in-delivery', doc({ kind: 'delivery' })).subject).toContain(
      'in Zustellung',
    );
  });

  it('links the review only when reviews are on', () => {
    expect(renderOrderEmail('completed', doc(), { reviewsEnabled: true }).text).toContain(
      'Bewertung',
    );
    expect(renderOrderEmail('completed', doc()).text).not.toContain('Bewertung');
  });

  it('tells a missed order once, naming the order and the branch', () => {
    const text = renderOrderEmail('missed', doc()).text;
    expect(text).toContain('zu Ihrer Bestellung Nr.');
    expect(text.match(/nicht rechtzeitig/g)).toHaveLength(1);
  });

  it('says of a missed order what the status page and the board say (orderStatusView)', () => {
    const missed = orderStatusView({ status: 'pending', isMissed: true });
    const mail = renderOrderEmail('missed', doc());
    expect(mail.text).toContain(missed.customerText);
    expect(mail.subject).toContain(missed.label.toLowerCase());
    expect(renderOrderSms('missed', doc())).toContain(missed.label.toLowerCase());
  });

  it('brings the good news when a missed order is confirmed after all, not a plain confirmation', () => {
    const mail = renderOrderEmail('confirmed-after-missed', doc());
    expect(mail.subject).toMatch(/^Gute Nachricht: /);
    expect(mail.text).toContain(REVIVED_TEXT);
    expect(mail.text).not.toContain('wurde bestätigt');
    expect(renderOrderSms('confirmed-after-missed', doc())).toContain(REVIVED_TEXT);
  });
});

describe('recipientsFor', () => {
  it('picks the branch or the customer address, null when missing', () => {
    expect(recipientsFor('new-order-branch', doc())).toBe('wien@example.at');
    expect(recipientsFor('confirmed', doc())).toBe('kunde@example.at');
    const noMail = doc({ customer: { ...doc().customer, email: null } });
    expect(recipientsFor('confirmed', noMail)).toBeNull();
  });
});

describe('renderOrderSms', () => {
  it.each(ORDER_EMAIL_KINDS.filter((k) => k !== 'new-order-branch'))(
    '%s: ticket number and status URL within 160 characters',
    (kind) => {
      const text = renderOrderSms(kind, doc());
      expect(text).toContain('17');
      expect(text).toContain('https://shop.example.at/status/u1/h1');
      expect(text.length).toBeLessThanOrEqual(160);
    },
  );
});

describe('renderLoginLinkEmail', () => {
  it('keeps the subject and text and adds an escaped HTML part', () => {
    const mail = renderLoginLinkEmail({ name: 'Eva', link: 'https://x.at/l?a=1&b=2', minutes: 15 });
    expect(mail.subject).toBe('Ihr Anmeldelink für Bestellwerk');
    expect(mail.text).toContain('Hallo Eva,');
    expect(mail.text).toContain('15 Minuten gültig');
    expect(mail.html).toContain('https://x.at/l?a=1&amp;b=2');
  });
});
