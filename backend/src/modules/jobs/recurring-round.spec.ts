import type { Logger } from '@nestjs/common';
import { RecurringRound, consumesQueue } from './recurring-round';
import type { AppConfig } from '../../config/app-config';

const logger = () => ({ error: jest.fn() }) as unknown as Logger & { error: jest.Mock };

describe('a recurring round of background work', () => {
  afterEach(() => jest.useRealTimers());

  it('never runs two rounds at once: a tick during a round joins it', async () => {
    let release!: () => void;
    let rounds = 0;
    const round = new RecurringRound(
      () => {
        rounds += 1;
        return new Promise<void>((resolve) => (release = resolve));
      },
      { intervalMs: 1000, atStart: false, logger: logger(), failure: 'Runde' },
    );
    const first = round.run();
    const second = round.run();
    expect(second).toBe(first);
    expect(rounds).toBe(1);
    release();
    await first;
    // Once it ended, the next call is a new round.
    const third = round.run();
    expect(rounds).toBe(2);
    release();
    await third;
    await round.stop();
  });

  it('logs a failed round in German and runs the next one', async () => {
    const log = logger();
    let calls = 0;
    const round = new RecurringRound(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('Datenbank weg');
      },
      { intervalMs: 1000, atStart: false, logger: log, failure: 'Küchen-Durchlauf unterbrochen' },
    );
    await expect(round.run()).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith('Küchen-Durchlauf unterbrochen: Datenbank weg');
    await round.run();
    expect(calls).toBe(2);
    await round.stop();
  });

  it('runs at start when asked and on every interval, and waits for the round under way on stop', async () => {
    jest.useFakeTimers();
    let finished = 0;
    let release: (() => void) | null = null;
    const round = new RecurringRound(
      () =>
        new Promise<void>((resolve) => {
          release = () => {
            finished += 1;
            resolve();
          };
        }),
      { intervalMs: 1000, atStart: true, logger: logger(), failure: 'Runde' },
    );
    round.start();
    expect(release).not.toBeNull();
    release!();
    // The round under way, to its end.
    await round.run();
    release = null;
    jest.advanceTimersByTime(1000);
    expect(release).not.toBeNull();
    let stopped = false;
    const stopping = round.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    release!();
    await stopping;
    expect(finished).toBe(2);
    expect(round.isStopped).toBe(true);
    // After stop no tick and no call starts a round.
    release = null;
    jest.advanceTimersByTime(5000);
    await round.run();
    expect(release).toBeNull();
  });
});

describe('the process that does a queue’s background work', () => {
  const config = (redisUrl: string | null) => ({ redisUrl }) as unknown as AppConfig;

  it('is the only process without Redis, else the worker consuming that queue', () => {
    expect(consumesQueue(config(null), undefined, 'timers')).toBe(true);
    expect(consumesQueue(config('redis://x'), undefined, 'timers')).toBe(false);
    expect(consumesQueue(config('redis://x'), { queues: ['print'] }, 'timers')).toBe(false);
    expect(consumesQueue(config('redis://x'), { queues: ['print', 'timers'] }, 'timers')).toBe(
      true,
    );
  });
});
