import { Client, TestApi, countRows, startTestApi } from '../api/harness';
import {
  OrderBody,
  Shop,
  WEDNESDAY_NOON,
  loadShop,
  resetOrderRate,
  setClock,
  takeawayDraft,
} from '../orders/order-fixtures';
import { FAKE_DATATRANS, startFakeDatatrans } from '../../support/fake-datatrans';
import { freePort } from '@bestellwerk/test-support';
import { FAKE_MOLLIE_KEY, startFakeMollie, trustDouble } from '../../support/fake-mollie';

type PublicOrder = { isPaid: boolean; isFailed: boolean; isRefunded: boolean; status: string };

/**
 * Online payment against local servers speaking Mollie's and Datatrans' documented APIs.
 * The API listens on a real port here, because the providers call its webhooks.
 */
describe(`payments: Mollie and Datatrans (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let shop: Shop;
  let admin: Client;
  let publicUrl: string;
  let mollie: Awaited<ReturnType<typeof startFakeMollie>>;
  let datatrans: Awaited<ReturnType<typeof startFakeDatatrans>>;

  let restoreCertificateChecks: () => void;

  beforeAll(async () => {
    mollie = await startFakeMollie();
    restoreCertificateChecks = trustDouble(mollie);
    datatrans = await startFakeDatatrans();
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    api = await startTestApi({
      PUBLIC_URL: publicUrl,
      MOLLIE_API_KEY: FAKE_MOLLIE_KEY,
      MOLLIE_API_URL: mollie.apiUrl,
      DATATRANS_MERCHANT_ID: FAKE_DATATRANS.merchantId,
      DATATRANS_PASSWORD: FAKE_DATATRANS.password,
      DATATRANS_HMAC_KEY: FAKE_DATATRANS.hmacKey,
      DATATRANS_API_URL: datatrans.apiUrl,
    });
    await api.app.listen(port, '127.0.0.1');
    shop = await loadShop(api);
    setClock(api, WEDNESDAY_NOON);
    admin = await api.admin();
    const config = await admin.post('/api/config', {
      enablePluginMollie: true,
      enableMollie: true,
      enablePluginDatatrans: true,
      enableDatatrans: true,
    });
    expect(config.status).toBe(200);
    const branch = await admin.put(`/api/branches/${shop.branch.graz}`, {
      isMollieEnabled: true,
      isDatatransEnabled: true,
    });
    expect(branch.status).toBe(200);
  });
  afterAll(async () => {
    await api.close();
    await mollie.close();
    await datatrans.close();
    restoreCertificateChecks();
  });

  async function place(paymentMethod: 'mollie' | 'datatrans'): Promise<OrderBody> {
    await resetOrderRate(api);
    const reply = await api
      .client()
      .post<OrderBody>('/api/orders', takeawayDraft(shop, { paymentMethod }));
    if (reply.status !== 201) throw new Error(JSON.stringify(reply.body));
    return reply.body.data as OrderBody;
  }
  const publicOrder = async (order: OrderBody) =>
    (await api.client().get<PublicOrder>(`/api/orders/public/${order.uid}/${order.hash}`)).body
      .data as PublicOrder;
  const paymentOf = async (order: OrderBody) => {
    const [row] = await api.dataSource.query(
      `SELECT providerRef, returnToken FROM payment WHERE orderId = ${Number(order.id)}`,
    );
    return row as { providerRef: string; returnToken: string };
  };
  const paymentStateChanges = async (order: OrderBody) => {
    const [row] = await api.dataSource.query(
      `SELECT COUNT(*) AS n FROM audit_log WHERE action = 'payment-state' AND entityId = '${Number(order.id)}'`,
    );
    return Number((row as { n: string }).n);
  };
  const returnFrom = (method: string, token: string) =>
    api.client().get(`/api/payments/${method}/return/${token}`);

  describe('Mollie', () => {
    it('creates the payment at Mollie with the exact amount and sends the customer there', async () => {
      const order = await place('mollie');
      const { providerRef } = await paymentOf(order);
      const created = mollie.payments.get(providerRef)!;
      expect(created.amount).toEqual({
        currency: 'EUR',
        value: Number(order.totals.totalGross).toFixed(2),
      });
      expect(created.webhookUrl).toBe(`${publicUrl}/api/payments/mollie/webhook`);
      expect(order.paymentRedirectUrl).toBe(
        `${mollie.apiUrl.replace('/v2/', '')}/checkout/select-method/${providerRef}`,
      );
      expect(await publicOrder(order)).toMatchObject({ isPaid: false, isFailed: false });
    });

    it('learns of the payment from the webhook, by asking Mollie, and tells the order once', async () => {
      const order = await place('mollie');
      const { providerRef, returnToken } = await paymentOf(order);
      mollie.setStatus(providerRef, 'paid');
      expect(await mollie.fireWebhook(providerRef)).toBe(200);
      expect(await mollie.fireWebhook(providerRef)).toBe(200);
      expect(await publicOrder(order)).toMatchObject({ isPaid: true, isFailed: false });
      expect(await paymentStateChanges(order)).toBe(1);

      const back = await returnFrom('mollie', returnToken);
      expect(back.status).toBe(303);
      expect(back.headers.location).toBe(`${publicUrl}/status/${order.uid}/${order.hash}`);

      mollie.refund(providerRef);
      const checked = await admin.post<PublicOrder>(
        `/api/orders/${order.id}/update-payment-status`,
        {},
      );
      expect(checked.status).toBe(200);
      expect(checked.body.data).toMatchObject({ isPaid: true, isRefunded: true });
    });

    it('sends the customer back to the checkout error page after a failed payment', async () => {
      const order = await place('mollie');
      const { providerRef, returnToken } = await paymentOf(order);
      mollie.setStatus(providerRef, 'failed');
      const back = await returnFrom('mollie', returnToken);
      expect(back.headers.location).toBe(`${publicUrl}/store/graz-hauptplatz/checkout/error`);
      expect(await publicOrder(order)).toMatchObject({ isPaid: false, isFailed: true });
    });

    it('answers an unknown or forged payment id with 200 and changes nothing', async () => {
      const before = await countRows(api, 'audit_log');
      for (const id of ['tr_unknown1', "tr_x' OR 1=1", '']) {
        const reply = await api
          .client()
          .request('POST', '/api/payments/mollie/webhook', `id=${encodeURIComponent(id)}`, {
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          });
        expect(reply.status).toBe(200);
      }
      expect(await countRows(api, 'audit_log')).toBe(before);
    });
  });

  describe('Datatrans', () => {
    it('initialises the transaction in minor units and redirects to the payment page', async () => {
      const order = await place('datatrans');
      const { providerRef } = await paymentOf(order);
      const transaction = datatrans.transactions.get(providerRef)!;
      expect(transaction.amount).toBe(Math.round(Number(order.totals.totalGross) * 100));
      expect(transaction.currency).toBe('EUR');
      expect(transaction.webhook.url).toBe(`${publicUrl}/api/payments/datatrans/webhook`);
      expect(order.paymentRedirectUrl).toBe(
        `https://pay.sandbox.datatrans.com/v1/start/${providerRef}`,
      );
    });

    it('refuses a webhook without a valid signature and changes nothing', async () => {
      const order = await place('datatrans');
      const { providerRef } = await paymentOf(order);
      datatrans.setStatus(providerRef, 'settled');
      const forged = await datatrans.fireWebhook(providerRef, { key: 'ff'.repeat(32) });
      expect(forged.status).toBe(401);
      expect(JSON.parse(forged.body)).toEqual({
        errors: [{ message: 'Die Signatur der Zahlungsmeldung ist ungültig.' }],
      });
      expect((await datatrans.fireWebhook(providerRef, { unsigned: true })).status).toBe(401);
      // Correctly signed, but six minutes ago: a replay.
      const replayed = await datatrans.fireWebhook(providerRef, {
        signedAt: Date.now() - 6 * 60_000,
      });
      expect(replayed.status).toBe(401);
      expect(JSON.parse(replayed.body)).toEqual({
        errors: [{ message: 'Die Signatur der Zahlungsmeldung ist ungültig.' }],
      });
      expect(await publicOrder(order)).toMatchObject({ isPaid: false });
      expect(await paymentStateChanges(order)).toBe(0);

      const signed = await datatrans.fireWebhook(providerRef);
      expect(signed.status).toBe(200);
      expect(await publicOrder(order)).toMatchObject({ isPaid: true });
      expect(await paymentStateChanges(order)).toBe(1);
    });

    it('takes a cancelled payment back to the checkout', async () => {
      const order = await place('datatrans');
      const { providerRef, returnToken } = await paymentOf(order);
      datatrans.setStatus(providerRef, 'canceled');
      const back = await api
        .client()
        .get(`/api/payments/datatrans/return/${returnToken}?status=success`);
      // The provider's word counts, not the status typed into the URL.
      expect(back.headers.location).toBe(`${publicUrl}/store/graz-hauptplatz/checkout/error`);
    });
  });

  it('offers online methods only where the branch enables them', async () => {
    await resetOrderRate(api);
    const reply = await api
      .client()
      .post(
        '/api/orders',
        takeawayDraft(shop, { branch: { id: shop.branch.wien }, paymentMethod: 'mollie' }),
      );
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toContainEqual({
      field: 'paymentMethod',
      message: 'Die Zahlungsart „Mollie“ ist in dieser Filiale nicht verfügbar.',
    });
  });
});
