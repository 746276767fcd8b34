import { createRequire } from 'node:module';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import { MARIADB_URL, ROOT, RUN_ID } from './env.mts';

/** The built backend's own modules (CommonJS in backend/dist), as `cli.js migrate|seed` uses them. */
const backend = createRequire(join(ROOT, 'backend/dist/cli.js'));
backend('reflect-metadata');

/** A module of the built backend (a path under backend/dist, or a package it depends on). */
export function backendModule<T>(path: string): T {
  return backend(path) as T;
}

export interface SeedModules {
  config: { AppConfig: { fromProcess(overrides: Record<string, string>): unknown } };
  dataSource: {
    runMigrations(config: unknown): Promise<string[]>;
    dataSourceOptions(config: unknown): object;
  };
  seed: {
    insertDemoShop(manager: unknown, admin: { username: string; password: string }): Promise<void>;
    DEMO_ADMIN: { username: string; password: string };
  };
  typeorm: {
    DataSource: new (options: object) => {
      initialize(): Promise<unknown>;
      transaction<T>(run: (manager: unknown) => Promise<T>): Promise<T>;
      destroy(): Promise<void>;
    };
  };
}
export const modules = (): SeedModules => ({
  config: backend('./config/app-config.js'),
  dataSource: backend('./database/data-source.js'),
  seed: backend('./database/seeds/demo-shop.seed.js'),
  typeorm: backend('typeorm'),
});

export type Connection = mysql.Connection;

/**
 * A fresh database on the shared MariaDB, migrated and seeded with the demo shop by the
 * product's own code (its migrations, insertDemoShop), as the integration harness does it:
 * in process, without the demo images `cli.js seed` renders (they cost seconds, and no
 * figure reads them).
 */
export async function createDatabase(label: string): Promise<{ name: string; url: string }> {
  const name = `bench_${label}_${RUN_ID}`;
  const admin = await mysql.createConnection(MARIADB_URL);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = `${MARIADB_URL}/${name}`;
  const { config: configModule, dataSource, seed, typeorm } = modules();
  const config = configModule.AppConfig.fromProcess({ DATABASE_URL: url, NODE_ENV: 'test' });
  await dataSource.runMigrations(config);
  const source = new typeorm.DataSource(dataSource.dataSourceOptions(config));
  await source.initialize();
  try {
    await source.transaction((manager) => seed.insertDemoShop(manager, seed.DEMO_ADMIN));
  } finally {
    await source.destroy();
  }
  return { name, url };
}

export async function dropDatabase(name: string): Promise<void> {
  const admin = await mysql.createConnection(MARIADB_URL);
  await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await admin.end();
}

export async function connect(url: string): Promise<Connection> {
  return mysql.createConnection({ uri: url, multipleStatements: false, dateStrings: true });
}

/** Rows as plain objects (mysql2's query returns [rows, fields]). */
export async function rows<T = Record<string, unknown>>(
  db: Connection,
  sql: string,
  values: unknown[] = [],
): Promise<T[]> {
  const [result] = await db.query(sql, values);
  return result as T[];
}

/** Inserts rows in multi-row INSERTs of `chunk` rows; returns the first insert id of each chunk. */
export async function insertMany(
  db: Connection,
  table: string,
  records: Record<string, unknown>[],
  chunk = 1000,
): Promise<number[]> {
  if (records.length === 0) return [];
  const columns = Object.keys(records[0]);
  const ids: number[] = [];
  for (let at = 0; at < records.length; at += chunk) {
    const part = records.slice(at, at + chunk).map((record) => columns.map((c) => record[c]));
    const [result] = await db.query(
      `INSERT INTO \`${table}\` (${columns.map((c) => `\`${c}\``).join(', ')}) VALUES ?`,
      [part],
    );
    ids.push((result as { insertId: number }).insertId);
  }
  return ids;
}

/** Every column of a row except its id, so that it can be copied with changes. */
export async function template(
  db: Connection,
  table: string,
  where: string,
  values: unknown[] = [],
) {
  const [row] = await rows(db, `SELECT * FROM \`${table}\` WHERE ${where} LIMIT 1`, values);
  if (!row) throw new Error(`no ${table} row where ${where}`);
  const { id: _id, ...rest } = row;
  return rest;
}
