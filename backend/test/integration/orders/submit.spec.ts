import { KeyValueStore } from '../../../src/common/kv/key-value-store';
import { CatalogQueries } from '../../../src/modules/catalog';
import { ORDER_RATE, orderRateKey } from '../../../src/modules/orders/order-throttle.service';
import { BranchQueries } from '../../../src/modules/organisation';
import { TestApi, countRows } from '../api/harness';
import { OrderBody, SUNDAY_NOON, Shop, takeawayDraft, orderSuite } from './order-fixtures';

describe(`orders: POST /api/orders, pricing, contact, payment and throttling (${process.env.TEST_DATABASE})`, () => {
  const suite = orderSuite();
  const { submit } = suite;
  const moveClock = (at: Date) => suite.moveClock(at);
  let api: TestApi;
  let shop: Shop;
  beforeAll(() => ({ api, shop } = suite));

  it('places a takeaway order, priced on the server, with uid, hash and a ticket number', async () => {
    const reply = await submit(
      takeawayDraft(shop, {
        items: [
          { product: { id: shop.product('Espresso') }, amount: 2, unit: 'piece', parts: [] },
          {
            product: { id: shop.product('Wiener Frühstück') },
            amount: 1,
            unit: 'piece',
            parts: ['Heiße Schokolade', 'Croissant'],
          },
        ],
      }),
    );
    expect(reply.status).toBe(201);
    const order = reply.body.data as OrderBody;
    expect(order.uid).toMatch(/^[0-9a-f-]{36}$/);
    expect(order.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(order.ticketNumber).toBe(1);
    expect(order).toMatchObject({
      status: 'pending',
      kind: 'takeaway',
      isDelivery: false,
      isDineIn: false,
      isPreorder: false,
      isConfirmed: false,
      isPaid: false,
      paymentMethod: 'cash',
      paymentRedirectUrl: null,
      branch: { id: shop.branch.graz, name: 'Graz Hauptplatz' },
      firstName: 'Lena',
      phone: '+436641234567',
    });
    expect(order.items).toEqual([
      expect.objectContaining({ name: 'Espresso', amount: 2, unitPrice: 2.6, total: 5.2, tax: 20 }),
      expect.objectContaining({
        name: 'Wiener Frühstück',
        amount: 1,
        unitPrice: 10.3,
        total: 10.3,
        tax: 10,
        parts: [
          { name: 'Heißgetränk', values: ['Heiße Schokolade'] },
          { name: 'Brotsorte', values: ['Croissant'] },
        ],
      }),
    ]);
    expect(order.totals).toMatchObject({ gross: 15.5, deliveryGross: 0, totalGross: 15.5 });
    expect(order.totals.taxes).toEqual({
      '10': { net: 9.36, tax: 0.94, gross: 10.3 },
      '20': { net: 4.33, tax: 0.87, gross: 5.2 },
    });
  });

  it('ignores prices sent by the client', async () => {
    const reply = await submit(
      takeawayDraft(shop, {
        items: [
          {
            product: { id: shop.product('Espresso'), price: 0.01, name: 'Espresso' },
            amount: 2,
            unit: 'piece',
            parts: [],
            price: 0.01,
            total: 0.02,
          },
        ],
        totals: undefined,
      }),
    );
    expect(reply.status).toBe(201);
    const order = reply.body.data as OrderBody;
    expect(order.items[0]).toMatchObject({ unitPrice: 2.6, total: 5.2 });
    expect(order.totals.totalGross).toBe(5.2);
  });

  it('numbers tickets per branch and day', async () => {
    const before = await countRows(api, 'customer_order');
    const first = (await submit(takeawayDraft(shop))).body.data as OrderBody;
    const second = (await submit(takeawayDraft(shop))).body.data as OrderBody;
    expect(second.ticketNumber).toBe(first.ticketNumber + 1);
    const wien = (await submit(takeawayDraft(shop, { branch: { id: shop.branch.wien } }))).body
      .data as OrderBody;
    expect(wien.ticketNumber).toBe(1);
    moveClock(new Date('2026-11-26T09:00:00Z'));
    const nextDay = (await submit(takeawayDraft(shop))).body.data as OrderBody;
    expect(nextDay.ticketNumber).toBe(1);
    expect(await countRows(api, 'customer_order')).toBe(before + 4);
  });

  it('reads branch, products and menus once for a rush, and again after the catalogue changed', async () => {
    const catalog = api.app.get(CatalogQueries);
    const branches = api.app.get(BranchQueries);
    const reads = [
      jest.spyOn(branches, 'withDeliveryAreas'),
      jest.spyOn(catalog, 'productsByIds'),
      jest.spyOn(catalog, 'menusHolding'),
    ];
    // Reads for this rush's branch (Graz): an earlier test's order may still be finishing its
    // effects (busy mode's check reads its own branch, Wien) while this rush runs.
    const counts = () => [
      reads[0].mock.calls.filter(([id]) => id === shop.branch.graz).length,
      reads[1].mock.calls.length,
      reads[2].mock.calls.filter(([branchId]) => branchId === shop.branch.graz).length,
    ];
    const espresso = shop.product('Espresso');
    const unitPrice = async () => {
      const reply = await submit(takeawayDraft(shop));
      expect(reply.status).toBe(201);
      const items = (reply.body.data as OrderBody).items as { unitPrice: number }[];
      return items[0].unitPrice;
    };
    try {
      // A change first, so that this test starts from nothing kept.
      await api.dataSource.getRepository('Product').update({ id: espresso }, { price: 2.6 });
      expect(await Promise.all([unitPrice(), unitPrice(), unitPrice(), unitPrice()])).toEqual([
        2.6, 2.6, 2.6, 2.6,
      ]);
      expect(counts()).toEqual([1, 1, 1]);

      // The price changed (as the back office saves it): the next order reads and pays it.
      await api.dataSource.getRepository('Product').update({ id: espresso }, { price: 3.1 });
      expect(await unitPrice()).toBe(3.1);
      expect(counts()).toEqual([2, 2, 2]);
    } finally {
      for (const read of reads) read.mockRestore();
      await api.dataSource.getRepository('Product').update({ id: espresso }, { price: 2.6 });
    }
  });

  it('refuses a closed branch without preorders with the exact text, writing nothing', async () => {
    moveClock(SUNDAY_NOON);
    await api.dataSource
      .getRepository('Branch')
      .update({ id: shop.branch.graz }, { isPreorderEnabled: false });
    const before = await countRows(api, 'customer_order');
    try {
      const reply = await submit(takeawayDraft(shop));
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toContainEqual({
        message: 'Derzeit haben wir leider geschlossen.',
      });
      expect(await countRows(api, 'customer_order')).toBe(before);
    } finally {
      await api.dataSource
        .getRepository('Branch')
        .update({ id: shop.branch.graz }, { isPreorderEnabled: true });
    }
  });

  it('asks for a later time when closed but preorders are on (§8 suffix)', async () => {
    moveClock(SUNDAY_NOON);
    const reply = await submit(takeawayDraft(shop));
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toContainEqual({
      field: 'appointmentDate',
      message:
        'Derzeit haben wir leider geschlossen. Sie können aber gerne für einen späteren Zeitpunkt vorbestellen.',
    });
  });

  it('refuses a delivery below the area minimum with the exact text', async () => {
    const reply = await submit(
      takeawayDraft(shop, {
        isDelivery: true,
        deliveryArea: { id: shop.area('8010 Innere Stadt') },
        street: 'Sporgasse 3',
        zipCode: '8010',
        city: 'Graz',
      }),
    );
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toContainEqual({
      field: 'deliveryArea',
      message: 'Sie haben den Mindestbestellwert in Höhe von 15,00 € leider noch nicht erreicht.',
    });
  });

  it('reports terms and privacy on their fields, and the other missing fields', async () => {
    const reply = await submit(
      takeawayDraft(shop, {
        legalInstructions: false,
        privacyPolicy: undefined,
        firstName: '',
        email: null,
        phone: '06641234567',
      }),
    );
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'legalInstructions', message: expect.stringMatching(/Geschäftsbedingungen/) },
        { field: 'privacyPolicy', message: expect.stringMatching(/Datenschutz/) },
        { field: 'firstName', message: '„Vorname“ ist erforderlich.' },
        { field: 'email', message: '„E-Mail“ ist erforderlich.' },
        {
          field: 'phone',
          message: 'Bitte geben Sie eine gültige Nummer im Format +436641234567 an.',
        },
      ]),
    );
  });

  it('refuses payment methods the shop or branch has not switched on', async () => {
    const mollie = await submit(takeawayDraft(shop, { paymentMethod: 'mollie' }));
    expect(mollie.status).toBe(422);
    expect(mollie.body.errors).toContainEqual({
      field: 'paymentMethod',
      message: 'Die Zahlungsart „Mollie“ ist in dieser Filiale nicht verfügbar.',
    });
    const card = await submit(takeawayDraft(shop, { paymentMethod: 'atm-card' }));
    expect(card.status).toBe(201);
  });

  it('records the donation recipient, and refuses one that is switched off', async () => {
    const caritas = shop.donatee('Caritas Steiermark');
    const reply = await submit(takeawayDraft(shop, { donatee: { id: caritas } }));
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({ donatee: { id: caritas, name: 'Caritas Steiermark' } });
    await api.dataSource.query('UPDATE donatee SET isEnabled = 0 WHERE id = ?', [caritas]);
    try {
      const off = await submit(takeawayDraft(shop, { donatee: { id: caritas } }));
      expect(off.status).toBe(422);
      expect(off.body.errors).toContainEqual({
        field: 'donatee',
        message: 'Die gewählte Organisation ist nicht verfügbar.',
      });
    } finally {
      await api.dataSource.query('UPDATE donatee SET isEnabled = 1 WHERE id = ?', [caritas]);
    }
  });

  it('keeps the delivery address apart from the customer address when it differs', async () => {
    const reply = await submit(
      takeawayDraft(shop, {
        isDelivery: true,
        deliveryArea: { id: shop.area('8010 Innere Stadt') },
        street: 'Sporgasse 3',
        zipCode: '8010',
        city: 'Graz',
        isDeliveryAddressDifferent: true,
        deliveryFirstName: 'Max',
        deliveryLastName: 'Gruber',
        deliveryStreet: 'Herrengasse 9',
        deliveryZipCode: '8010',
        deliveryCity: 'Graz',
        items: [
          {
            product: { id: shop.product('Wiener Frühstück') },
            amount: 2,
            parts: ['Tee', 'Croissant'],
          },
        ],
      }),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({
      street: 'Sporgasse 3',
      isDeliveryAddressDifferent: true,
      deliveryStreet: 'Herrengasse 9',
      deliveryCountry: 'AT',
    });
    const missing = await submit(
      takeawayDraft(shop, {
        isDelivery: true,
        deliveryArea: { id: shop.area('8010 Innere Stadt') },
        street: 'Sporgasse 3',
        zipCode: '8010',
        city: 'Graz',
        isDeliveryAddressDifferent: true,
        items: [
          {
            product: { id: shop.product('Wiener Frühstück') },
            amount: 2,
            parts: ['Tee', 'Croissant'],
          },
        ],
      }),
    );
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toContainEqual({
      field: 'deliveryStreet',
      message: '„Straße (Lieferadresse)“ ist erforderlich.',
    });
  });

  it('throttles an address that places too many orders, with a German 429', async () => {
    const kv = api.app.get(KeyValueStore);
    for (let i = 0; i < ORDER_RATE.limit - 1; i++)
      await kv.increment(orderRateKey('127.0.0.1'), ORDER_RATE.windowSeconds);
    expect((await submit(takeawayDraft(shop))).status).toBe(201);
    const before = await countRows(api, 'customer_order');
    const refused = await submit(takeawayDraft(shop));
    expect(refused.status).toBe(429);
    expect(refused.body.errors).toEqual([
      {
        message:
          'Zu viele Bestellungen in kurzer Zeit. Bitte versuchen Sie es in 10 Minuten erneut.',
      },
    ]);
    expect(await countRows(api, 'customer_order')).toBe(before);
  });
});
