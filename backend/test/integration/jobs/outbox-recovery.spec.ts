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
    recovery = new OutboxRecovery(api.dataSource, jobs);
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
});
