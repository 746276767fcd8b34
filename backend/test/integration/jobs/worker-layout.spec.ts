import { ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApi, TestApi } from '../api/harness';

const ROOT = join(__dirname, '../../../..');

/** The worker process types of the documented production layout, as infra/Procfile lists them. */
function procfileWorkers(): { name: string; queues: string }[] {
  return readFileSync(join(ROOT, 'infra/Procfile'), 'utf8')
    .split('\n')
    .flatMap((line) => {
      const match = /^(worker\w*):\s*WORKER_QUEUES=(\S+)\s+node backend\/dist\/worker\.js/.exec(
        line,
      );
      return match ? [{ name: match[1], queues: match[2] }] : [];
    });
}

/** Collects the child's output until `pattern` shows, or the process ends first. */
function outputUntil(child: ChildProcess, pattern: RegExp, timeoutMs = 30_000): Promise<string> {
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

/**
 * The production layout starts: every worker line of infra/Procfile (the README shows the
 * same two) runs the worker entry point with its WORKER_QUEUES and consumes those queues.
 */
describe('the documented worker layout', () => {
  let api: TestApi;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await api?.close();
  });

  const workers = procfileWorkers();

  it('lists the message and timer queues in the Procfile', () => {
    expect(workers.map((worker) => worker.queues)).toContain('sms,email,timers');
  });

  it.each(workers)(
    'starts $name with WORKER_QUEUES=$queues',
    async ({ queues }) => {
      const child = spawn(
        process.execPath,
        [
          '-r',
          join(__dirname, '../../support/swc-register.js'),
          join(ROOT, 'backend/src/worker.ts'),
        ],
        {
          env: { ...process.env, WORKER_QUEUES: queues, LOG_LEVEL: 'info' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      children.push(child);
      const expected = queues.split(',').join(', ');
      const output = await outputUntil(child, /Worker verarbeitet: [^"(]+/);
      expect(output).toContain(`Worker verarbeitet: ${expected} `);
      expect(output).not.toContain('WORKER_QUEUES darf nur');
    },
    60_000,
  );
});
