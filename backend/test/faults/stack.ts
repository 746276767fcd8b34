import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Server, Socket, createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../src/config/app-config';
import { validateEnvironment } from '../../src/config/env.schema';
import { dataSourceOptions, runMigrations } from '../../src/database/data-source';
import { DEMO_ADMIN, insertDemoShop } from '../../src/database/seeds/demo-shop.seed';
import { Device } from '../../src/modules/devices/entities/device.entity';
import { eventually, freePort, stopProcess } from '@bestellwerk/test-support';
import { ReceivedMail, SmtpSink as MailSink, startSmtpSink } from '../support/mail';
import { PrinterSink } from '../support/printer-sink';
import { OwnRedis } from '../support/redis-server';

export { PrinterSink };

const BACKEND = resolve(__dirname, '../..');
const REGISTER = join(BACKEND, 'test/support/swc-register.js');
const MARIADB = process.env.TEST_MARIADB_URL || 'mysql://root@127.0.0.1:3306';
/** Processes compile TypeScript on the fly on a shared machine: their start may be slow. */
const START_TIMEOUT_MS = 180_000;

/** A product process (API or worker) run from source, as a separate node process. */
export class ProductProcess {
  private child: ChildProcess | null = null;
  private chunks: string[] = [];
  /** Aborted when the process of the latest start() has ended: a wait for it gives up then. */
  private ended = new AbortController();

  constructor(
    readonly name: string,
    private readonly entry: string,
    private readonly env: Record<string, string>,
  ) {}

  /** Everything it wrote that is still kept (the last 200–400 chunks). */
  get output(): string {
    return this.chunks.join('');
  }

  /** The last lines it wrote, for a failing test's message. */
  get log(): string {
    return this.chunks.slice(-40).join('');
  }

  /** Aborted (with the last lines it wrote) once the process of the latest start() ended. */
  get endedSignal(): AbortSignal {
    return this.ended.signal;
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  start(): ChildProcess {
    const child = spawn(process.execPath, ['-r', REGISTER, this.entry], {
      cwd: BACKEND,
      env: { PATH: process.env.PATH ?? '', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.chunks.push(chunk.toString('utf8'));
      if (this.chunks.length > 400) this.chunks = this.chunks.slice(-200);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    this.child = child;
    const ended = (this.ended = new AbortController());
    // 'close', not 'exit': by then its last output is in the log the error shows.
    child.once('close', () => ended.abort(new Error(`${this.name} ended:\n${this.log}`)));
    return child;
  }

  /** Waits until its output contains `text` (a worker's start line). */
  async waitFor(text: string): Promise<void> {
    await eventually(() => (this.output.includes(text) ? true : undefined), {
      timeout: START_TIMEOUT_MS,
      signal: this.endedSignal,
    });
  }

  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    // A graceful stop under test is waited for to its end, never cut short by a SIGKILL.
    if (this.child) await stopProcess(this.child, { signal, graceMs: Infinity });
  }
}

/** The SMTP sink of the suite: every message's Message-ID and recipients, counted. */
export class SmtpSink {
  private constructor(private readonly sink: MailSink) {}

  static async start(): Promise<SmtpSink> {
    return new SmtpSink(await startSmtpSink());
  }

  get port(): number {
    return this.sink.port;
  }

  get messages(): ReceivedMail[] {
    return this.sink.mails;
  }

  /** How often each Message-ID arrived. */
  counts(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const { messageId } of this.messages)
      counts.set(messageId, (counts.get(messageId) ?? 0) + 1);
    return counts;
  }

  close(): Promise<void> {
    return this.sink.close();
  }
}

/**
 * A TCP proxy between the API and MariaDB. cut() closes every open connection and refuses
 * new ones (as a network drop or a database restart would); restore() lets them through.
 */
export class DbProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();

  private constructor(readonly port: number) {}

  static async start(): Promise<DbProxy> {
    const proxy = new DbProxy(await freePort());
    await proxy.restore();
    return proxy;
  }

  async restore(): Promise<void> {
    if (this.server) return;
    const server = createServer((client) => {
      const upstream = connect(3306, '127.0.0.1');
      this.sockets.add(client);
      this.sockets.add(upstream);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        this.sockets.delete(client);
        this.sockets.delete(upstream);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((done) => server.listen(this.port, '127.0.0.1', done));
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    const closed = server ? new Promise((done) => server.close(done)) : Promise.resolve();
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await closed;
  }
}

export interface StackOptions {
  /** Put a DbProxy between the API and MariaDB (the worker connects directly). */
  dbProxy?: boolean;
  /** How many API and worker processes (one each unless set): the scaled-out layout. */
  apis?: number;
  workers?: number;
  env?: Record<string, string>;
}

/**
 * The production layout on this machine: a fresh MariaDB database with migrations and the
 * demo shop, a redis-server of the test's own, the API and the worker as separate node
 * processes, an SMTP sink and a printer sink (an auto-print printer in the order's branch).
 */
export class Stack {
  readonly id = `${process.pid}_${randomBytes(4).toString('hex')}`;
  readonly database = `bw_faults_${this.id}`;
  db!: DataSource;
  redis!: OwnRedis;
  smtp!: SmtpSink;
  printer!: PrinterSink;
  proxy: DbProxy | null = null;
  apis: ProductProcess[] = [];
  workers: ProductProcess[] = [];
  apiUrls: string[] = [];
  branchId = 0;
  productId = 0;
  private dataDir = '';

  static async start(options: StackOptions = {}): Promise<Stack> {
    const stack = new Stack();
    try {
      await stack.boot(options);
    } catch (error) {
      await stack.close();
      throw error;
    }
    return stack;
  }

  private async boot(options: StackOptions): Promise<void> {
    [this.redis, this.smtp, this.printer] = await Promise.all([
      OwnRedis.start(),
      SmtpSink.start(),
      PrinterSink.start(),
    ]);
    if (options.dbProxy) this.proxy = await DbProxy.start();
    const admin = new DataSource({ type: 'mysql', url: MARIADB });
    await admin.initialize();
    await admin.query(
      `CREATE DATABASE \`${this.database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
    await admin.destroy();
    const databaseUrl = `${MARIADB}/${this.database}`;
    this.dataDir = mkdtempSync(join(tmpdir(), 'bestellwerk-faults-'));
    const port = await freePort();
    const env: Record<string, string> = {
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      REDIS_URL: this.redis.url,
      REDIS_PREFIX: `bwfaults_${this.id}`,
      DATA_DIR: this.dataDir,
      SMTP_URL: `smtp://127.0.0.1:${this.smtp.port}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Every order of a burst comes from another customer behind the local proxy.
      TRUSTED_PROXIES: '127.0.0.1',
      // The printer sink listens on loopback at a random port.
      PRINTER_ALLOWED_NETWORKS: '127.0.0.1/32',
      PRINTER_ALLOWED_PORTS: '1024-65535',
      ORDER_ALARM_AFTER_SECONDS: '2',
      ORDER_MISSED_AFTER_SECONDS: '4',
      ORDER_SWEEP_INTERVAL_SECONDS: '2',
      ...options.env,
    };
    const config = new AppConfig(validateEnvironment(env));
    await runMigrations(config);
    this.db = new DataSource(dataSourceOptions(config));
    await this.db.initialize();
    await this.db.transaction((manager) => insertDemoShop(manager, DEMO_ADMIN));
    const [branch] = (await this.db.query(
      "SELECT id FROM branch WHERE identifier = 'wien-neubau'",
    )) as { id: number }[];
    const [product] = (await this.db.query("SELECT id FROM product WHERE name = 'Espresso'")) as {
      id: number;
    }[];
    this.branchId = Number(branch.id);
    this.productId = Number(product.id);
    // Open around the clock, so the suite does not depend on the hour it runs at.
    await this.db.query('UPDATE branch SET openingHours = ?, orderableFrom = NULL WHERE id = ?', [
      JSON.stringify([{ type: 'daily', isClosed: false, from: '00:00', to: '23:59' }]),
      this.branchId,
    ]);
    await this.db.getRepository(Device).save({
      identifier: `faults-printer-${this.id}`,
      name: 'Küche',
      type: 'printer',
      host: '127.0.0.1',
      port: this.printer.port,
      branch: { id: this.branchId },
      isEnabled: true,
      isAutoPrint: true,
    } as Partial<Device>);

    const apiEnv = this.proxy
      ? { ...env, DATABASE_URL: `mysql://root@127.0.0.1:${this.proxy.port}/${this.database}` }
      : env;
    for (let index = 0; index < (options.apis ?? 1); index++) {
      const apiPort = index === 0 ? port : await freePort();
      this.apiUrls.push(`http://127.0.0.1:${apiPort}`);
      this.apis.push(
        new ProductProcess(`api${index}`, 'src/main.ts', { ...apiEnv, PORT: String(apiPort) }),
      );
    }
    for (let index = 0; index < (options.workers ?? 1); index++)
      this.workers.push(
        new ProductProcess(`worker${index}`, 'src/worker.ts', { ...env, LOG_LEVEL: 'info' }),
      );
    await Promise.all([
      ...this.apis.map((_, index) => this.startApi(index)),
      ...this.workers.map((_, index) => this.startWorker(index)),
    ]);
  }

  get api(): ProductProcess {
    return this.apis[0];
  }

  get worker(): ProductProcess {
    return this.workers[0];
  }

  get apiUrl(): string {
    return this.apiUrls[0];
  }

  async startApi(index = 0): Promise<void> {
    const api = this.apis[index];
    api.start();
    await eventually(
      async () => {
        const reply = await fetch(`${this.apiUrls[index]}/api/health`, {
          signal: AbortSignal.timeout(2000),
        });
        return reply.status === 200 ? true : undefined;
      },
      { timeout: START_TIMEOUT_MS, signal: api.endedSignal },
    );
  }

  async startWorker(index = 0): Promise<void> {
    const worker = this.workers[index];
    worker.start();
    await worker.waitFor('Worker verarbeitet');
  }

  /** The order a burst's customer number `n` sends: marked in its comment for the printer. */
  draft(n: number) {
    return {
      branch: { id: this.branchId },
      isDelivery: false,
      isDineIn: false,
      firstName: 'Kundin',
      lastName: `Nummer ${n}`,
      email: `kundin.${n}@example.at`,
      phone: '+436641234567',
      country: 'AT',
      comment: marker(n),
      appointmentDate: null,
      paymentMethod: 'cash',
      legalInstructions: true,
      privacyPolicy: true,
      items: [{ product: { id: this.productId }, amount: 1, unit: 'piece', parts: [] }],
    };
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.apis, ...this.workers].map((process) => process.kill()));
    await this.proxy?.cut();
    await this.db?.destroy().catch(() => undefined);
    await Promise.allSettled([this.redis?.stop(), this.smtp?.close(), this.printer?.close()]);
    const dropper = new DataSource({ type: 'mysql', url: MARIADB });
    await dropper.initialize();
    await dropper.query(`DROP DATABASE IF EXISTS \`${this.database}\``);
    await dropper.destroy();
    if (this.dataDir) rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** The comment of customer `n`'s order, found again on the printed receipt. */
export const marker = (n: number) => `FM${n}Z`;
