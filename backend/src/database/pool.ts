import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';

/** The error codes a request gets when the pool cannot give it a connection in time. */
export const POOL_ACQUIRE_TIMEOUT = 'POOL_ACQUIRE_TIMEOUT';
export const POOL_QUEUE_LIMIT = 'POOL_QUEUE_LIMIT';

interface PoolConnection {
  query(sql: string, callback: (error: Error | null) => void): unknown;
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
 * Each new connection also gets the session's lock-wait timeout, so a statement waiting for
 * a row lock gives up after DB_LOCK_WAIT_TIMEOUT_SECONDS, not InnoDB's default 50 s.
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
        // mysql2 runs a connection's commands in order: this one precedes the caller's.
        connection.query(lockWait, (failed) => {
          if (failed) logger.error(`Sitzung nicht eingestellt: ${failed.message}`);
        });
      }
      callback(null, connection);
    });
  };
}
