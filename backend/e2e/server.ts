import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { stopProcess, untilHealthy } from '@bestellwerk/test-support';

// dirname(__filename), not __dirname: tsx's ESM loader (the bench) sets only __filename.
export const ROOT = resolve(dirname(__filename), '../..');

/** The built product on one port and data directory; stopped and started again at will. */
export class ProductServer {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'bestellwerk-signage-e2e-'));
  private child: ChildProcess | null = null;

  constructor(readonly port: number) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  private env(): NodeJS.ProcessEnv {
    return {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      PORT: String(this.port),
      HOST: '127.0.0.1',
      DATA_DIR: this.dataDir,
      PUBLIC_URL: this.baseUrl,
      LOG_LEVEL: 'warn',
    };
  }

  /** migrate and seed once, as `npm start` does. */
  prepare(): void {
    for (const command of ['migrate', 'seed']) {
      const run = spawnSync(process.execPath, ['backend/dist/cli.js', command], {
        cwd: ROOT,
        env: this.env(),
        encoding: 'utf8',
      });
      if (run.status !== 0) throw new Error(`cli.js ${command}: ${run.stdout}\n${run.stderr}`);
    }
  }

  async start(): Promise<void> {
    this.child = spawn(process.execPath, ['backend/dist/main.js'], {
      cwd: ROOT,
      env: this.env(),
      stdio: 'ignore',
    });
    await untilHealthy(this.baseUrl, this.child);
  }

  /** The server is gone at once (a pulled cable looks the same to the TV). */
  async kill(): Promise<void> {
    if (this.child) await stopProcess(this.child, { signal: 'SIGKILL' });
    this.child = null;
  }

  async close(): Promise<void> {
    await this.kill();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
