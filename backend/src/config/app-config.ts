import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Environment, validateEnvironment } from './env.schema';
import { NetworkList, parseNetworkList, parsePortList } from './network-list';

/** The demo printer listens on the loopback address only: nothing outside the machine sees it. */
export const DEMO_PRINTER_HOST = '127.0.0.1';
/** One demo printer per branch of the demo shop. */
export const DEMO_PRINTER_COUNT = 3;
/**
 * And one spare on the port after theirs: the backup printer („Ersatzdrucker“) of the demo
 * shop's Wien Neubau, so a printer out of paper can be tried with its backup taking over.
 */
export const DEMO_BACKUP_PRINTER_COUNT = 1;

/**
 * The validated environment plus what follows from it. Created once per process
 * (see AppConfigModule) and by the CLI, so every entry point reads the same rules.
 */
export class AppConfig {
  constructor(readonly env: Environment) {}

  static fromProcess(overrides: Record<string, string | undefined> = {}): AppConfig {
    return new AppConfig(validateEnvironment({ ...process.env, ...overrides }));
  }

  get isProduction(): boolean {
    return this.env.NODE_ENV === 'production';
  }

  /** Human-readable logs in development, JSON lines elsewhere (LOG_FORMAT overrides). */
  get logFormat(): 'pretty' | 'json' {
    return this.env.LOG_FORMAT ?? (this.env.NODE_ENV === 'development' ? 'pretty' : 'json');
  }

  get dataDir(): string {
    const dir = resolve(this.env.DATA_DIR);
    mkdirSync(dir, { recursive: true });
    return dir;
  }

  /** The storefront build to serve; undefined: this checkout's storefront/dist. */
  get storefrontDir(): string | undefined {
    return this.env.STOREFRONT_DIR ? resolve(this.env.STOREFRONT_DIR) : undefined;
  }

  get databaseKind(): 'mysql' | 'sqlite' {
    return this.env.DATABASE_URL ? 'mysql' : 'sqlite';
  }

  get sqlitePath(): string {
    return join(this.dataDir, 'bestellwerk.sqlite');
  }

  get redisUrl(): string | undefined {
    return this.env.REDIS_URL;
  }

  /** Queue/key prefix, one per environment so a staging and a production worker never mix. */
  get redisPrefix(): string {
    return `${this.env.REDIS_PREFIX}:${this.env.NODE_ENV}`;
  }

  get publicUrl(): string {
    return this.env.PUBLIC_URL ?? `http://localhost:${this.env.PORT}`;
  }

  get workerQueues(): string[] | undefined {
    return this.env.WORKER_QUEUES?.split(',');
  }

  /** WORKER_CONCURRENCY as queue → jobs at once; queues not named keep their default. */
  get workerConcurrency(): Record<string, number> {
    if (!this.env.WORKER_CONCURRENCY) return {};
    return Object.fromEntries(
      this.env.WORKER_CONCURRENCY.split(',').map((pair) => {
        const [queue, count] = pair.split('=');
        return [queue, Number(count)];
      }),
    );
  }

  /** BACKOFFICE_REMOTES as name → manifest URL; null when unset (the built-in defaults). */
  get backofficeRemotes(): Record<string, string> | null {
    if (!this.env.BACKOFFICE_REMOTES) return null;
    return Object.fromEntries(
      this.env.BACKOFFICE_REMOTES.split(',').map((pair) => {
        const at = pair.indexOf('=');
        return [pair.slice(0, at), pair.slice(at + 1)];
      }),
    );
  }

  /** Fastify's trustProxy: the configured proxies' addresses, or false (trust nobody). */
  get trustedProxies(): string[] | false {
    if (!this.env.TRUSTED_PROXIES) return false;
    return parseNetworkList(this.env.TRUSTED_PROXIES)!.map(
      (entry) => `${entry.address}/${entry.prefix}`,
    );
  }

  get printerNetworks(): NetworkList {
    return (this.cachedPrinterNetworks ??= NetworkList.parse(this.env.PRINTER_ALLOWED_NETWORKS));
  }
  private cachedPrinterNetworks?: NetworkList;

  isPrinterPortAllowed(port: number): boolean {
    return parsePortList(this.env.PRINTER_ALLOWED_PORTS)!.some(
      ([from, to]) => port >= from && port <= to,
    );
  }

  /** Whether printing may connect to this (resolved) address and port. */
  readonly isPrinterAddressAllowed = (address: string, port: number): boolean =>
    (this.printerNetworks.contains(address) && this.isPrinterPortAllowed(port)) ||
    this.isDemoPrinterAddress(address, port);

  /** One of this process's demo printers (DEMO_PRINTER on; never in production). */
  isDemoPrinterAddress(host: string | null | undefined, port: number): boolean {
    return host === DEMO_PRINTER_HOST && this.demoPrinterPorts.includes(port);
  }

  /**
   * The demo printer's ports (one per demo branch, then the spare), empty when it is off: explicitly set by
   * DEMO_PRINTER, otherwise on only for the embedded development start.
   */
  get demoPrinterPorts(): number[] {
    const on =
      this.env.DEMO_PRINTER ?? (this.env.NODE_ENV === 'development' && !this.env.DATABASE_URL);
    if (!on || this.isProduction) return [];
    return Array.from(
      { length: DEMO_PRINTER_COUNT + DEMO_BACKUP_PRINTER_COUNT },
      (_, i) => this.env.DEMO_PRINTER_PORT + i,
    );
  }

  /**
   * Production must bring its own secret (validated at boot). The embedded mode keeps a
   * generated one under data/ so sessions survive a restart without any set-up.
   */
  get sessionSecret(): string {
    if (this.env.SESSION_SECRET) return this.env.SESSION_SECRET;
    const file = join(this.dataDir, 'session-secret');
    if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
    return readFileSync(file, 'utf8').trim();
  }
}
