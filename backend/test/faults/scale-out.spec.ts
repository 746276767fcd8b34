import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { DEMO_ADMIN } from '../../src/database/seeds/demo-shop.seed';
import { eventually } from '../support/eventually';
import { Customer, burst, expectSound, post, report, statusCounts } from './burst';
import { Stack } from './stack';

/**
 * Two API processes and two workers on one MariaDB and one Redis, without a proxy in front:
 * the test client spreads customers over both APIs itself (round robin) and sends a retry
 * to the other one.
 */
describe('scale-out: two API processes and two workers', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await Stack.start({ apis: 2, workers: 2 });
  });
  afterAll(() => stack?.close());

  const customer = (n: number): Customer => ({
    n,
    key: `faults-${randomUUID()}`,
    attempts: [],
    orderId: null,
  });

  it('an event stream on one API process hears of an order placed through the other', async () => {
    const login = await fetch(`${stack.apiUrls[0]}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: DEMO_ADMIN.username, password: DEMO_ADMIN.password }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((entry) => entry.split(';')[0])
      .join('; ');
    let received = '';
    const stream = request(`${stack.apiUrls[0]}/api/events`, {
      headers: { accept: 'text/event-stream', cookie },
    });
    const opened = new Promise<number>((resolve, reject) => {
      stream.on('error', reject);
      stream.on('response', (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (received += chunk));
        resolve(response.statusCode ?? 0);
      });
    });
    stream.end();
    try {
      expect(await opened).toBe(200);
      const placed = customer(9001);
      expect((await post(stack, stack.apiUrls[1], placed)).status).toBe(201);
      const block = await eventually(
        () =>
          received
            .split('\n\n')
            .find(
              (event) =>
                event.includes('order.created') && event.includes(`"orderId":${placed.orderId}`),
            ),
        20_000,
      );
      expect(block).toContain(`"orderId":${placed.orderId}`);
    } finally {
      stream.destroy();
    }
  });

  it('makes one order of 50 concurrent submits with one Idempotency-Key, over both processes', async () => {
    const same = customer(9002);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        post(stack, stack.apiUrls[index % 2], { ...same, attempts: [], orderId: null }).then(
          (attempt) => attempt.status,
        ),
      ),
    );
    const counts: Record<string, number> = {};
    for (const status of answers) counts[String(status)] = (counts[String(status)] ?? 0) + 1;
    expect(counts).toEqual({ 201: 1, 200: 49 });
    const rows = (await stack.db.query('SELECT id FROM customer_order WHERE idempotencyKey = ?', [
      same.key,
    ])) as { id: number }[];
    expect(rows).toHaveLength(1);
  });

  it('loses no acknowledged order when one API process is killed mid-burst', async () => {
    // The orders of the tests above are not the burst's.
    const before = (
      (await stack.db.query('SELECT id FROM customer_order')) as { id: number }[]
    ).map((row) => Number(row.id));
    let killed: Promise<void> | null = null;
    const customers = await burst(stack, {
      count: 48,
      concurrency: 6,
      // Round robin; a retry goes to the other process.
      target: (c, attempt) => stack.apiUrls[(c.n + attempt) % 2],
      onAcknowledged: (acknowledged) => {
        if (acknowledged === 16) killed = stack.apis[1].kill('SIGKILL');
      },
    });
    await killed;
    process.stdout.write(`answers: ${JSON.stringify(statusCounts(customers))}\n`);
    const seen = await expectSound(stack, customers, { mails: 0, prints: 0 }, true, before);
    process.stdout.write(`${report('API process killed', customers, seen)}\n`);
  });
});
