import { JobHandlerRegistry } from '../../../src/modules/jobs/job-handler.registry';
import { Client, TestApi, startTestApi } from '../api/harness';
import {
  OrderBody,
  Shop,
  WEDNESDAY_NOON,
  loadShop,
  resetOrderRate,
  setClock,
  takeawayDraft,
} from '../orders/order-fixtures';
import { FakeRequest, startFakeServer } from '../../support/fake-http';
import { eventually } from '@bestellwerk/test-support';

const TOKEN = 'websms-test-token';

/** websms' REST API as documented: Bearer token, JSON, statusCode 2000 = accepted. */
async function startFakeWebsms() {
  return startFakeServer((request: FakeRequest) => {
    if (request.headers.authorization !== `Bearer ${TOKEN}`) {
      return { status: 401, body: { statusCode: 4001, statusMessage: 'Unauthorized' } };
    }
    if (request.method !== 'POST' || request.path !== '/rest/smsmessaging/text') {
      return { status: 404, body: {} };
    }
    const body = JSON.parse(request.body) as { recipientAddressList: number[] };
    if (body.recipientAddressList.includes(4369900000000)) {
      return {
        status: 200,
        body: { statusCode: 4025, statusMessage: 'Recipient address is blacklisted' },
      };
    }
    return { status: 200, body: { statusCode: 2000, statusMessage: 'OK', transferId: 'abc' } };
  });
}

describe(`SMS through the websms gateway (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let shop: Shop;
  let admin: Client;
  let gateway: Awaited<ReturnType<typeof startFakeWebsms>>;

  beforeAll(async () => {
    gateway = await startFakeWebsms();
    api = await startTestApi({
      SMS_TRANSPORT: 'websms',
      SMS_API_URL: gateway.url,
      SMS_API_TOKEN: TOKEN,
      SMS_SENDER: 'Rosmarin',
    });
    shop = await loadShop(api);
    setClock(api, WEDNESDAY_NOON);
    admin = await api.admin();
    await api.startWorker();
  });
  afterAll(async () => {
    await api.close();
    await gateway.close();
  });

  const smsRequests = () =>
    gateway.requests.map(
      (request) =>
        JSON.parse(request.body) as {
          recipientAddressList: number[];
          messageContent: string;
          senderAddress?: string;
          senderAddressType?: string;
        },
    );

  it('texts the customer about a new order while the SMS plugin is on', async () => {
    expect((await admin.post('/api/config', { enablePluginSMS: true })).status).toBe(200);
    await resetOrderRate(api);
    const placed = await api.client().post<OrderBody>('/api/orders', takeawayDraft(shop));
    expect(placed.status).toBe(201);
    const order = placed.body.data as OrderBody;
    const sms = await eventually(() =>
      smsRequests().find((body) => body.messageContent.includes(`Nr. ${order.ticketNumber}`)),
    );
    expect(sms.recipientAddressList).toEqual([436641234567]);
    expect(sms.messageContent).toContain(`/status/${order.uid}/${order.hash}`);
    expect(sms).toMatchObject({ senderAddress: 'Rosmarin', senderAddressType: 'alphanumeric' });
  });

  it('fails a refused SMS with the gateway’s reason in German, so the job is retried', async () => {
    const registry = api.app.get(JobHandlerRegistry);
    await expect(
      registry.run('sms', 'order-confirmed', { to: '+4369900000000', text: 'Test' }, null),
    ).rejects.toThrow(
      'SMS-Gateway hat abgelehnt (HTTP 200, Status 4025: Recipient address is blacklisted).',
    );
  });

  it('sends nothing once the plugin is switched off', async () => {
    expect((await admin.post('/api/config', { enablePluginSMS: false })).status).toBe(200);
    const before = gateway.requests.length;
    const registry = api.app.get(JobHandlerRegistry);
    await registry.run('sms', 'order-confirmed', { to: '+436641234567', text: 'Aus' }, null);
    expect(gateway.requests.length).toBe(before);
  });
});
