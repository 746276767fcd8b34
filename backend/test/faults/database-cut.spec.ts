import { eventually } from '@bestellwerk/test-support';
import { Attempt, burst, expectSound, report, statusCounts } from './burst';
import { Stack } from './stack';

/**
 * The API's connection to MariaDB is cut mid-burst (a TCP proxy in between closes every
 * connection and refuses new ones), then restored. While it is cut customers get a German
 * 503 at once, never a 500 or a hang; afterwards every acknowledged order exists exactly
 * once, complete, and everything it sets off happens.
 */
describe('fault: the database connection is cut mid-burst', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await Stack.start({ dbProxy: true });
  });
  afterAll(() => stack?.close());

  it('answers 503 while cut and loses nothing acknowledged', async () => {
    let outage: Promise<void> | null = null;
    const duringOutage: Attempt[] = [];
    let cut = false;
    const customers = await burst(stack, {
      count: 48,
      concurrency: 6,
      onAttempt: (attempt) => {
        if (cut) duringOutage.push(attempt);
      },
      onAcknowledged: (acknowledged) => {
        if (acknowledged !== 16) return;
        outage = (async () => {
          await stack.proxy!.cut();
          cut = true;
          await eventually(() => (duringOutage.length >= 6 ? true : undefined), {
            timeout: 30_000,
          });
          cut = false;
          await stack.proxy!.restore();
        })();
      },
    });
    await outage;
    process.stdout.write(`answers: ${JSON.stringify(statusCounts(customers))}\n`);
    expect(duringOutage.filter((attempt) => attempt.status === 503).length).toBeGreaterThan(0);
    const seen = await expectSound(stack, customers);
    process.stdout.write(`${report('database cut', customers, seen)}\n`);
  });
});
