import type { Order } from './entities/order.entity';
import { toOrderDocument } from './order-document.service';
import { parseAppointment } from './order-draft-rules';
import { slotStartOf } from './order-placement';
import { requestHash } from './order-submit.service';
import { sameSecret } from './same-secret';

const order = {
  id: 7,
  uid: '4b1900bf-e0e9-41a8-9610-b989ae20c909',
  hash: 'ab'.repeat(32),
  branchId: 1,
  branch: {
    id: 1,
    identifier: 'graz-hauptplatz',
    name: 'Graz Hauptplatz',
    street: 'Hauptplatz 1',
    zipCode: '8010',
    city: 'Graz',
    phone: '+43316123456',
    email: '',
  },
  ticketNumber: 12,
  kind: 'delivery',
  isPreorder: false,
  isQuotation: false,
  status: 'confirmed',
  isMissed: false,
  rejectionMessage: null,
  paymentMethod: 'cash',
  isPaid: false,
  isFailed: false,
  isRefunded: false,
  isCompany: false,
  companyName: 'ignored',
  firstName: 'Lena',
  lastName: 'Gruber',
  street: 'Sporgasse 3',
  floor: '2',
  stairway: null,
  door: '5',
  zipCode: '8010',
  city: 'Graz',
  country: 'AT',
  email: 'lena@example.at',
  phone: '+436641234567',
  isDeliveryAddressDifferent: false,
  deliveryArea: { id: 3, area: '8010 Innere Stadt' },
  tableIdentifier: null,
  comment: null,
  donateeName: 'Caritas Steiermark',
  appointment: new Date('2026-11-25T15:00:00Z'),
  counterAppointment: null,
  createdAt: new Date('2026-11-25T11:00:00Z'),
  items: [
    {
      productId: 4,
      name: 'Espresso',
      amount: 2,
      unit: 'piece',
      unitShort: 'Stk.',
      calculationModel: 'fixed',
      partValues: [],
      parts: [],
      unitPriceCents: 260,
      totalCents: 520,
      taxRate: 20,
      product: {},
    },
  ],
  totals: { totalGross: 770, deliveryGross: 250 },
} as unknown as Order;

describe('toOrderDocument', () => {
  const shop = { name: 'Café Rosmarin', currency: 'EUR', publicUrl: 'https://shop.example.at' };

  it('maps the stored order to the agreed snapshot shape', () => {
    const doc = toOrderDocument(order, shop);
    expect(doc).toMatchObject({
      id: 7,
      ticketNumber: 12,
      kind: 'delivery',
      status: 'confirmed',
      createdAt: '2026-11-25T11:00:00.000Z',
      appointment: '2026-11-25T15:00:00.000Z',
      customer: { companyName: null, firstName: 'Lena', email: 'lena@example.at' },
      deliveryAddress: { street: 'Sporgasse 3', floor: '2', door: '5', city: 'Graz' },
      deliveryArea: '8010 Innere Stadt',
      donatee: 'Caritas Steiermark',
      items: [{ index: 0, name: 'Espresso', unitPriceCents: 260, totalCents: 520 }],
      branch: { name: 'Graz Hauptplatz', email: null },
      statusUrl: `https://shop.example.at/status/${order.uid}/${order.hash}`,
    });
    expect(doc.items[0]).not.toHaveProperty('product');
  });

  it('uses the separate delivery address when there is one, and none for takeaway', () => {
    const separate = {
      ...order,
      isDeliveryAddressDifferent: true,
      isDeliveryCompany: true,
      deliveryCompanyName: 'Büro GmbH',
      deliveryStreet: 'Annenstraße 1',
    } as Order;
    expect(toOrderDocument(separate, shop).deliveryAddress).toMatchObject({
      companyName: 'Büro GmbH',
      street: 'Annenstraße 1',
    });
    expect(
      toOrderDocument({ ...order, kind: 'takeaway' } as Order, shop).deliveryAddress,
    ).toBeNull();
  });
});

describe('submit helpers', () => {
  it('hashes equal drafts equally, whatever the key order', () => {
    expect(requestHash({ a: 1, b: [{ c: 2, d: 3 }] })).toBe(
      requestHash({ b: [{ d: 3, c: 2 }], a: 1 }),
    );
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
  });

  it('puts an instant into its 15-minute slot', () => {
    expect(slotStartOf(new Date('2026-11-25T15:14:59Z')).toISOString()).toBe(
      '2026-11-25T15:00:00.000Z',
    );
    expect(slotStartOf(new Date('2026-11-25T15:15:00Z')).toISOString()).toBe(
      '2026-11-25T15:15:00.000Z',
    );
  });

  it('reads a local appointment on the branch clock and refuses what is not a time', () => {
    expect(parseAppointment('2026-11-30T09:00', 'Europe/Vienna').toISOString()).toBe(
      '2026-11-30T08:00:00.000Z',
    );
    expect(parseAppointment('2026-07-01 09:00:00', 'Europe/Vienna').toISOString()).toBe(
      '2026-07-01T07:00:00.000Z',
    );
    expect(parseAppointment('2026-11-30T08:00:00.000Z', 'Europe/Vienna').toISOString()).toBe(
      '2026-11-30T08:00:00.000Z',
    );
    expect(parseAppointment('2026-11-30T09:00:00+01:00', 'Europe/Vienna').toISOString()).toBe(
      '2026-11-30T08:00:00.000Z',
    );
    for (const bad of ['morgen', '2026-11-30', '2026-13-40T09:00', '1732953600000'])
      expect(Number.isNaN(parseAppointment(bad, 'Europe/Vienna').getTime())).toBe(true);
  });

  it('compares secrets of any length without throwing', () => {
    expect(sameSecret('ab'.repeat(32), 'AB'.repeat(32))).toBe(true);
    expect(sameSecret('ab'.repeat(32), 'ab')).toBe(false);
    expect(sameSecret('ab'.repeat(32), 'ac'.repeat(32))).toBe(false);
  });
});
