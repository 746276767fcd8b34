import { eventually } from '@bestellwerk/test-support';
import { Attempt, burst, expectSound, report, statusCounts } from './burst';
import { Stack } from './stack';

/** The outbox entries still waiting when Redis returned, and how long until all were relayed. */
async function outboxDrain(stack: Stack, returnedAt: number) {
  const rows = (await stack.db.query('SELECT id FROM job_outbox WHERE relayedAt IS NULL')) as {
    id: number;
  }[];
  const ids = rows.map((row) => Number(row.id));
  if (ids.length === 0) return { pending: 0, afterMs: 0 };
  const afterMs = await eventually(
    async () => {
      const [row] = (await stack.db.query(
        'SELECT COUNT(*) AS n FROM job_outbox WHERE relayedAt IS NULL AND id IN (?)',
        [ids],
      )) as { n: number }[];
      return Number(row.n) === 0 ? Date.now() - returnedAt : undefined;
    },
    { timeout: 90_000 },
  );
  return { pending: ids.length, afterMs };
}

/**
 * Redis is killed mid-burst and started again empty (no persistence): every delayed timer,
 * waiting job and done-marker it held is gone. While it is away customers get a German 503
 * at once and retry with their Idempotency-Key; afterwards every order exists once, every
 * e-mail and print arrives, and every escalation fires (the sweep re-derives the lost
 * timers from the database: alarm after 2 s, missed after 4 s, a sweep every 2 s).
 * While Redis is away an order needs only the database: it is taken (201, its jobs waiting
 * in the outbox), or, where a request did need Redis, refused with the German 503 at once.
 */
describe('fault: Redis restarts without persistence mid-burst', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await Stack.start();
  });
  afterAll(() => stack?.close());

  it('keeps every acknowledged order, delivers everything, escalates every unanswered order', async () => {
    let outage: Promise<void> | null = null;
    const duringOutage: Attempt[] = [];
    let down = false;
    const outbox: { drain?: ReturnType<typeof outboxDrain> } = {};
    const customers = await burst(stack, {
      count: 48,
      concurrency: 6,
      onAttempt: (attempt) => {
        if (down) duringOutage.push(attempt);
      },
      onAcknowledged: (acknowledged) => {
        if (acknowledged !== 16) return;
        outage = (async () => {
          await stack.redis.kill();
          down = true;
          // Long enough for several customers to be answered while Redis is away.
          await eventually(() => (duringOutage.length >= 6 ? true : undefined), {
            timeout: 30_000,
          });
          down = false;
          await stack.redis.restart();
          outbox.drain = outboxDrain(stack, Date.now());
        })();
      },
    });
    await outage;
    // The entries the relay took (and failed to hand on) while Redis was away were released,
    // not left claimed for 30–60 s: every one pending at Redis' return is in BullMQ soon after.
    const drained = await outbox.drain!;
    process.stdout.write(`outbox at Redis' return: ${JSON.stringify(drained)}\n`);
    expect(drained.pending).toBeGreaterThan(0);
    expect(drained.afterMs).toBeLessThan(5000);
    process.stdout.write(`answers: ${JSON.stringify(statusCounts(customers))}\n`);
    expect(duringOutage.length).toBeGreaterThanOrEqual(6);
    expect(
      duringOutage.filter((attempt) => ![201, 200, 503].includes(attempt.status as number)),
    ).toEqual([]);
    // A job Redis lost mid-run (sent, but neither its done-marker nor its completion could be
    // written) runs again: under its key, so the same Message-ID, at most one per job that
    // ran side by side (4 e-mails, 4 prints).
    const seen = await expectSound(stack, customers, { mails: 4, prints: 4 });
    process.stdout.write(`${report('Redis restart', customers, seen)}\n`);
  });
});
