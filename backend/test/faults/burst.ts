import { createHash, randomUUID } from 'node:crypto';
import { eventually } from '@bestellwerk/test-support';
import { UPSTREAM_HEADER } from './nginx';
import { Stack, marker } from './stack';

/** A request that took this long counts as hanging: a client must be answered, not kept. */
const HANG_MS = 10_000;
/** Pause before a customer retries after a 503 or a dropped connection. */
const RETRY_PAUSE_MS = 150;

export interface Attempt {
  status: number | 'hang' | 'network';
  message?: string;
  /** Where it went and how long it took: the diagnosis of a failed expectation. */
  url?: string;
  ms?: number;
  /** Behind nginx: the API process that answered (its X-Bestellwerk-Upstream header). */
  upstream?: string;
}

export interface Customer {
  n: number;
  key: string;
  attempts: Attempt[];
  orderId: number | null;
}

export interface BurstOptions {
  count: number;
  concurrency: number;
  /** Called after each acknowledged order with how many are acknowledged so far. */
  onAcknowledged?: (acknowledged: number) => void;
  /** Called after every answer (or its absence). */
  onAttempt?: (attempt: Attempt) => void;
  deadlineMs?: number;
  /** Which API process a customer's attempt goes to (the first unless set). */
  target?: (customer: Customer, attempt: number) => string;
}

/**
 * `count` customers order over HTTP, `concurrency` at a time, each with an Idempotency-Key
 * of its own and an address of its own (X-Forwarded-For through the trusted local proxy).
 * A customer retries with the same key after a 503, a dropped connection or a proxy's 502
 * (the process behind it died mid-request), as the storefront does, until acknowledged
 * (201, or 200 for a repeat) or the deadline.
 */
export async function burst(stack: Stack, options: BurstOptions): Promise<Customer[]> {
  const deadline = Date.now() + (options.deadlineMs ?? 120_000);
  const customers: Customer[] = Array.from({ length: options.count }, (_, index) => ({
    n: index + 1,
    key: `faults-${randomUUID()}`,
    attempts: [],
    orderId: null,
  }));
  let next = 0;
  let acknowledged = 0;
  const order = async (customer: Customer) => {
    for (;;) {
      const url = options.target?.(customer, customer.attempts.length) ?? stack.apiUrl;
      const attempt = await post(stack, url, customer);
      customer.attempts.push(attempt);
      options.onAttempt?.(attempt);
      if (attempt.status === 201 || attempt.status === 200) {
        acknowledged += 1;
        options.onAcknowledged?.(acknowledged);
        return;
      }
      const retriable =
        attempt.status === 503 ||
        attempt.status === 502 ||
        attempt.status === 'network' ||
        attempt.status === 'hang';
      if (!retriable || Date.now() > deadline) return;
      await new Promise((done) => setTimeout(done, RETRY_PAUSE_MS));
    }
  };
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (next < customers.length) await order(customers[next++]);
    }),
  );
  return customers;
}

export async function post(stack: Stack, url: string, customer: Customer): Promise<Attempt> {
  const started = Date.now();
  const attempt = await send(stack, url, customer);
  return { ...attempt, url, ms: Date.now() - started };
}

async function send(stack: Stack, url: string, customer: Customer): Promise<Attempt> {
  try {
    const reply = await fetch(`${url}/api/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': customer.key,
        'x-forwarded-for': `10.13.${customer.n >> 8}.${customer.n & 255}`,
      },
      body: JSON.stringify(stack.draft(customer.n)),
      signal: AbortSignal.timeout(HANG_MS),
    });
    const body = (await reply.json().catch(() => ({}))) as {
      data?: { id?: number };
      errors?: { message: string }[];
    };
    if ((reply.status === 201 || reply.status === 200) && body.data?.id)
      customer.orderId = Number(body.data.id);
    const upstream = reply.headers.get(UPSTREAM_HEADER) ?? undefined;
    return { status: reply.status, message: body.errors?.[0]?.message, upstream };
  } catch (error) {
    const name = (error as Error).name;
    return { status: name === 'TimeoutError' || name === 'AbortError' ? 'hang' : 'network' };
  }
}

/** Every status the customers saw, counted (for the report and the assertions). */
export function statusCounts(customers: Customer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const attempt of customers.flatMap((customer) => customer.attempts))
    counts[String(attempt.status)] = (counts[String(attempt.status)] ?? 0) + 1;
  return counts;
}

const digest = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 32);

/** The e-mails each order must cause, by job key (the Message-ID derives from it). */
export const mailKeys = (orderId: number) => [
  `order.${orderId}.new-order-customer.email`,
  `order.${orderId}.new-order-branch.email`,
  `order.${orderId}.missed.email`,
];

export interface Delivery {
  /** Per mail job key: how many messages with its Message-ID arrived. */
  mails: Map<string, number>;
  /** Messages whose Message-ID is none of the expected keys' (a second, different mail). */
  foreignMails: number;
  /** Per customer number: how many receipts the printer got. */
  prints: Map<number, number>;
}

/** What the sinks got, by key, for the acknowledged orders. */
export function delivery(stack: Stack, customers: Customer[], others: number[] = []): Delivery {
  const received = new Map<string, number>();
  for (const [messageId, count] of stack.smtp.counts()) {
    const match = /^<([0-9a-f]{32})@/.exec(messageId);
    received.set(match?.[1] ?? messageId, count);
  }
  const mails = new Map<string, number>();
  for (const customer of customers) {
    if (customer.orderId === null) continue;
    for (const key of mailKeys(customer.orderId)) mails.set(key, received.get(digest(key)) ?? 0);
  }
  const expected = new Set([...mails.keys(), ...others.flatMap(mailKeys)].map(digest));
  let foreignMails = 0;
  for (const [id, count] of received) if (!expected.has(id)) foreignMails += count;
  const prints = new Map(customers.map((c) => [c.n, stack.printer.count(marker(c.n))]));
  return { mails, foreignMails, prints };
}

/** Waits until every expected e-mail and print arrived at least once. */
export async function everythingDelivered(
  stack: Stack,
  customers: Customer[],
  others: number[] = [],
  timeoutMs = 90_000,
): Promise<Delivery> {
  const missing = (seen: Delivery) => [
    ...[...seen.mails].filter(([, count]) => count === 0).map(([key]) => key),
    ...[...seen.prints].filter(([, count]) => count === 0).map(([n]) => `print of ${marker(n)}`),
  ];
  try {
    return await eventually(
      () => {
        const seen = delivery(stack, customers, others);
        return missing(seen).length ? undefined : seen;
      },
      { timeout: timeoutMs },
    );
  } catch {
    throw new Error(`never delivered: ${missing(delivery(stack, customers, others)).join(', ')}`);
  }
}

export interface OrderRow {
  id: number;
  idempotencyKey: string | null;
  alarmedAt: Date | null;
  isMissed: number | string;
}

export async function orderRows(stack: Stack): Promise<OrderRow[]> {
  return (await stack.db.query(
    'SELECT id, idempotencyKey, alarmedAt, isMissed FROM customer_order ORDER BY id',
  )) as OrderRow[];
}

/** Every unanswered order alarmed and missed (by the delayed jobs or the sweep). */
export function everyEscalationFired(stack: Stack, timeoutMs = 60_000) {
  return eventually(
    async () => {
      const rows = await orderRows(stack);
      return rows.every((row) => row.alarmedAt !== null && Number(row.isMissed) === 1)
        ? rows
        : undefined;
    },
    { timeout: timeoutMs },
  );
}

/** The outbox rows an order's transaction wrote: all of them or (rolled back) none. */
export async function outboxKeys(stack: Stack): Promise<Map<number, string[]>> {
  const rows = (await stack.db.query('SELECT jobKey FROM job_outbox')) as { jobKey: string }[];
  const byOrder = new Map<number, string[]>();
  for (const { jobKey } of rows) {
    const match = /^(?:print\.)?order\.(\d+)\.(.+)$/.exec(jobKey);
    if (!match) continue;
    const id = Number(match[1]);
    byOrder.set(id, [...(byOrder.get(id) ?? []), match[2]]);
  }
  return byOrder;
}

/** What the announcement of a cash order writes, besides the missed mail written later. */
export const ANNOUNCEMENT_KEYS = [
  'alarm',
  'missed',
  'new-order-branch.email',
  'new-order-customer.email',
];

const UNAVAILABLE = 'Der Dienst ist vorübergehend nicht verfügbar.';

/**
 * What every fault scenario must end with: every customer acknowledged exactly once by a
 * 201 (a 200 repeat without an earlier 201 means an order was committed while its customer
 * got an error), only 201/200/German 503 answers, no hang, no 500; exactly one order per
 * key and none beyond them; each order's outbox complete; every e-mail and print delivered
 * and every escalation fired. `duplicates`: how many repeated deliveries (same Message-ID,
 * or a receipt printed again) a crash between sending and marking may cause.
 */
export async function expectSound(
  stack: Stack,
  customers: Customer[],
  duplicates: { mails: number; prints: number } = { mails: 0, prints: 0 },
  /**
   * An API process killed mid-request drops its connections (a proxy in front answers 502
   * for them): those customers retry.
   */
  dropsAllowed = false,
  /** Orders placed before the burst by other tests of the file. */
  others: number[] = [],
): Promise<Delivery> {
  const attempts = customers.flatMap((customer) => customer.attempts);
  const allowed: Attempt['status'][] = dropsAllowed
    ? [200, 201, 503, 502, 'network']
    : [200, 201, 503];
  const unexpected = attempts.filter((attempt) => !allowed.includes(attempt.status));
  expect(unexpected).toEqual([]);
  for (const refused of attempts.filter((attempt) => attempt.status === 503))
    expect(refused.message).toBe(UNAVAILABLE);
  expect(customers.filter((customer) => customer.orderId === null)).toEqual([]);

  const rows = (await orderRows(stack)).filter((row) => !others.includes(Number(row.id)));
  expect(rows.map((row) => [row.idempotencyKey, Number(row.id)]).sort()).toEqual(
    customers.map((customer) => [customer.key, customer.orderId]).sort(),
  );

  const outbox = await outboxKeys(stack);
  for (const customer of customers) {
    const keys = (outbox.get(customer.orderId!) ?? []).filter((key) => key !== 'missed.email');
    expect(keys.sort()).toEqual(
      [...ANNOUNCEMENT_KEYS, keys.find((key) => /^device\.\d+\.auto$/.test(key)) ?? 'print'].sort(),
    );
  }

  await everyEscalationFired(stack);
  const seen = await everythingDelivered(stack, customers, others);
  const repeatedMails = [...seen.mails.values()].reduce((sum, count) => sum + count - 1, 0);
  const repeatedPrints = [...seen.prints.values()].reduce((sum, count) => sum + count - 1, 0);
  expect(seen.foreignMails).toBe(0);
  expect(repeatedMails).toBeLessThanOrEqual(duplicates.mails);
  expect(repeatedPrints).toBeLessThanOrEqual(duplicates.prints);

  // Last, so a failure here does not hide the checks above: an order committed while its
  // customer was told 503 shows as a customer whose only success is a 200 repeat.
  // (A customer whose connection dropped, or whose proxy answered 502, cannot tell: the
  // dead process may have committed.)
  const dropped = (attempt: Attempt) => attempt.status === 'network' || attempt.status === 502;
  const committedWhileRefused = customers
    .filter((customer) => !customer.attempts.some((attempt) => attempt.status === 201))
    .filter((customer) => !customer.attempts.some(dropped))
    .map((customer) => ({
      orderId: customer.orderId,
      answers: customer.attempts.map((a) => a.status),
    }));
  expect(committedWhileRefused).toEqual([]);
  return seen;
}

/** One line for the test log: what the customers saw and what the sinks got. */
export function report(name: string, customers: Customer[], seen: Delivery): string {
  const mails = [...seen.mails.values()];
  const prints = [...seen.prints.values()];
  return (
    `${name}: ${customers.length} orders, answers ${JSON.stringify(statusCounts(customers))}; ` +
    `e-mail keys ${mails.length} (once ${mails.filter((c) => c === 1).length}, ` +
    `repeated ${mails.filter((c) => c > 1).length}); prints ${prints.length} ` +
    `(once ${prints.filter((c) => c === 1).length}, repeated ${prints.filter((c) => c > 1).length})`
  );
}
