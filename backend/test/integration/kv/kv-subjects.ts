/** The key-value stores under test (Redis, the database on MariaDB and on SQLite). */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { DatabaseKeyValueStore } from '../../../src/common/kv/database-key-value-store';
import { KeyValueStore } from '../../../src/common/kv/key-value-store';
import { RedisKeyValueStore } from '../../../src/common/kv/redis-key-value-store';
import { AppConfig } from '../../../src/config/app-config';
import { dataSourceOptions, runMigrations } from '../../../src/database/data-source';
import { eventually } from '@bestellwerk/test-support';

/** Each store, and how a test makes one of its keys run out. */
export interface Subject {
  store: KeyValueStore;
  expire(key: string): Promise<void>;
  close(): Promise<void>;
}

async function onDatabase(overrides: Record<string, string>): Promise<Subject> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bestellwerk-kv-'));
  const config = AppConfig.fromProcess({ NODE_ENV: 'test', DATA_DIR: dataDir, ...overrides });
  await runMigrations(config);
  const dataSource = new DataSource(dataSourceOptions(config));
  await dataSource.initialize();
  return {
    store: new DatabaseKeyValueStore(dataSource),
    expire: async (key) => {
      await dataSource.query("UPDATE kv_entry SET expiresAt = '1' WHERE `key` = ?", [key]);
    },
    close: async () => {
      await dataSource.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const subjects: Record<string, () => Promise<Subject>> = {
  redis: async () => {
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    const prefix = `bwtest_kv_${randomBytes(4).toString('hex')}`;
    const store = new RedisKeyValueStore(redis, prefix);
    return {
      store,
      expire: async (key) => {
        await redis.pexpire(`${prefix}:kv:${key}`, 1);
        await eventually(async () => ((await store.get(key)) === null ? true : undefined));
      },
      close: async () => {
        const keys = await redis.keys(`${prefix}:*`);
        if (keys.length) await redis.del(...keys);
        await redis.quit();
      },
    };
  },
  'database on MariaDB': async () => {
    const server = process.env.TEST_MARIADB_URL!;
    const database = `bw_test_kv_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new DataSource({ type: 'mysql', url: server });
    await admin.initialize();
    await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4`);
    const subject = await onDatabase({ DATABASE_URL: `${server}/${database}` });
    return {
      ...subject,
      close: async () => {
        await subject.close();
        await admin.query(`DROP DATABASE IF EXISTS \`${database}\``);
        await admin.destroy();
      },
    };
  },
  'database on SQLite': () => onDatabase({}),
};
