import { Client, TestApi, countRows, startTestApi } from '../api/harness';
import {
  Shop,
  WEDNESDAY_NOON,
  loadShop,
  resetOrderRate,
  setClock,
  takeawayDraft,
} from './order-fixtures';

const LIMIT_MESSAGE =
  'Online nehmen wir Bestellungen bis 20,00 € an. Bitte verringern Sie die Menge oder bestellen Sie telefonisch.';

/**
 * The order-total plausibility limit of a branch (1.000 € unless set): an order above it is
 * refused with the German message and nothing is stored, however many arrive at once.
 */
describe(`orders: the branch's order-total limit (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let shop: Shop;
  let admin: Client;

  beforeAll(async () => {
    api = await startTestApi();
    shop = await loadShop(api);
    admin = await api.admin();
    setClock(api, WEDNESDAY_NOON);
  });
  afterAll(() => api.close());
  beforeEach(() => resetOrderRate(api));

  const espresso = (amount: number) =>
    takeawayDraft(shop, {
      items: [{ product: { id: shop.product('Espresso') }, amount, unit: 'piece', parts: [] }],
    });

  /** Each order from an address of its own, so the per-address order rate stays out of it. */
  const submit = async (body: unknown, index = 0) => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: body as object,
      remoteAddress: `10.20.${Math.floor(index / 250)}.${(index % 250) + 1}`,
    });
    return { status: response.statusCode, body: response.json() };
  };

  it('is 1.000 € for every branch unless set, shown to the storefront too', async () => {
    const reply = await api
      .client()
      .get<{ maximumOrderValue: number | null }>(`/api/branches/${shop.branch.graz}`);
    expect(reply.body.data).toMatchObject({ maximumOrderValue: 1000 });
  });

  it('refuses an order above the limit in German and stores nothing, 30 at once too', async () => {
    const set = await admin.put(`/api/branches/${shop.branch.graz}`, { maximumOrderValue: 20 });
    expect(set.status).toBe(200);
    const before = await countRows(api, 'customer_order');
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, index) => submit(espresso(20), index)),
    );
    for (const reply of replies) {
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toContainEqual({ field: 'items', message: LIMIT_MESSAGE });
    }
    expect(await countRows(api, 'customer_order')).toBe(before);
    // Below the limit, the same branch takes the order.
    expect((await submit(espresso(2))).status).toBe(201);
  });

  it('takes any total once the limit is switched off, and refuses a nonsensical limit', async () => {
    const bad = await admin.put(`/api/branches/${shop.branch.graz}`, { maximumOrderValue: -5 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.[0].field).toBe('maximumOrderValue');
    const off = await admin.put(`/api/branches/${shop.branch.graz}`, { maximumOrderValue: null });
    expect(off.status).toBe(200);
    expect((await submit(espresso(20))).status).toBe(201);
  });
});
