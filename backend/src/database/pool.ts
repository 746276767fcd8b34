import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';

/** The error codes a request gets when the pool cannot give it a connection in time. */
export const POOL_ACQUIRE_TIMEOUT = 'POOL_ACQUIRE_TIMEOUT';
export const POOL_QUEUE_LIMIT = 'POOL_QUEUE_LIMIT';

interface PoolConnection {
  query(sql: unknown, ...rest: unknown[]): unknown;
  release(): void;
}
type ConnectionCallback = (
  error: (Error & { code?: string }) | null,
  connection?: PoolConnection,
) => void;
interface MysqlPool {
  getConnection(callback: ConnectionCallback): void;
}

/**
 * Bounds what an overloaded MariaDB pool does to a request: mysql2 queues a request that
 * finds no free connection forever (its queueLimit is set in dataSourceOptions); this adds
 * the missing acquire timeout, so the request is answered 503 in seconds instead of hanging.
 * Each connection also gets the session's lock-wait timeout (see withLockWait), so a
 * statement waiting for a row lock gives up after DB_LOCK_WAIT_TIMEOUT_SECONDS, not
 * InnoDB's default 50 s.
 */
export function boundPool(dataSource: DataSource, config: AppConfig): void {
  const pool = (dataSource.driver as unknown as { pool?: MysqlPool }).pool;
  if (!pool) return;
  const logger = new Logger('Datenbank');
  const timeoutMs = config.env.DB_ACQUIRE_TIMEOUT_MS;
  const lockWait = `SET SESSION innodb_lock_wait_timeout = ${config.env.DB_LOCK_WAIT_TIMEOUT_SECONDS}`;
  const prepared = new WeakSet<PoolConnection>();
  const acquire = pool.getConnection.bind(pool);
  pool.getConnection = (callback: ConnectionCallback) => {
    let answered = false;
    const timer = setTimeout(() => {
      answered = true;
      callback(
        Object.assign(new Error('Keine Datenbankverbindung frei (Zeitlimit).'), {
          code: POOL_ACQUIRE_TIMEOUT,
        }),
      );
    }, timeoutMs);
    acquire((error, connection) => {
      if (answered) {
        // Too late for the request that asked: straight back into the pool.
        connection?.release();
        return;
      }
      answered = true;
      clearTimeout(timer);
      if (error) {
        if (error.message === 'Queue limit reached.') error.code ??= POOL_QUEUE_LIMIT;
        return callback(error);
      }
      if (connection && !prepared.has(connection)) {
        prepared.add(connection);
        withLockWait(connection, lockWait, (failed) =>
          logger.error(`Sitzung nicht eingestellt: ${failed.message}`),
        );
      }
      callback(null, connection);
    });
  };
}

/** Statements that never wait for a row lock: InnoDB reads without locking (and SET, SHOW…). */
const NON_LOCKING = /^\s*\(?\s*(?:SELECT|SHOW|SET|DESCRIBE|DESC|EXPLAIN)\b/i;
const LOCKING_READ = /\bFOR\s+UPDATE\b|\bFOR\s+SHARE\b|\bLOCK\s+IN\s+SHARE\s+MODE\b/i;

/** Whether a statement can wait for a row lock (a write, a transaction, a locking read). */
export function mayWaitForRowLock(sql: string): boolean {
  return !NON_LOCKING.test(sql) || LOCKING_READ.test(sql);
}

/**
 * Sends `setting` once on this physical connection, just before its first statement that
 * can wait for a row lock (START TRANSACTION, a write, SELECT … FOR UPDATE): a connection
 * that only ever reads — the public reads — never spends a round trip on it. mysql2 runs a
 * connection's commands in order, so the setting precedes that statement.
 */
export function withLockWait(
  connection: PoolConnection,
  setting: string,
  onError: (error: Error) => void,
): void {
  const original = connection.query;
  connection.query = function (this: PoolConnection, sql: unknown, ...rest: unknown[]) {
    const text = typeof sql === 'string' ? sql : (sql as { sql?: unknown } | null)?.sql;
    if (typeof text === 'string' && mayWaitForRowLock(text)) {
      // From now on the connection queries as it always did, without this check.
      delete (connection as Partial<PoolConnection>).query;
      if (connection.query !== original) connection.query = original;
      original.call(connection, setting, (failed: Error | null) => {
        if (failed) onError(failed);
      });
    }
    return original.call(this, sql, ...rest);
  };
}
