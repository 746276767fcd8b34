import { createHmac } from 'node:crypto';
import { OrderBody, Shop, takeawayDraft, orderSuite } from '../orders/order-fixtures';
import { Client, Reply, TestApi, countRows } from './harness';

/**
 * Client mistakes that used to end in a 500 (issue 13): each is now a German 4xx naming
 * its field, and changes nothing.
 */
describe(`bad input answers a German 4xx, never a 500 (${process.env.TEST_DATABASE})`, () => {
  const suite = orderSuite({ staff: true });
  let api: TestApi;
  let shop: Shop;
  let admin: Client;
  let visitor: Client;
  beforeAll(() => ({ api, shop, admin, visitor } = suite));

  const fieldsOf = (reply: Reply) => reply.body.errors?.map((error) => error.field);
  const espresso = (amount: number) => ({
    product: { id: shop.product('Espresso') },
    amount,
    unit: 'piece',
    parts: [],
  });

  describe('login', () => {
    it.each([
      ['a number', 5],
      ['an object', { $ne: '' }],
      ['a list', ['admin']],
      ['null', null],
    ])('refuses %s as the username under its field', async (_label, username) => {
      const reply = await visitor.post('/api/auth/login', { username, password: 'geheim' });
      expect(reply.status).toBe(422);
      // The message a client shows (the first) says what is wrong with it: missing or not
      // a text, not a length limit it cannot have broken.
      expect(reply.body.errors?.[0]).toEqual({
        field: 'username',
        message:
          username === null
            ? '„Benutzername“ ist erforderlich.'
            : '„Benutzername“ muss ein Text sein.',
      });
    });

    it('refuses a password that is not text, and a body that is a list', async () => {
      const reply = await visitor.post('/api/auth/login', { username: 'admin', password: 123 });
      expect(reply.status).toBe(422);
      expect(new Set(fieldsOf(reply))).toEqual(new Set(['password']));
      const list = await visitor.request('POST', '/api/auth/login', '[1,2]', {
        headers: { 'content-type': 'application/json' },
      });
      expect(list.status).toBe(422);
      expect(fieldsOf(list)).toEqual(expect.arrayContaining(['username', 'password']));
    });
  });

  describe('ids in the query are parsed strictly', () => {
    const notIds = ['abc', '1e3', '0x10', ' 1', '1.0', '-1', '0', '01', '99999999999', '1,2'];

    it.each(notIds)('GET /api/users?branch=%p → 422 under "branch"', async (value) => {
      const reply = await admin.get(`/api/users?branch=${encodeURIComponent(value)}`);
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual([
        {
          field: 'branch',
          message: '„Filiale“ muss eine gültige ID sein (eine ganze Zahl ab 1, nur Ziffern).',
        },
      ]);
    });

    it.each([
      '/api/orders?branch=1e3',
      '/api/menus?branch=0x10',
      '/api/tables?branch=1.0',
      '/api/products?category=%201',
      '/api/branches?division=-1',
      '/api/logs?userId=1e0',
      '/api/events?branch=1e3',
    ])('%s → 422 under its field', async (url) => {
      const reply = await admin.get(url);
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toHaveLength(1);
      expect(reply.body.errors![0].message).toMatch(/muss eine gültige ID sein/);
    });

    it.each(['0001', '9999999999', '1e3', '0x10'])(
      'refuses %p as an id in the path as well',
      async (value) => {
        const reply = await admin.get(`/api/divisions/${value}`);
        expect(reply.status).toBe(400);
        expect(reply.body.errors).toEqual([
          { field: 'id', message: 'Die ID muss eine positive ganze Zahl sein.' },
        ]);
      },
    );

    it('still filters by a proper id: the users of a branch (was a 500 for any value)', async () => {
      const [row] = (await api.dataSource.query('SELECT branchId FROM user_branches LIMIT 1')) as {
        branchId: number;
      }[];
      const reply = await admin.get<{ data: { branches: { id: number }[] }[] }>(
        `/api/users?branch=${Number(row.branchId)}`,
      );
      expect(reply.status).toBe(200);
      const users = reply.body.data as { branches: { id: number }[] }[];
      expect(users.length).toBeGreaterThan(0);
      for (const user of users) {
        expect(user.branches.map((branch) => branch.id)).toContain(Number(row.branchId));
      }
      const none = await admin.get(`/api/users?branch=2147483647`);
      expect(none.body.data).toEqual([]);
      // An empty choice in a filter form means no filter, as it always did.
      const all = await admin.get('/api/users?branch=');
      expect(all.status).toBe(200);
      expect((all.body.data as unknown[]).length).toBeGreaterThanOrEqual(users.length);
    });
  });

  describe('orders', () => {
    const submit = (body: unknown) => visitor.post<OrderBody>('/api/orders', body);

    it('refuses an amount of 1e9 under the line’s field, and writes nothing', async () => {
      const before = await countRows(api, 'customer_order');
      const reply = await submit(takeawayDraft(shop, { items: [espresso(1e9)] }));
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual([
        { field: 'items.0.amount', message: 'Die Menge darf höchstens 99.999 betragen.' },
      ]);
      expect(await countRows(api, 'customer_order')).toBe(before);
    });

    it('refuses a cart of 200 lines, and writes nothing', async () => {
      const before = await countRows(api, 'customer_order');
      const items = Array.from({ length: 200 }, () => espresso(1));
      const reply = await submit(takeawayDraft(shop, { items }));
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual([
        { field: 'items', message: 'Eine Bestellung darf höchstens 100 Positionen enthalten.' },
      ]);
      expect(await countRows(api, 'customer_order')).toBe(before);
    });

    it('names a reference by what it refers to: a branch id that is text is „Filiale“', async () => {
      const before = await countRows(api, 'customer_order');
      const reply = await submit(takeawayDraft(shop, { branch: { id: 'graz' } }));
      expect(reply.status).toBe(422);
      expect(reply.body.errors?.[0]).toEqual({
        field: 'branch.id',
        message: '„Filiale“ muss eine ganze Zahl sein.',
      });
      expect(await countRows(api, 'customer_order')).toBe(before);
    });

    it('names the order lines „Positionen“ when they are missing', async () => {
      const before = await countRows(api, 'customer_order');
      const noItems = await submit(takeawayDraft(shop, { items: null }));
      expect(noItems.status).toBe(422);
      expect(noItems.body.errors?.[0]).toEqual({
        field: 'items',
        message: '„Positionen“ ist erforderlich.',
      });
      expect(await countRows(api, 'customer_order')).toBe(before);
    });

    it('places the largest cart allowed: 100 lines', async () => {
      const items = Array.from({ length: 100 }, () => espresso(1));
      const reply = await submit(takeawayDraft(shop, { items }));
      expect(reply.status).toBe(201);
      expect((reply.body.data as OrderBody).items).toHaveLength(100);
    });

    it('refuses an order whose total does not fit its column, and writes nothing', async () => {
      const id = shop.product('Espresso');
      const [{ price }] = (await api.dataSource.query(
        `SELECT price FROM product WHERE id = ${id}`,
      )) as { price: number }[];
      // 10,000,000 € a cup (the column holds cents): 99 cups, the most a customer may order,
      // are ~10^11 cents, far above an INT column. The branches' order-total limit (which
      // would refuse it first) is lifted meanwhile: this is the check behind it.
      const limits = (await api.dataSource.query('SELECT id, maximumOrderValue FROM branch')) as {
        id: number;
        maximumOrderValue: string | number | null;
      }[];
      await api.dataSource
        .getRepository('Branch')
        .createQueryBuilder()
        .update()
        .set({ maximumOrderValue: null })
        .execute();
      // Through the entity (so caches hear of it): its price is in euros.
      await api.dataSource.getRepository('Product').update({ id }, { price: 10_000_000 });
      try {
        const before = await countRows(api, 'customer_order');
        const reply = await submit(takeawayDraft(shop, { items: [espresso(99)] }));
        expect(reply.status).toBe(422);
        expect(reply.body.errors).toEqual([
          {
            field: 'items',
            message:
              'Der Gesamtbetrag der Bestellung ist zu hoch. Bitte verringern Sie die Mengen oder teilen Sie die Bestellung auf.',
          },
        ]);
        expect(await countRows(api, 'customer_order')).toBe(before);
      } finally {
        await api.dataSource
          .getRepository('Product')
          .update({ id }, { price: Number(price) / 100 });
        for (const branch of limits) {
          await api.dataSource.getRepository('Branch').update(
            { id: branch.id },
            {
              maximumOrderValue:
                branch.maximumOrderValue === null ? null : Number(branch.maximumOrderValue) / 100,
            },
          );
        }
      }
    });

    it('refuses {"isPaid": null} under its field and leaves the order as it was', async () => {
      const placed = await submit(takeawayDraft(shop));
      const order = placed.body.data as OrderBody;
      const reply = await admin.post(`/api/orders/${order.id}/update-payment-status`, {
        isPaid: null,
      });
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual([
        { field: 'isPaid', message: '„Bezahlt“ muss ja oder nein sein.' },
      ]);
      const [row] = (await api.dataSource.query(
        `SELECT isPaid FROM customer_order WHERE id = ${Number(order.id)}`,
      )) as { isPaid: number | boolean }[];
      expect(Boolean(row.isPaid)).toBe(false);
    });

    it('refuses a staff change of a line to an amount above the bound', async () => {
      const placed = await submit(takeawayDraft(shop));
      const order = placed.body.data as OrderBody;
      const reply = await admin.put(`/api/orders/${order.id}/items/0`, { amount: 1e9 });
      expect(reply.status).toBe(422);
      expect(fieldsOf(reply)).toEqual(['amount']);
    });
  });

  it('refuses unbounded money on a delivery area under its field', async () => {
    const [{ id }] = (await api.dataSource.query('SELECT id FROM branch LIMIT 1')) as {
      id: number;
    }[];
    const branch = await admin.get<{ data: { deliveryAreas?: unknown[] } }>(
      `/api/branches/${Number(id)}`,
    );
    expect(branch.status).toBe(200);
    const reply = await admin.put(`/api/branches/${Number(id)}`, {
      deliveryAreas: [{ area: 'Überall', price: 1e12 }],
    });
    expect(reply.status).toBe(422);
    expect(fieldsOf(reply)).toEqual(['deliveryAreas.0.price']);
  });

  describe('the Datatrans webhook without a configured key', () => {
    it('refuses a signature made with the empty key and changes nothing', async () => {
      const body = JSON.stringify({ transactionId: '251124123456', status: 'settled' });
      const timestamp = String(Date.now());
      const s0 = createHmac('sha256', Buffer.alloc(0))
        .update(timestamp + body)
        .digest('hex');
      const payments = await countRows(api, 'payment');
      const reply = await visitor.request('POST', '/api/payments/datatrans/webhook', body, {
        headers: {
          'content-type': 'application/json',
          'datatrans-signature': `t=${timestamp},s0=${s0}`,
        },
      });
      expect(reply.status).toBe(401);
      expect(reply.body.errors).toEqual([
        { message: 'Die Signatur der Zahlungsmeldung ist ungültig.' },
      ]);
      expect(await countRows(api, 'payment')).toBe(payments);
    });
  });
});
