import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { AppConfig } from '../../../src/config/app-config';
import { JobQueue, SmsJob } from '../../../src/modules/jobs/job-queue';
import { OutboxRecovery } from '../../../src/modules/jobs/outbox-recovery';
import { TestApi, startTestApi } from '../api/harness';

/**
 * A Redis restart without persistence loses the jobs it held. The outbox knows which jobs
 * a worker finished (doneAt): the others are handed to BullMQ again under their key, and
 * the finished ones are not.
 */
const describeWithRedis = process.env.TEST_DATABASE === 'mariadb' ? describe : describe.skip;

describeWithRedis('the outbox hands on again what Redis lost (mariadb)', () => {
  let api: TestApi;
  let jobs: JobQueue;
  let recovery: OutboxRecovery;
  let redis: Redis;
  let queue: Queue;

  beforeAll(async () => {
    api = await startTestApi();
    jobs = api.app.get(JobQueue);
    // Not bootstrapped: the test runs its rounds itself.
    recovery = new OutboxRecovery(api.dataSource, jobs, api.app.get(AppConfig));
    redis = new Redis(process.env.TEST_REDIS_URL!);
    queue = new Queue('sms', { connection: redis, prefix: api.app.get(AppConfig).redisPrefix });
  });
  afterAll(async () => {
    await queue.close();
    redis.disconnect();
    await api.close();
  });

  const sms = (text: string): SmsJob => ({ to: '+436641234567', text });
  const waitingIds = async () => (await jobs.list('sms', 'waiting')).map((job) => job.id);

  /** A job committed, relayed, due a minute ago, then dropped from Redis. */
  async function lostJob(key: string): Promise<void> {
    await api.dataSource.transaction((manager) =>
      jobs.addInTransaction(manager, 'sms', 'lost', sms(key), { key }),
    );
    await jobs.flush();
    expect(await waitingIds()).toContain(key);
    await api.dataSource.query('UPDATE job_outbox SET runAt = runAt - 60000 WHERE jobKey = ?', [
      key,
    ]);
    await queue.remove(key);
    expect(await waitingIds()).not.toContain(key);
  }

  it('re-creates a relayed job nobody finished, once, and leaves a finished one alone', async () => {
    await lostJob('test.unfinished');
    await lostJob('test.finished');
    recovery.settle('test.finished');
    await recovery.flush();

    await recovery.recover();
    await recovery.recover();

    const ids = await waitingIds();
    expect(ids.filter((id) => id === 'test.unfinished')).toHaveLength(1);
    expect(ids).not.toContain('test.finished');
    const rows = (await api.dataSource.query(
      "SELECT jobKey, doneAt FROM job_outbox WHERE jobKey LIKE 'test.%' ORDER BY jobKey",
    )) as { jobKey: string; doneAt: Date | null }[];
    expect(rows.map((row) => [row.jobKey, row.doneAt !== null])).toEqual([
      ['test.finished', true],
      ['test.unfinished', false],
    ]);
  });

  it('deletes finished entries older than the retention in batches, and nothing else', async () => {
    const days = api.app.get(AppConfig).env.OUTBOX_RETENTION_DAYS;
    const now = Date.now();
    const ago = (d: number) => new Date(now - d * 24 * 3_600_000);
    const entry = (key: string, doneAt: Date | null, createdAt = ago(days + 30)) => ({
      jobKey: key,
      queue: 'sms',
      name: 'prune',
      payload: JSON.stringify(sms(key)),
      runAt: String(createdAt.getTime()),
      relayedAt: createdAt,
      doneAt,
      createdAt,
    });
    const entries = [
      // Five old finished ones (three batches of two), one finished within the retention,
      // one old but never finished (it must stay: the recovery still owes it).
      ...[1, 2, 3, 4, 5].map((n) => entry(`prune.old.${n}`, ago(days + n))),
      entry('prune.recent', ago(days - 1)),
      entry('prune.unfinished', null),
    ];
    await api.dataSource.createQueryBuilder().insert().into('job_outbox').values(entries).execute();

    expect(await recovery.prune({ now, batch: 2 })).toBe(5);
    const left = (await api.dataSource.query(
      "SELECT jobKey FROM job_outbox WHERE jobKey LIKE 'prune.%' ORDER BY jobKey",
    )) as { jobKey: string }[];
    expect(left.map((row) => row.jobKey)).toEqual(['prune.recent', 'prune.unfinished']);
    // Nothing left to delete: a second round is a no-op.
    expect(await recovery.prune({ now, batch: 2 })).toBe(0);
  });

  it('prunes from 30 workers at once (3× the pool) while new jobs are written: each old entry deleted once, nothing else', async () => {
    const days = api.app.get(AppConfig).env.OUTBOX_RETENTION_DAYS;
    const now = Date.now();
    const old = new Date(now - (days + 2) * 24 * 3_600_000);
    const entries = Array.from({ length: 40 }, (_, n) => ({
      jobKey: `rush.old.${n}`,
      queue: 'sms',
      name: 'prune',
      payload: JSON.stringify(sms(`rush.old.${n}`)),
      runAt: String(old.getTime()),
      relayedAt: old,
      doneAt: old,
      createdAt: old,
    }));
    await api.dataSource.createQueryBuilder().insert().into('job_outbox').values(entries).execute();
    // Several workers: each has its own OutboxRecovery (one instance prunes once at a time).
    const workers = Array.from(
      { length: 30 },
      () => new OutboxRecovery(api.dataSource, jobs, api.app.get(AppConfig)),
    );
    const [deleted] = await Promise.all([
      Promise.all(workers.map((worker) => worker.prune({ now, batch: 4 }))),
      Promise.all(
        Array.from({ length: 30 }, (_, n) =>
          api.dataSource.transaction((manager) =>
            jobs.addInTransaction(manager, 'sms', 'rush', sms(`rush.new.${n}`), {
              key: `rush.new.${n}`,
            }),
          ),
        ),
      ),
    ]);
    expect(deleted.reduce((sum, count) => sum + count, 0)).toBe(40);
    const left = (await api.dataSource.query(
      "SELECT jobKey FROM job_outbox WHERE jobKey LIKE 'rush.%'",
    )) as { jobKey: string }[];
    expect(left.map((row) => row.jobKey).sort()).toEqual(
      Array.from({ length: 30 }, (_, n) => `rush.new.${n}`).sort(),
    );
  });
});
