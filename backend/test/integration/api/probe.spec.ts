import { TestApi, startTestApi } from './harness';
import { loadShop, setClock, takeawayDraft, WEDNESDAY_NOON, resetOrderRate } from '../orders/order-fixtures';

describe('probe', () => {
  let api: TestApi;
  beforeAll(async () => { api = await startTestApi(); setClock(api, WEDNESDAY_NOON); });
  afterAll(() => api.close());
  it('probes', async () => {
    const shop = await loadShop(api);
    const c = api.client();
    const out: unknown[] = [];
    const log = (name: string, r: { status: number; body: unknown }) => out.push([name, r.status, JSON.stringify(r.body).slice(0, 300)]);
    log('login num', await c.post('/api/auth/login', { username: 5, password: 'x' }));
    log('login obj', await c.post('/api/auth/login', { username: { a: 1 }, password: 'x' }));
    log('login arr pw', await c.post('/api/auth/login', { username: 'a', password: ['x'] }));
    const deep = '['.repeat(6000) + ']'.repeat(6000);
    log('deep', await c.request('POST', '/api/auth/login', deep, { headers: { 'content-type': 'application/json' } }));
    const admin = await api.admin();
    log('users branch abc', await admin.get('/api/users?branch=abc'));
    log('users branch 1e3', await admin.get('/api/users?branch=1e3'));
    log('orders branch 1e3', await admin.get('/api/orders?branch=1e3'));
    log('menus branch 0x10', await admin.get('/api/menus?branch=0x10'));
    await resetOrderRate(api);
    log('amount 1e9', await c.post('/api/orders', takeawayDraft(shop, { items: [{ product: { id: shop.product('Espresso') }, amount: 1e9, unit: 'piece', parts: [] }] })));
    await resetOrderRate(api);
    log('200 lines', await c.post('/api/orders', takeawayDraft(shop, { items: Array.from({ length: 200 }, () => ({ product: { id: shop.product('Espresso') }, amount: 999, unit: 'piece', parts: [] })) })));
    await resetOrderRate(api);
    const o = await c.post('/api/orders', takeawayDraft(shop));
    const id = (o.body.data as { id: number }).id;
    log('isPaid null', await admin.post(`/api/orders/${id}/update-payment-status`, { isPaid: null }));
    console.log(JSON.stringify(out, null, 1));
  });
});
