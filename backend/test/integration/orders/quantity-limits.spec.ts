import { Client, TestApi, countRows, startTestApi } from '../api/harness';
import {
  Shop,
  WEDNESDAY_NOON,
  loadShop,
  resetOrderRate,
  setClock,
  takeawayDraft,
} from './order-fixtures';

/**
 * Quantities a customer cannot mean: a product without a maximum of its own still has its
 * unit's default (99 Stk.), and amounts below the minimum or off the step are refused with
 * the German message naming the limits; nothing is stored.
 */
describe(`orders: quantity limits (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let shop: Shop;
  let visitor: Client;

  beforeAll(async () => {
    api = await startTestApi();
    shop = await loadShop(api);
    visitor = api.client();
    setClock(api, WEDNESDAY_NOON);
  });
  afterAll(() => api.close());
  beforeEach(() => resetOrderRate(api));

  const espresso = (amount: unknown) =>
    takeawayDraft(shop, {
      items: [{ product: { id: shop.product('Espresso') }, amount, unit: 'piece', parts: [] }],
    });

  it.each([[100], [99_999], [-3], [0], [1.5]])('refuses %j Espresso in German', async (amount) => {
    const before = await countRows(api, 'customer_order');
    const reply = await visitor.request('POST', '/api/orders', espresso(amount));
    expect(reply.status).toBe(422);
    const messages = (reply.body.errors ?? []).map((error: { message: string }) => error.message);
    expect(messages.join(' ')).toMatch(/Menge|Anzahl|muss/);
    if (amount === 100 || amount === 99_999) {
      expect(messages).toContain(
        'Die Menge für „Espresso“ ist ungültig (Mindestmenge 1, Schrittweite 1, Höchstmenge 99).',
      );
    }
    expect(await countRows(api, 'customer_order')).toBe(before);
  });

  it('refuses „abc“ as an amount with a German message', async () => {
    const reply = await visitor.request('POST', '/api/orders', espresso('abc'));
    expect(reply.status).toBe(422);
    expect(JSON.stringify(reply.body.errors)).not.toMatch(/must|should/);
  });

  it('takes 99 Espresso, the default maximum', async () => {
    const reply = await visitor.request('POST', '/api/orders', espresso(99));
    expect(reply.status).toBe(201);
  });
});
