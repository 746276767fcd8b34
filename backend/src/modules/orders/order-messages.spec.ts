import type { OrderDocument } from './order-document';
import { OrderMessageKind, renderOrderEmail, renderOrderSms } from './order-messages';

const doc = {
  ticketNumber: 12,
  kind: 'delivery',
  isPreorder: false,
  isQuotation: false,
  appointment: '2026-11-25T15:00:00.000Z',
  counterAppointment: '2026-11-25T16:30:00.000Z',
  rejectionMessage: 'Leider ist die Küche überlastet.',
  customer: {
    companyName: null,
    firstName: 'Lena',
    lastName: 'Gruber',
    email: 'l@example.at',
    phone: '+43664',
  },
  tableIdentifier: null,
  comment: null,
  items: [
    {
      index: 0,
      productId: 1,
      name: 'Wiener Frühstück',
      amount: 2,
      unit: 'piece',
      unitShort: 'Stk.',
      calculationModel: 'fixed',
      parts: [{ name: 'Heißgetränk', values: ['Tee'] }],
      unitPriceCents: 890,
      totalCents: 1780,
      taxRate: 10,
    },
  ],
  totals: { deliveryGross: 250, totalGross: 2030, isApproximate: false },
  branch: { name: 'Graz Hauptplatz', phone: '+43316123456' },
  shop: { name: 'Café Rosmarin', currency: 'EUR', publicUrl: 'https://shop.example.at' },
  statusUrl: 'https://shop.example.at/status/u/h',
} as unknown as OrderDocument;

describe('order e-mails and SMS', () => {
  it('tells the customer about the new order with lines, fee, total and status link', () => {
    const mail = renderOrderEmail('new-order-customer', doc)!;
    expect(mail.subject).toBe('Ihre Bestellung Nr. 12 bei Graz Hauptplatz');
    expect(mail.text).toContain('Hallo Lena Gruber,');
    expect(mail.text).toContain('Lieferung, Termin: 25.11.2026 16:00 Uhr');
    expect(mail.text).toContain('- 2 Stk. Wiener Frühstück (Heißgetränk: Tee): 17,80 €');
    expect(mail.text).toContain('Lieferkosten: 2,50 €');
    expect(mail.text).toContain('Gesamt: 20,30 €');
    expect(mail.text).toContain('https://shop.example.at/status/u/h');
  });

  it('has a subject for every occasion, and the rejection carries its message', () => {
    const kinds: OrderMessageKind[] = [
      'new-order-branch',
      'confirmed',
      'rejected',
      'canceled',
      'counter-appointment',
      'in-delivery',
      'completed',
      'missed',
    ];
    for (const kind of kinds) expect(renderOrderEmail(kind, doc)?.subject).toMatch(/Nr\. 12/);
    expect(renderOrderEmail('rejected', doc)!.text).toContain('Leider ist die Küche überlastet.');
    expect(renderOrderEmail('counter-appointment', doc)!.text).toContain('25.11.2026 17:30 Uhr');
    expect(renderOrderEmail('in-delivery', { ...doc, kind: 'takeaway' })!.subject).toBe(
      'Ihre Bestellung Nr. 12 ist abholbereit',
    );
  });

  it('keeps SMS short and sends none where a mail is enough', () => {
    expect(renderOrderSms('confirmed', doc)).toBe(
      'Graz Hauptplatz: Ihre Bestellung Nr. 12 wurde bestätigt (25.11.2026 16:00 Uhr).',
    );
    expect(renderOrderSms('completed', doc)).toBeNull();
    expect(renderOrderSms('new-order-branch', doc)).toBeNull();
  });
});
