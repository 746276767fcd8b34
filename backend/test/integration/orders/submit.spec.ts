import { KeyValueStore } from '../../../src/common/kv/key-value-store';
import { ORDER_RATE, orderRateKey } from '../../../src/modules/orders/order-throttle.service';
import { Client, TestApi, countRows, startTestApi } from '../api/harness';
import {
  OrderBody,
  SUNDAY_NOON,
  Shop,
  WEDNESDAY_NOON,
  loadShop,
  resetOrderRate,
  setClock,
  takeawayDraft,
} from './order-fixtures';

describe(`orders: POST /api/orders (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let shop: Shop;
  let visitor: Client;
  let moveClock: (at: Date) => void;

  beforeAll(async () => {
    api = await startTestApi();
    shop = await loadShop(api);
    visitor = api.client();
    moveClock = setClock(api, WEDNESDAY_NOON);
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    moveClock(WEDNESDAY_NOON);
    await resetOrderRate(api);
  });

  const submit = (body: unknown, headers: Record<string, string> = {}) =>
    visitor.request<OrderBody>('POST', '/api/orders', body, { headers });

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

  it('refuses a closed branch without preorders with the exact text, writing nothing', async () => {
    moveClock(SUNDAY_NOON);
    await api.dataSource.query('UPDATE branch SET isPreorderEnabled = 0 WHERE id = ?', [
      shop.branch.graz,
    ]);
    const before = await countRows(api, 'customer_order');
    try {
      const reply = await submit(takeawayDraft(shop));
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toContainEqual({
        message: 'Derzeit haben wir leider geschlossen.',
      });
      expect(await countRows(api, 'customer_order')).toBe(before);
    } finally {
      await api.dataSource.query('UPDATE branch SET isPreorderEnabled = 1 WHERE id = ?', [
        shop.branch.graz,
      ]);
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

  describe('delivery', () => {
    const delivery = (items: unknown[], area = '8010 Innere Stadt') =>
      takeawayDraft(shop, {
        isDelivery: true,
        deliveryArea: { id: shop.area(area) },
        street: 'Sporgasse 3',
        zipCode: '8010',
        city: 'Graz',
        items,
      });
    const breakfasts = (amount: number) => [
      {
        product: { id: shop.product('Wiener Frühstück') },
        amount,
        unit: 'piece',
        parts: ['Tee', 'Kaisersemmel'],
      },
    ];

    it('adds the area fee below the free-delivery threshold', async () => {
      const reply = await submit(delivery(breakfasts(2)));
      expect(reply.status).toBe(201);
      const order = reply.body.data as OrderBody;
      expect(order).toMatchObject({
        kind: 'delivery',
        isDelivery: true,
        deliveryArea: { area: '8010 Innere Stadt' },
        street: 'Sporgasse 3',
      });
      expect(order.totals).toMatchObject({ gross: 17.8, deliveryGross: 2.5, totalGross: 20.3 });
    });

    it('delivers for free above the threshold', async () => {
      const order = (await submit(delivery(breakfasts(4)))).body.data as OrderBody;
      expect(order.totals).toMatchObject({ gross: 35.6, deliveryGross: 0, totalGross: 35.6 });
    });

    it("refuses another branch's area and a missing one", async () => {
      const foreign = await submit(delivery(breakfasts(2), '1070 Neubau'));
      expect(foreign.status).toBe(422);
      expect(foreign.body.errors).toContainEqual({
        field: 'deliveryArea',
        message: 'Das gewählte Liefergebiet gehört nicht zu dieser Filiale.',
      });
      const missing = await submit({ ...delivery(breakfasts(2)), deliveryArea: null });
      expect(missing.body.errors).toContainEqual({
        field: 'deliveryArea',
        message: 'Bitte wählen Sie ein Liefergebiet aus.',
      });
    });

    it('refuses delivery outside the delivery hours, with the preorder hint', async () => {
      moveClock(new Date('2026-11-25T14:00:00Z')); // 15:00: open, but no delivery until 17:00
      const reply = await submit(delivery(breakfasts(2)));
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toContainEqual({
        field: 'appointmentDate',
        message:
          'Derzeit bieten wir leider keine Lieferung an. Sie können aber gerne für einen späteren Zeitpunkt vorbestellen.',
      });
    });
  });

  describe('dine-in', () => {
    const dineIn = (extra: Record<string, unknown>) =>
      takeawayDraft(shop, {
        isDineIn: true,
        firstName: null,
        lastName: null,
        email: null,
        phone: null,
        ...extra,
      });

    it('takes an order at a table of the branch without contact details', async () => {
      const reply = await submit(dineIn({ table: { id: shop.table(shop.branch.graz, 'T1') } }));
      expect(reply.status).toBe(201);
      expect(reply.body.data).toMatchObject({
        kind: 'dine-in',
        isDineIn: true,
        tableIdentifier: 'T1',
        table: { identifier: 'T1' },
      });
    });

    it('needs a table of this branch', async () => {
      const missing = await submit(dineIn({}));
      expect(missing.body.errors).toContainEqual({
        field: 'table',
        message: 'Bitte wählen Sie einen Tisch aus.',
      });
      const foreign = await submit(dineIn({ table: { id: shop.table(shop.branch.wien, '1') } }));
      expect(foreign.status).toBe(422);
      expect(foreign.body.errors).toContainEqual({
        field: 'table',
        message: 'Der gewählte Tisch gehört nicht zu dieser Filiale.',
      });
    });
  });

  describe('appointments, preorders and quotations', () => {
    it('takes a preorder for Monday while closed on Sunday', async () => {
      moveClock(SUNDAY_NOON);
      const reply = await submit(
        takeawayDraft(shop, { appointmentDate: '2026-11-30T08:00:00.000Z' }),
      );
      expect(reply.status).toBe(201);
      expect(reply.body.data).toMatchObject({
        isPreorder: true,
        appointment: '2026-11-30T08:00:00.000Z',
        appointmentDate: '2026-11-30T08:00:00.000Z',
      });
    });

    it('refuses an appointment outside the opening hours with the §5 text', async () => {
      moveClock(SUNDAY_NOON);
      const reply = await submit(
        takeawayDraft(shop, { appointmentDate: '2026-11-30T05:00:00.000Z' }),
      );
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toContainEqual({
        field: 'appointmentDate',
        message:
          'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin während unserer Öffnungszeiten.',
      });
    });

    it('refuses appointments in the past and a missing one where the branch requires it', async () => {
      const past = await submit(
        takeawayDraft(shop, { appointmentDate: '2026-11-25T08:00:00.000Z' }),
      );
      expect(past.body.errors).toContainEqual({
        field: 'appointmentDate',
        message: 'Der gewählte Termin liegt in der Vergangenheit.',
      });
      const linz = await submit(takeawayDraft(shop, { branch: { id: shop.branch.linz } }));
      expect(linz.status).toBe(422);
      expect(linz.body.errors).toContainEqual({
        field: 'appointmentDate',
        message: 'Bitte wählen Sie einen Termin aus.',
      });
    });

    it('pushes the earliest time out by the lead time of the cart', async () => {
      const platter = {
        product: { id: shop.product('Brötchenplatte (20 Stück)') },
        amount: 1,
        unit: 'piece',
        parts: [['Liptauer', 'Räucherlachs'], null],
      };
      const none = await submit(takeawayDraft(shop, { items: [platter] }));
      expect(none.body.errors).toContainEqual({
        field: 'appointmentDate',
        message: 'Für Produkte mit Vorlaufzeit wählen Sie bitte einen Termin aus.',
      });
      const early = await submit(
        takeawayDraft(shop, { items: [platter], appointmentDate: '2026-11-25T12:00:00.000Z' }),
      );
      expect(early.body.errors).toContainEqual({
        field: 'appointmentDate',
        message:
          'Der gewählte Termin ist leider zu früh. Der frühestmögliche Termin ist am 25.11.2026 um 16:00 Uhr.',
      });
      const later = await submit(
        takeawayDraft(shop, { items: [platter], appointmentDate: '2026-11-25T16:00:00.000Z' }),
      );
      expect(later.status).toBe(201);
      expect((later.body.data as OrderBody).totals.totalGross).toBe(57);
    });

    it('takes a quotation request while closed when the branch requires quotations', async () => {
      moveClock(new Date('2026-11-25T21:00:00Z')); // Wien closes at 20:00
      await api.dataSource.query('UPDATE branch SET isQuotationRequired = 1 WHERE id = ?', [
        shop.branch.wien,
      ]);
      try {
        const reply = await submit(takeawayDraft(shop, { branch: { id: shop.branch.wien } }));
        expect(reply.status).toBe(201);
        expect(reply.body.data).toMatchObject({ isQuotation: true, isPreorder: false });
      } finally {
        await api.dataSource.query('UPDATE branch SET isQuotationRequired = 0 WHERE id = ?', [
          shop.branch.wien,
        ]);
      }
    });
  });

  describe('products, quantities and options', () => {
    const beans = (amount: number, unit = 'kilogram') => ({
      product: { id: shop.product('Kaffeebohnen Hausröstung') },
      amount,
      unit,
      parts: [],
    });

    it('accepts amounts on the quantity grid, in the main or an alternative unit', async () => {
      const kilo = await submit(takeawayDraft(shop, { items: [beans(0.75)] }));
      expect(kilo.status).toBe(201);
      expect((kilo.body.data as OrderBody).items[0]).toMatchObject({ total: 24, unitShort: 'kg' });
      const grams = await submit(takeawayDraft(shop, { items: [beans(500, 'gram')] }));
      expect(grams.status).toBe(201);
      expect((grams.body.data as OrderBody).items[0]).toMatchObject({ total: 16, unitShort: 'g' });
    });

    it('refuses an amount off the grid, an unknown unit and invalid options', async () => {
      const reply = await submit(
        takeawayDraft(shop, {
          items: [
            beans(0.3),
            beans(1, 'liter'),
            {
              product: { id: shop.product('Wiener Frühstück') },
              amount: 1,
              unit: 'piece',
              parts: ['Cola', 'Croissant'],
            },
            { product: { id: shop.product('Espresso') }, amount: 0, unit: 'piece', parts: [] },
          ],
        }),
      );
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual(
        expect.arrayContaining([
          {
            field: 'items.0.amount',
            message:
              'Die Menge für „Kaffeebohnen Hausröstung“ ist ungültig (Mindestmenge 0,25, Schrittweite 0,25, Höchstmenge 5).',
          },
          {
            field: 'items.1.unit',
            message: 'Die Einheit „liter“ ist für „Kaffeebohnen Hausröstung“ nicht verfügbar.',
          },
          {
            field: 'items.2.parts',
            message: 'Die Auswahl für „Wiener Frühstück“ ist unvollständig oder ungültig.',
          },
          { field: 'items.3.amount', message: expect.stringMatching(/^Die Menge für „Espresso“/) },
        ]),
      );
    });

    it("refuses products outside the branch's menus, unknown products and an empty cart", async () => {
      const reply = await submit(
        takeawayDraft(shop, {
          branch: { id: shop.branch.linz },
          appointmentDate: '2026-11-26T10:00:00.000Z',
          items: [
            {
              product: { id: shop.product('Wiener Frühstück') },
              amount: 1,
              parts: ['Tee', 'Croissant'],
            },
            { product: { id: 999999 }, amount: 1 },
          ],
        }),
      );
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual(
        expect.arrayContaining([
          {
            field: 'items.0.product',
            message: '„Wiener Frühstück“ ist in dieser Filiale nicht erhältlich.',
          },
          { field: 'items.1.product', message: 'Das Produkt mit der ID 999999 existiert nicht.' },
        ]),
      );
      const shapeless = await submit(takeawayDraft(shop, { items: [{}, null, 'Espresso'] }));
      expect(shapeless.status).toBe(422);
      expect(shapeless.body.errors?.map((error) => error.field)).toEqual(
        expect.arrayContaining(['items.0.product', 'items.0.amount']),
      );
      const empty = await submit(takeawayDraft(shop, { items: [] }));
      expect(empty.body.errors).toContainEqual({
        field: 'items',
        message: 'Keine Produkte im Warenkorb!',
      });
    });

    it('refuses a lunch dish outside its schedule', async () => {
      moveClock(new Date('2026-11-25T15:00:00Z')); // 16:00, lunch is 11–14
      const reply = await submit(
        takeawayDraft(shop, {
          items: [{ product: { id: shop.product('Tagessuppe') }, amount: 1, parts: [] }],
        }),
      );
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toContainEqual({
        field: 'items.0.product',
        message: '„Tagessuppe“ kann derzeit leider nicht bestellt werden.',
      });
    });
  });

  it('takes upload parts only with files the customer really uploaded', async () => {
    const onePixelPng =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    const upload = await visitor.post('/api/uploads', {
      data: onePixelPng,
      name: 'logo.png',
      kind: 'file',
    });
    expect(upload.status).toBe(201);
    const file = upload.body.data as {
      id: number;
      version: number;
      extension: string;
      publicHash: string;
    };
    const buffet = (files: string[]) =>
      takeawayDraft(shop, {
        // One week of lead time: Thursday the week after, at noon.
        appointmentDate: '2026-12-03T12:00',
        items: [
          {
            product: { id: shop.product('Firmenfeier-Buffet') },
            amount: 30,
            unit: 'person',
            parts: [files, [], [], null],
          },
        ],
      });

    const forged = await submit(buffet([`/upload/${'x'.repeat(24)}/${file.id}-1.png`]));
    expect(forged.status).toBe(422);
    expect(forged.body.errors).toContainEqual({
      field: 'items.0.parts',
      message:
        'Die Datei für „Logo für Firmenfeier“ wurde nicht gefunden. Bitte laden Sie sie erneut hoch.',
    });
    const placed = await submit(
      buffet([`/upload/${file.publicHash}/${file.id}-${file.version}.${file.extension}`]),
    );
    expect(placed.body.errors).toBeUndefined();
    expect(placed.status).toBe(201);
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

  describe('Idempotency-Key', () => {
    it('returns the same order for a repeated submit and writes it once', async () => {
      const before = await countRows(api, 'customer_order');
      const headers = { 'idempotency-key': 'checkout-7f3a' };
      const first = await submit(takeawayDraft(shop), headers);
      const again = await submit(takeawayDraft(shop), headers);
      expect(first.status).toBe(201);
      expect(again.status).toBe(200);
      expect((again.body.data as OrderBody).id).toBe((first.body.data as OrderBody).id);
      expect((again.body.data as OrderBody).hash).toBe((first.body.data as OrderBody).hash);
      expect(await countRows(api, 'customer_order')).toBe(before + 1);
    });

    it('refuses a different order under a used key', async () => {
      const headers = { 'idempotency-key': 'checkout-8b1c' };
      expect((await submit(takeawayDraft(shop), headers)).status).toBe(201);
      const other = await submit(takeawayDraft(shop, { comment: 'Doch mit Zucker.' }), headers);
      expect(other.status).toBe(422);
      expect(other.body.errors).toEqual([
        {
          field: 'Idempotency-Key',
          message: 'Dieser Idempotency-Key wurde bereits für eine andere Bestellung verwendet.',
        },
      ]);
    });

    it('writes one order when two identical submits race', async () => {
      const before = await countRows(api, 'customer_order');
      const headers = { 'idempotency-key': 'checkout-race' };
      const replies = await Promise.all([
        submit(takeawayDraft(shop), headers),
        submit(takeawayDraft(shop), headers),
      ]);
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 201]);
      expect(await countRows(api, 'customer_order')).toBe(before + 1);
    });
  });

  describe('kitchen capacity', () => {
    const at = (iso: string) => takeawayDraft(shop, { appointmentDate: iso });
    beforeAll(() =>
      api.dataSource.query('UPDATE branch SET maxOrdersPerSlot = 2 WHERE id = ?', [
        shop.branch.graz,
      ]),
    );
    afterAll(() =>
      api.dataSource.query('UPDATE branch SET maxOrdersPerSlot = NULL WHERE id = ?', [
        shop.branch.graz,
      ]),
    );

    it('refuses a full 15-minute slot with a German message', async () => {
      expect((await submit(at('2026-11-25T15:00:00.000Z'))).status).toBe(201);
      expect((await submit(at('2026-11-25T15:10:00.000Z'))).status).toBe(201);
      const full = await submit(at('2026-11-25T15:05:00.000Z'));
      expect(full.status).toBe(409);
      expect(full.body.errors).toEqual([
        {
          field: 'appointmentDate',
          message:
            'Zum gewählten Zeitpunkt können wir leider keine weiteren Bestellungen annehmen. Bitte wählen Sie einen anderen Termin.',
        },
      ]);
      expect((await submit(at('2026-11-25T15:15:00.000Z'))).status).toBe(201);
      const slots = await visitor.get(
        `/api/orders/full-slots/${shop.branch.graz}?from=2026-11-25T15:00:00.000Z&to=2026-11-25T16:00:00.000Z`,
      );
      expect(slots.body.data).toEqual({
        maxOrdersPerSlot: 2,
        slotMinutes: 15,
        fullSlots: ['2026-11-25T15:00:00.000Z'],
      });
    });

    it('lets exactly one of two racing customers take the last place', async () => {
      expect((await submit(at('2026-11-25T17:30:00.000Z'))).status).toBe(201);
      const before = await countRows(api, 'customer_order');
      const racers = () =>
        Promise.all([
          submit(at('2026-11-25T17:35:00.000Z')),
          submit(at('2026-11-25T17:40:00.000Z')),
        ]);
      let replies: Awaited<ReturnType<typeof racers>>;
      if (api.kind === 'mariadb') {
        // Make the race real: hold the branch's order rows so that both submits have checked
        // the slot before either can write; then let go and see who gets in.
        const gate = api.dataSource.createQueryRunner();
        await gate.connect();
        await gate.startTransaction();
        try {
          await gate.query('SELECT id FROM customer_order WHERE branchId = ? FOR UPDATE', [
            shop.branch.graz,
          ]);
          const racing = racers();
          await waitForLockWaits(api, 2);
          await gate.commitTransaction();
          replies = await racing;
        } finally {
          if (gate.isTransactionActive) await gate.rollbackTransaction();
          await gate.release();
        }
      } else {
        // SQLite: one connection per process; the submits take turns (OrderPlacement).
        replies = await racers();
      }
      expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
      expect(replies.find((reply) => reply.status === 409)!.body.errors).toEqual([
        { field: 'appointmentDate', message: expect.stringMatching(/^Zum gewählten Zeitpunkt/) },
      ]);
      expect(await countRows(api, 'customer_order')).toBe(before + 1);
    });
  });
});

/**
 * Waits until `count` statements of this test's database are stuck (waiting for a row
 * lock: the gate holds the rows they need).
 */
async function waitForLockWaits(api: TestApi, count: number): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const [row] = (await api.dataSource.query(
      `SELECT COUNT(*) AS n FROM information_schema.processlist
        WHERE db = DATABASE() AND command = 'Query' AND info NOT LIKE '%information_schema%'`,
    )) as { n: number | string }[];
    if (Number(row.n) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`never saw ${count} statements waiting for a lock`);
}
