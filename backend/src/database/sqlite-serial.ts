import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager } from 'typeorm';

/** The root manager's writes, each of which may open a transaction of its own. */
const WRITES = [
  'transaction',
  'save',
  'remove',
  'softRemove',
  'recover',
  'insert',
  'upsert',
  'update',
  'delete',
  'softDelete',
  'restore',
  'increment',
  'decrement',
  'clear',
] as const satisfies readonly (keyof EntityManager)[];

/**
 * SQLite (the embedded default) runs on one connection that TypeORM shares between all
 * callers. Two requests that write at once would end up in one transaction: the second one's
 * BEGIN fails ("cannot start a transaction within a transaction") or becomes a savepoint of
 * the first, whose rollback then takes the other's write with it. So on SQLite every
 * transaction and every write of the root manager (repositories included) waits its turn;
 * whatever runs inside a turn (the transaction's own statements, nested savepoints) goes on
 * at once. MariaDB needs none of this: each transaction has its own pooled connection.
 */
export function serializeSqliteWrites(dataSource: DataSource): void {
  const inTurn = new AsyncLocalStorage<true>();
  let tail: Promise<unknown> = Promise.resolve();
  const inOrder = <T>(work: () => Promise<T>): Promise<T> => {
    if (inTurn.getStore()) return work();
    const run = tail.then(() => inTurn.run(true, work));
    tail = run.catch(() => undefined);
    return run;
  };
  const manager = dataSource.manager as unknown as Record<string, unknown>;
  for (const name of WRITES) {
    const original = manager[name] as (...args: unknown[]) => Promise<unknown>;
    manager[name] = (...args: unknown[]) => inOrder(() => original.apply(dataSource.manager, args));
  }
  const query = dataSource.query.bind(dataSource);
  dataSource.query = ((...args: Parameters<DataSource['query']>) =>
    inOrder(() => query(...args))) as DataSource['query'];
}
