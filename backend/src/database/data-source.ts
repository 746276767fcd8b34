import { DataSource, DataSourceOptions } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { ENTITIES } from './entities';
import { MYSQL_MIGRATIONS } from './migrations/mysql';
import { SQLITE_MIGRATIONS } from './migrations/sqlite';

/**
 * MariaDB/MySQL through mysql2 in production, a SQLite file under data/ when DATABASE_URL
 * is unset. TypeORM writes SQL per dialect, so each keeps its own generated migrations.
 */
export function dataSourceOptions(config: AppConfig): DataSourceOptions {
  const common = {
    entities: ENTITIES,
    synchronize: false,
    migrationsRun: false,
    logging: false,
  } as const;
  if (config.databaseKind === 'mysql') {
    return {
      ...common,
      type: 'mysql',
      url: config.env.DATABASE_URL,
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      migrations: MYSQL_MIGRATIONS,
      // mysql2 captures a stack trace for every query (to name the caller in a failed query's
      // error): 2 % of the API's time under orders. Errors keep their code and message.
      trace: false,
      extra: {
        connectionLimit: config.env.DB_POOL_SIZE,
        // Beyond this many waiting requests, answer 503 at once (see boundPool).
        queueLimit: config.env.DB_POOL_QUEUE_LIMIT,
      },
    };
  }
  return {
    ...common,
    type: 'better-sqlite3',
    database: config.sqlitePath,
    migrations: SQLITE_MIGRATIONS,
    // WAL lets the API and a worker process read while the other writes.
    prepareDatabase: (db: { pragma(statement: string): unknown }) => {
      db.pragma('journal_mode = WAL');
      db.pragma('busy_timeout = 5000');
    },
  };
}

export async function runMigrations(config: AppConfig): Promise<string[]> {
  const dataSource = new DataSource(dataSourceOptions(config));
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await dataSource.destroy();
  }
}
