import { randomUUID } from 'node:crypto';
import { IncomingMessage, request } from 'node:http';
import { DEMO_ADMIN } from '../../src/database/seeds/demo-shop.seed';
import { eventually } from '@bestellwerk/test-support';
import { Attempt, Customer, burst, expectSound, post, report, statusCounts } from './burst';
import { Nginx, UPSTREAM_HEADER } from './nginx';
import { Stack } from './stack';

/**
 * Two API processes and two workers on one MariaDB and one Redis behind Debian's nginx,
 * configured from infra/nginx/bestellwerk.conf (see nginx.ts): every request of the
 * scenario goes through nginx, which picks the process; a test only reaches a process
 * directly to kill it.
 */
describe('scale-out: two API processes and two workers behind nginx', () => {
  let stack: Stack;
  let nginx: Nginx;

  beforeAll(async () => {
    stack = await Stack.start({ apis: 2, workers: 2 });
    nginx = await Nginx.start(stack.apiUrls.map((url) => new URL(url).host));
  });
  afterAll(async () => {
    await nginx?.stop();
    await stack?.close();
  });

  const customer = (n: number): Customer => ({
    n,
    key: `faults-${randomUUID()}`,
    attempts: [],
    orderId: null,
  });

  it('an event stream through nginx on one API process hears of an order placed on the other', async () => {
    const login = await fetch(`${nginx.url}/api/auth/login`, {
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
    const stream = request(`${nginx.url}/api/events`, {
      headers: { accept: 'text/event-stream', cookie },
    });
    const opened = new Promise<IncomingMessage>((resolve, reject) => {
      stream.on('error', reject);
      stream.on('response', (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (received += chunk));
        resolve(response);
      });
    });
    stream.end();
    try {
      const response = await opened;
      expect(response.statusCode).toBe(200);
      const streamedBy = response.headers[UPSTREAM_HEADER];
      expect(stack.apiUrls.map((url) => new URL(url).host)).toContain(streamedBy);
      // nginx takes turns: within a few orders one lands on the other process.
      const placed: { customer: Customer; attempt: Attempt }[] = [];
      for (let n = 9001; n <= 9004; n++) {
        const next = customer(n);
        const attempt = await post(stack, nginx.url, next);
        expect(attempt.status).toBe(201);
        placed.push({ customer: next, attempt });
        if (attempt.upstream !== streamedBy) break;
      }
      const elsewhere = placed.find(({ attempt }) => attempt.upstream !== streamedBy);
      expect(elsewhere).toBeDefined();
      const orderId = elsewhere!.customer.orderId;
      const block = await eventually(
        () =>
          received
            .split('\n\n')
            .find(
              (event) => event.includes('order.created') && event.includes(`"orderId":${orderId}`),
            ),
        { timeout: 20_000 },
      );
      expect(block).toContain(`"orderId":${orderId}`);
    } finally {
      stream.destroy();
    }
  });

  it('makes one order of 50 concurrent submits with one Idempotency-Key, spread over both processes', async () => {
    const same = customer(9010);
    const attempts = await Promise.all(
      Array.from({ length: 50 }, () =>
        post(stack, nginx.url, { ...same, attempts: [], orderId: null }),
      ),
    );
    expect(statusCounts([{ ...same, attempts }])).toEqual({ 201: 1, 200: 49 });
    expect(new Set(attempts.map((attempt) => attempt.upstream)).size).toBe(2);
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
      target: () => nginx.url,
      onAcknowledged: (acknowledged) => {
        if (acknowledged === 16) killed = stack.apis[1].kill('SIGKILL');
      },
    });
    await killed;
    process.stdout.write(`answers: ${JSON.stringify(statusCounts(customers))}\n`);
    const seen = await expectSound(stack, customers, { mails: 0, prints: 0 }, true, before);
    process.stdout.write(`${report('API process killed behind nginx', customers, seen)}\n`);
    // nginx spread the burst: each process acknowledged orders (the killed one before it died).
    const acknowledgedBy = new Set(
      customers
        .flatMap((c) => c.attempts)
        .filter((a) => a.status === 201 || a.status === 200)
        .map((a) => a.upstream?.split(', ').pop()),
    );
    expect([...acknowledgedBy].sort()).toEqual(
      stack.apiUrls.map((url) => new URL(url).host).sort(),
    );
  });
});
