import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { createApp } from '../../../src/app.factory';
import { AppConfig } from '../../../src/config/app-config';
import { dataSourceOptions, runMigrations } from '../../../src/database/data-source';
import {
  DEMO_ADMIN,
  DEMO_EMPLOYEE,
  insertDemoShop,
} from '../../../src/database/seeds/demo-shop.seed';
import { WorkerModule } from '../../../src/worker.module';

export { DEMO_ADMIN, DEMO_EMPLOYEE };

export interface Reply<T = unknown> {
  status: number;
  body: T & { data?: unknown; errors?: { field?: string; message: string }[]; meta?: unknown };
  headers: Record<string, string | string[] | undefined>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A browser-like client: keeps cookies and, like axios, echoes the XSRF-TOKEN cookie in the
 * X-XSRF-TOKEN header on writes (unless told not to).
 */
export class Client {
  readonly cookies = new Map<string, string>();
  constructor(private readonly app: NestFastifyApplication) {}

  async request<T = unknown>(
    method: Method,
    url: string,
    payload?: unknown,
    options: { csrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf && options.csrf !== false)
      headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    const response = await this.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined
        ? {}
        : typeof payload === 'string'
          ? { payload }
          : { payload: payload as object }),
    });
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired =
        cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    let body: Reply<T>['body'];
    try {
      body = response.json();
    } catch {
      body = { raw: response.body } as unknown as Reply<T>['body'];
    }
    return { status: response.statusCode, body, headers: response.headers as Reply['headers'] };
  }

  get<T = unknown>(url: string) {
    return this.request<T>('GET', url);
  }
  post<T = unknown>(url: string, payload?: unknown, options?: { csrf?: boolean }) {
    return this.request<T>('POST', url, payload ?? {}, options);
  }
  put<T = unknown>(url: string, payload?: unknown, options?: { csrf?: boolean }) {
    return this.request<T>('PUT', url, payload ?? {}, options);
  }
  delete<T = unknown>(url: string, options?: { csrf?: boolean }) {
    return this.request<T>('DELETE', url, undefined, options);
  }

  async login(username: string, password: string): Promise<Reply> {
    const reply = await this.post('/api/auth/login', { username, password });
    if (reply.status !== 200)
      throw new Error(`login failed: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply;
  }
}

export interface TestApi {
  app: NestFastifyApplication;
  kind: 'mariadb' | 'sqlite';
  dataSource: DataSource;
  client(): Client;
  admin(): Promise<Client>;
  employee(): Promise<Client>;
  /** With Redis, jobs wait for a worker process: start one (the embedded runner needs none). */
  startWorker(): Promise<void>;
  /** Lets every pending login link run out, as if its lifetime had passed. */
  expireLoginLinks(): Promise<void>;
  /**
   * A second API process on the same database and Redis prefix (closed with this one),
   * optionally with more environment (TRUSTED_PROXIES, say).
   */
  startSecondApp(env?: Record<string, string>): Promise<NestFastifyApplication>;
  close(): Promise<void>;
}

/** The variables earlier startTestApi calls of this test file were given. */
const givenKeys = new Set<string>();

const MANAGED_KEYS = [
  'DATABASE_URL',
  'DB_ACQUIRE_TIMEOUT_MS',
  'DB_LOCK_WAIT_TIMEOUT_SECONDS',
  'REDIS_URL',
  'REDIS_PREFIX',
  'DATA_DIR',
  'NODE_ENV',
  'LOG_LEVEL',
  'SMTP_URL',
];

/**
 * Starts the real API on a fresh database: a new MariaDB schema plus Redis (prefix of its
 * own) or a new SQLite file, with the migrations applied and the demo shop seeded.
 */
export async function startTestApi(env: Record<string, string> = {}): Promise<TestApi> {
  const kind = process.env.TEST_DATABASE === 'mariadb' ? 'mariadb' : 'sqlite';
  const id = `${process.pid}_${randomBytes(4).toString('hex')}`;
  // Each API starts with its own settings only: what an earlier one of this file was given
  // (BACKOFFICE_REMOTES, a limit) does not carry over to the next.
  for (const key of [...MANAGED_KEYS, ...givenKeys]) delete process.env[key];
  for (const key of Object.keys(env)) givenKeys.add(key);
  const dataDir = mkdtempSync(join(tmpdir(), 'bestellwerk-test-'));
  Object.assign(process.env, {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
  });
  let dropDatabase = async () => {};
  let redis: Redis | null = null;
  if (kind === 'mariadb') {
    const server = process.env.TEST_MARIADB_URL!;
    const database = `bw_test_${id}`;
    const admin = new DataSource({ type: 'mysql', url: server });
    await admin.initialize();
    await admin.query(
      `CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
    await admin.destroy();
    dropDatabase = async () => {
      const dropper = new DataSource({ type: 'mysql', url: server });
      await dropper.initialize();
      await dropper.query(`DROP DATABASE IF EXISTS \`${database}\``);
      await dropper.destroy();
    };
    Object.assign(process.env, {
      DATABASE_URL: `${server}/${database}`,
      REDIS_URL: process.env.TEST_REDIS_URL,
      REDIS_PREFIX: `bwtest_${id}`,
    });
    redis = new Redis(process.env.TEST_REDIS_URL!);
  }
  // The suites send 3 × the pool's requests at once and expect every one answered. On a
  // machine busy with other work, the last of 30 writes serialised on one row can wait
  // longer than the production limits (3 s for a connection, 5 s for a lock) and get the
  // overload 503 those limits exist for. Here they are generous; overload.spec sets its own
  // short ones to test that 503.
  Object.assign(process.env, {
    DB_ACQUIRE_TIMEOUT_MS: '30000',
    DB_LOCK_WAIT_TIMEOUT_SECONDS: '30',
  });
  Object.assign(process.env, env);

  const config = AppConfig.fromProcess();
  await runMigrations(config);
  const seedSource = new DataSource(dataSourceOptions(config));
  await seedSource.initialize();
  await seedSource.transaction((manager) => insertDemoShop(manager, DEMO_ADMIN));
  await seedSource.destroy();

  const app = await createApp();
  const dataSource = app.get(DataSource);
  let worker: INestApplicationContext | null = null;
  const others: NestFastifyApplication[] = [];
  const appEnv = Object.fromEntries(
    [...MANAGED_KEYS, ...Object.keys(env)].map((key) => [key, process.env[key]]),
  );
  return {
    app,
    kind,
    dataSource,
    client: () => new Client(app),
    admin: async () => {
      const client = new Client(app);
      await client.login(DEMO_ADMIN.username, DEMO_ADMIN.password);
      return client;
    },
    employee: async () => {
      const client = new Client(app);
      await client.login(DEMO_EMPLOYEE.username, DEMO_EMPLOYEE.password);
      return client;
    },
    startWorker: async () => {
      if (kind !== 'mariadb' || worker) return;
      worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
      await worker.init();
    },
    expireLoginLinks: async () => {
      if (redis) {
        const keys = await redis.keys(`bwtest_${id}:test:kv:login-link:*`);
        for (const key of keys) await redis.pexpire(key, 1);
        await new Promise((resolve) => setTimeout(resolve, 20));
      } else {
        await dataSource.query(
          `UPDATE kv_entry SET expiresAt = '1' WHERE \`key\` LIKE 'login-link:%'`,
        );
      }
    },
    startSecondApp: async (extra = {}) => {
      for (const [key, value] of Object.entries(appEnv)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
      Object.assign(process.env, extra);
      const other = await createApp();
      others.push(other);
      return other;
    },
    close: async () => {
      for (const other of others) await other.close();
      await worker?.close();
      await app.close();
      await dropDatabase();
      if (redis) {
        const keys = await redis.keys(`bwtest_${id}*`);
        if (keys.length) await redis.del(...keys);
        await redis.quit();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Counts rows of a table, to prove that a rejected request wrote nothing. */
export async function countRows(api: TestApi, table: string): Promise<number> {
  const [row] = await api.dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`);
  return Number((row as { n: number | string }).n);
}
