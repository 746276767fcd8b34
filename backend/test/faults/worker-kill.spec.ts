import { burst, expectSound, report } from './burst';
import { Stack } from './stack';

/**
 * The worker is killed (SIGKILL) in the middle of a burst and started again: the API keeps
 * taking orders, and the jobs the dead worker held are run by the new one after their lock
 * runs out. A job killed between sending and marking done may send again, but only as the
 * same message (same Message-ID) — at most one per job the worker was running.
 */
describe('fault: the worker dies mid-burst', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await Stack.start();
  });
  afterAll(() => stack?.close());

  it('loses no order, e-mail, print or escalation, and repeats none under another key', async () => {
    let killed: Promise<void> | null = null;
    const customers = await burst(stack, {
      count: 48,
      concurrency: 6,
      onAcknowledged: (acknowledged) => {
        if (acknowledged === 16)
          killed = stack.worker.kill('SIGKILL').then(() => stack.startWorker());
      },
    });
    await killed;
    // At most the jobs in hand at the kill: 4 e-mails and 4 prints run side by side.
    const seen = await expectSound(stack, customers, { mails: 4, prints: 4 });
    process.stdout.write(`${report('worker SIGKILL', customers, seen)}\n`);
  });
});
