import { JobHandlerRegistry } from '../../../src/modules/jobs/job-handler.registry';
import { JobQueue, SmsJob } from '../../../src/modules/jobs/job-queue';
import { TestApi, countRows, startTestApi } from '../api/harness';
import { eventually } from '@bestellwerk/test-support';

/**
 * Jobs written with a change commit or vanish with it, reach BullMQ exactly once however
 * many API processes relay, and a job delivered twice runs once.
 */
describe(`the transactional outbox (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let jobs: JobQueue;

  beforeAll(async () => {
    api = await startTestApi();
    jobs = api.app.get(JobQueue);
  });
  afterAll(() => api.close());

  const sms = (text: string): SmsJob => ({ to: '+436641234567', text });
  // Delayed an hour, so the jobs wait in BullMQ where the test can see them.
  const later = { delayMs: 3_600_000 };
  const waitingNamed = async (name: string) =>
    (await jobs.list('sms', 'waiting')).filter((job) => job.name === name);

  it('forgets the jobs of a transaction that rolled back', async () => {
    const before = await countRows(api, 'job_outbox');
    await expect(
      api.dataSource.transaction(async (manager) => {
        await jobs.addInTransaction(manager, 'sms', 'rolled-back', sms('x'), {
          key: 'test.rolled-back',
          ...later,
        });
        throw new Error('the order could not be saved');
      }),
    ).rejects.toThrow('the order could not be saved');
    expect(await countRows(api, 'job_outbox')).toBe(before);
    await jobs.flush();
    expect(await waitingNamed('rolled-back')).toEqual([]);
  });

  it('hands on committed jobs by itself, even when nobody flushes after the commit', async () => {
    await api.dataSource.transaction((manager) =>
      jobs.addInTransaction(manager, 'sms', 'forgotten', sms('y'), {
        key: 'test.forgotten',
        ...later,
      }),
    );
    const relayed = await eventually(async () => {
      const found = await waitingNamed('forgotten');
      return found.length ? found : undefined;
    });
    expect(relayed).toHaveLength(1);
    expect(relayed[0].id).toBe('test.forgotten');
  });

  it('makes one job per key although two API processes relay the same entries at once', async () => {
    const other = await api.startSecondApp();
    const otherJobs = other.get(JobQueue);
    await api.dataSource.transaction(async (manager) => {
      for (let n = 0; n < 20; n += 1) {
        await jobs.addInTransaction(manager, 'sms', 'raced', sms(`z${n}`), {
          key: `test.raced.${n}`,
          ...later,
        });
      }
      // The same key again in the same change is the same job.
      await jobs.addInTransaction(manager, 'sms', 'raced', sms('z0'), {
        key: 'test.raced.0',
        ...later,
      });
    });
    await Promise.all([jobs.flush(), otherJobs.flush(), jobs.flush(), otherJobs.flush()]);
    await eventually(async () => ((await waitingNamed('raced')).length >= 20 ? true : undefined));
    const raced = await waitingNamed('raced');
    expect(raced).toHaveLength(20);
    expect(new Set(raced.map((job) => job.id)).size).toBe(20);
    const [row] = await api.dataSource.query(
      `SELECT COUNT(*) AS n FROM job_outbox WHERE jobKey LIKE 'test.raced.%' AND relayedAt IS NOT NULL`,
    );
    expect(Number((row as { n: string }).n)).toBe(20);
  });

  it('answers a caller after the round under way and one more, however steadily others commit', async () => {
    const relay = jest.spyOn(jobs as unknown as { relay: () => Promise<boolean> }, 'relay');
    const commit = (n: number) =>
      api.dataSource.transaction((manager) =>
        jobs.addInTransaction(manager, 'sms', 'steady', sms(`s${n}`), {
          key: `test.steady.${n}`,
          ...later,
        }),
      );
    // Others commit and flush without pause for up to 3 s (bounded), each while the last
    // round still runs; the caller in the middle must not wait for them to stop.
    let stop = false;
    let n = 0;
    const others = (async () => {
      const until = Date.now() + 3000;
      while (!stop && Date.now() < until) {
        await commit((n += 1));
        void jobs.flush();
      }
    })();
    await eventually(async () => (relay.mock.calls.length > 0 ? true : undefined));
    await commit(0);
    const roundsBefore = relay.mock.calls.length;
    await jobs.flush();
    const rounds = relay.mock.calls.length - roundsBefore;
    const othersStillGoing =
      !stop && (await Promise.race([others.then(() => false), Promise.resolve(true)]));
    stop = true;
    await others;
    relay.mockRestore();
    expect(othersStillGoing).toBe(true);
    expect(rounds).toBeLessThanOrEqual(2);
    // The round that answered it handed its job on.
    expect((await waitingNamed('steady')).map((job) => job.id)).toContain('test.steady.0');
  });

  it('runs a job that is delivered again after it completed only once', async () => {
    const registry = api.app.get(JobHandlerRegistry);
    const sent: string[] = [];
    registry.register({
      queue: 'sms',
      handle: async (_name, payload: SmsJob) => {
        sent.push(payload.text);
      },
    });
    expect(await registry.run('sms', 'order-confirmed', sms('bestätigt'), 'order.9.sms')).toBe(
      'ran',
    );
    expect(await registry.run('sms', 'order-confirmed', sms('bestätigt'), 'order.9.sms')).toBe(
      'skipped',
    );
    expect(await registry.run('sms', 'order-confirmed', sms('erneut'), 'order.9.sms.2')).toBe(
      'ran',
    );
    expect(sent).toEqual(['bestätigt', 'erneut']);
  });
});
