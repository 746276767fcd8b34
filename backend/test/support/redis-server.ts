import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { eventually, freePort, stopProcess } from '@bestellwerk/test-support';

/**
 * A redis-server of the test's own (never the shared one on 6379), so the test may kill and
 * restart it. Without persistence by default, like the Redis whose restart lost the timers.
 */
export class OwnRedis {
  private process: ChildProcess | null = null;
  private readonly dir = mkdtempSync(join(tmpdir(), 'bestellwerk-redis-'));

  private constructor(
    readonly port: number,
    private readonly args: string[],
  ) {}

  static async start(args: string[] = []): Promise<OwnRedis> {
    const redis = new OwnRedis(await freePort(), args);
    await redis.restart();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts it (again) on the same port, empty unless its arguments ask for persistence. */
  async restart(): Promise<void> {
    const child = spawn(
      'redis-server',
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--dir',
        this.dir,
        '--save',
        '',
        '--appendonly',
        'no',
        ...this.args,
      ],
      { stdio: 'ignore' },
    );
    this.process = child;
    await eventually(
      async () => {
        const probe = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0 });
        probe.on('error', () => undefined);
        try {
          await probe.connect();
          return (await probe.ping()) === 'PONG' ? true : undefined;
        } catch {
          return undefined;
        } finally {
          probe.disconnect();
        }
      },
      { timeout: 15_000 },
    );
  }

  /** SIGKILL: whatever it held in memory is gone. */
  async kill(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (child) await stopProcess(child, { signal: 'SIGKILL' });
  }

  async stop(): Promise<void> {
    await this.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
