import { Device } from '../../../src/modules/devices/entities/device.entity';
import { JobQueue } from '../../../src/modules/jobs/job-queue';
import { Client, TestApi, startTestApi } from '../api/harness';
import { loadShop } from '../orders/order-fixtures';
import { eventually, freePortRun } from '@bestellwerk/test-support';

interface Job {
  id: string;
  queue: string;
  status: string;
  lastError: string | null;
  failedAt: string | null;
  payload: { deviceId?: number };
}

/**
 * GET /api/jobs and POST /api/jobs/{queue}/{id}/retry as the back office's jobs screen and
 * its navigation badge use them: a print job to a printer that refuses connections fails with
 * its German reason, `since` narrows the list to the failures of the last hour, retry puts it
 * back once however often it is clicked.
 */
describe('jobs: the failed-jobs list, since and retry (mariadb, BullMQ worker)', () => {
  let api: TestApi;
  let admin: Client;
  let failed: Job;

  beforeAll(async () => {
    api = await startTestApi({
      PRINTER_ALLOWED_NETWORKS: '127.0.0.1/32',
      PRINTER_ALLOWED_PORTS: '1024-65535',
    });
    await api.startWorker();
    admin = await api.admin();
    const shop = await loadShop(api);
    // Nobody listens on this port: the connection is refused at once.
    const device = await api.dataSource.getRepository(Device).save({
      identifier: 'jobs-api-refused',
      name: 'Kein Papier',
      type: 'printer',
      host: '127.0.0.1',
      port: await freePortRun(1),
      branch: { id: shop.branch.graz },
      isEnabled: true,
      isAutoPrint: false,
    } as Partial<Device>);
    await api.app
      .get(JobQueue)
      .add('print', 'test-print', { deviceId: device.id, document: '' }, { attempts: 1 });
    failed = await eventually(
      async () => {
        const reply = await admin.get<{ data: Job[] }>('/api/jobs?queue=print&status=failed');
        return reply.body.data.find((job) => job.payload.deviceId === device.id);
      },
      { timeout: 20_000 },
    );
  });
  afterAll(() => api?.close());

  it('lists the failed print job with its German reason and when it failed', () => {
    expect(failed.lastError).toMatch(
      /^Drucker 127\.0\.0\.1:\d+ nicht erreichbar \(ECONNREFUSED\)\.$/,
    );
    expect(Date.now() - new Date(failed.failedAt!).getTime()).toBeLessThan(60_000);
  });

  it('narrows the list by since: the last hour has it, a time after the failure not', async () => {
    const hourAgo = new Date(Date.now() - 3600_000).toISOString();
    const recent = await admin.get<{ data: Job[] }>(`/api/jobs?status=failed&since=${hourAgo}`);
    expect(recent.status).toBe(200);
    expect(recent.body.data.map((job) => job.id)).toContain(failed.id);
    const later = new Date(new Date(failed.failedAt!).getTime() + 1000).toISOString();
    const none = await admin.get<{ data: Job[] }>(`/api/jobs?status=failed&since=${later}`);
    expect(none.body.data.map((job) => job.id)).not.toContain(failed.id);
  });

  it('refuses a since that is no point in time, in German (422)', async () => {
    const reply = await admin.get('/api/jobs?since=gestern');
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual([
      { field: 'since', message: '„Seit“ muss ein gültiger Zeitpunkt sein (ISO 8601).' },
    ]);
  });

  it('is for admins only', async () => {
    const employee = await api.employee();
    expect((await employee.get('/api/jobs')).status).toBe(403);
    expect((await employee.post(`/api/jobs/print/${failed.id}/retry`, {})).status).toBe(403);
  });

  it('takes 30 parallel retries of the failed job: each answered, the job tried once more', async () => {
    const replies = await Promise.all(
      Array.from({ length: 30 }, () => admin.post(`/api/jobs/print/${failed.id}/retry`, {})),
    );
    expect(replies.filter((reply) => reply.status !== 200)).toEqual([]);
    // The refused printer fails it again, after one more try (not 30).
    const again = await eventually(
      async () => {
        const reply = await admin.get<{ data: Job[] }>('/api/jobs?queue=print&status=failed');
        const job = reply.body.data.find((entry) => entry.id === failed.id);
        return job && job.failedAt !== failed.failedAt ? job : undefined;
      },
      { timeout: 20_000 },
    );
    expect(again).toMatchObject({ id: failed.id, status: 'failed' });
    expect((again as Job & { attempts: number }).attempts).toBe(1);
    expect((await admin.post('/api/jobs/print/999999/retry', {})).status).toBe(404);
  });
});
