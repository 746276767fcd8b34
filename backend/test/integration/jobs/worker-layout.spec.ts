import { ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Device } from '../../../src/modules/devices/entities/device.entity';
import { JobQueue, QUEUE_NAMES, QueueName } from '../../../src/modules/jobs/job-queue';
import { eventually } from '@bestellwerk/test-support';
import { SmtpSink, startSmtpSink } from '../../support/mail';
import { PrinterSink } from '../../support/printer-sink';
import { startTestApi, TestApi } from '../api/harness';

const ROOT = join(__dirname, '../../../..');

interface ProcfileEntry {
  name: string;
  /** The VAR=value words before the command. */
  env: Record<string, string>;
  command: string;
}

/** infra/Procfile as a platform reads it: `name: [VAR=value …] command`, # starts a comment. */
function procfile(): ProcfileEntry[] {
  return readFileSync(join(ROOT, 'infra/Procfile'), 'utf8')
    .split('\n')
    .flatMap((line) => {
      const match = /^([A-Za-z0-9_]+):\s*(.+)$/.exec(line.trim());
      if (!match || line.startsWith('#')) return [];
      const words = match[2].split(/\s+/);
      const env: Record<string, string> = {};
      while (/^[A-Z_][A-Z0-9_]*=/.test(words[0] ?? '')) {
        const [key, ...value] = words.shift()!.split('=');
        env[key] = value.join('=');
      }
      return [{ name: match[1], env, command: words.join(' ') }];
    });
}

/** Collects the child's output until `pattern` shows, or the process ends first. */
function outputUntil(child: ChildProcess, pattern: RegExp, timeoutMs = 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`no ${pattern} within: ${text}`)), timeoutMs);
    const take = (chunk: Buffer) => {
      text += chunk.toString();
      if (pattern.test(text)) {
        clearTimeout(timer);
        resolve(text);
      }
    };
    child.stdout!.on('data', take);
    child.stderr!.on('data', take);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`worker ended with ${code} before ${pattern}: ${text}`));
    });
  });
}

type HealthWarnings = { data: { warnings: { code: string; queue?: string; message: string }[] } };

// Needs Redis (BullMQ): the mariadb project is the production layout.
const describeMariadb = process.env.TEST_DATABASE === 'mariadb' ? describe : describe.skip;

/**
 * The production layout as documented: infra/Procfile's worker lines, each started as its own
 * process with the environment the line gives it, run one job of every queue between them.
 * Before they start, GET /api/health names every queue that has a job and no worker.
 */
describeMariadb('the documented worker layout (infra/Procfile)', () => {
  let api: TestApi;
  let printer: PrinterSink;
  let smtp: SmtpSink;
  const children: ChildProcess[] = [];
  const entries = procfile();
  const workers = entries.filter((entry) => entry.name.startsWith('worker'));

  beforeAll(async () => {
    [printer, smtp] = await Promise.all([PrinterSink.start(), startSmtpSink()]);
    api = await startTestApi({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      PRINTER_ALLOWED_NETWORKS: '127.0.0.1/32',
      PRINTER_ALLOWED_PORTS: '1024-65535',
    });
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await api?.close();
    await Promise.allSettled([printer?.close(), smtp?.close()]);
  });

  async function queueWarnings(): Promise<{ queue?: string; message: string }[]> {
    const reply = await api.client().get<HealthWarnings>('/api/health');
    expect(reply.status).toBe(200);
    return reply.body.data.warnings.filter((warning) => warning.code === 'queue-without-worker');
  }

  it('has a release step, the API and worker groups that together consume every queue', () => {
    expect(entries.map((entry) => entry.name)).toEqual(expect.arrayContaining(['release', 'api']));
    expect(workers.length).toBeGreaterThanOrEqual(2);
    for (const worker of workers) expect(worker.command).toBe('node backend/dist/worker.js');
    const consumed = workers.flatMap((worker) => worker.env.WORKER_QUEUES.split(','));
    expect([...consumed].sort()).toEqual([...QUEUE_NAMES].sort());
  });

  it('runs one job of each queue once its workers run, and the health report names the queues without one until then', async () => {
    const [branch] = (await api.dataSource.query('SELECT id FROM branch LIMIT 1')) as {
      id: number;
    }[];
    const [device] = await api.dataSource.getRepository(Device).save([
      {
        identifier: 'layout-printer',
        name: 'Küche',
        type: 'printer',
        host: '127.0.0.1',
        port: printer.port,
        isEnabled: true,
        isAutoPrint: false,
        branch: { id: Number(branch.id) },
      } as Partial<Device>,
    ]);
    const jobs = api.app.get(JobQueue);
    const ids: Record<QueueName, string> = {
      print: await jobs.add(
        'print',
        'test-print',
        { deviceId: device.id, document: Buffer.from('LAYOUT-PRINT\n').toString('base64') },
        { key: 'layout.print' },
      ),
      sms: await jobs.add(
        'sms',
        'test',
        { to: '+436641234567', text: 'Layout' },
        { key: 'layout.sms' },
      ),
      email: await jobs.add(
        'email',
        'test',
        { to: 'layout@example.at', subject: 'Layout-Test', text: 'Jede Warteschlange läuft.' },
        { key: 'layout.email' },
      ),
      // An order that does not exist: the escalation has nothing to do and is done.
      timers: await jobs.add(
        'timers',
        'alarm',
        { kind: 'alarm', orderId: 999_999 },
        { key: 'layout.timers' },
      ),
      // A Content AI run whose row is gone: done at once, no model asked.
      content: await jobs.add('content', 'site', { jobId: 999_999 }, { key: 'layout.content' }),
      statistics: await jobs.add(
        'statistics',
        'rollup',
        { kind: 'rollup', slot: 1 },
        { key: 'layout.statistics', attempts: 1 },
      ),
    };

    // Nobody consumes yet: the health report names every queue, in German.
    const before = await queueWarnings();
    expect(before.map((warning) => warning.queue).sort()).toEqual([...QUEUE_NAMES].sort());
    expect(before.find((warning) => warning.queue === 'statistics')?.message).toBe(
      'In der Warteschlange „statistics“ (Statistik) wartet 1 Auftrag, aber kein Worker ' +
        'verarbeitet diese Warteschlange: Die Aufträge bleiben liegen. Starten Sie einen Worker ' +
        'mit WORKER_QUEUES=statistics oder mit einer Gruppe, die „statistics“ enthält (siehe infra/Procfile).',
    );

    for (const worker of workers) {
      const child = spawn(
        process.execPath,
        [
          '-r',
          join(__dirname, '../../support/swc-register.js'),
          join(ROOT, 'backend/src/worker.ts'),
        ],
        {
          env: { ...process.env, ...worker.env, LOG_LEVEL: 'info' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      children.push(child);
      const output = await outputUntil(child, /Worker verarbeitet: [^"(]+/);
      const consumed = /Worker verarbeitet: ([^"(]+) \(/.exec(output)![1].split(', ');
      expect(consumed.sort()).toEqual(worker.env.WORKER_QUEUES.split(',').sort());
    }

    for (const queue of QUEUE_NAMES) {
      await eventually(
        async () => {
          const done = await jobs.list(queue, 'completed');
          return done.some((job) => job.id === ids[queue]) ? true : undefined;
        },
        { timeout: 60_000 },
      );
    }
    expect(printer.count('LAYOUT-PRINT')).toBe(1);
    expect(smtp.mails.filter((mail) => mail.to.includes('layout@example.at'))).toHaveLength(1);
    // Every queue has its worker now (the rollup's next round waits in 'statistics').
    expect(await queueWarnings()).toEqual([]);
  }, 240_000);
});
