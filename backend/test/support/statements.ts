import type { DataSource, Logger } from 'typeorm';

/**
 * Counts the SQL statements a data source sends (every driver reports each statement to
 * the data source's logger before running it). Transaction control (START TRANSACTION,
 * COMMIT, ROLLBACK, savepoints) is counted too: it is a round trip like any other.
 */
export function statementCounter(dataSource: DataSource) {
  const original = dataSource.logger;
  let statements: string[] = [];
  const counting: Logger = new Proxy(original, {
    get(target, property, receiver) {
      if (property === 'logQuery')
        return (query: string, ...rest: unknown[]) => {
          statements.push(query);
          return (target.logQuery as (...args: unknown[]) => unknown).call(target, query, ...rest);
        };
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  (dataSource as { logger: Logger }).logger = counting;
  return {
    /** The statements sent while `work` ran (work must be the only user of the source). */
    async during<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
      statements = [];
      const result = await work();
      const sent = statements;
      statements = [];
      return { result, statements: sent };
    },
    restore(): void {
      (dataSource as { logger: Logger }).logger = original;
    },
  };
}
