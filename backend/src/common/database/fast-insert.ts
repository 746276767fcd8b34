import type { EntityManager, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

/**
 * INSERTs on the hot path (an order and its outbox entries) without TypeORM's query builder,
 * which builds the statement anew for every call (for an order's sixty columns that was
 * about as much of the API's time as the rest of the transaction). The statement is built
 * once per entity, row count and set of columns left to their default, and each row's
 * values go through the driver's own conversion (`preparePersistentValue`: JSON, dates,
 * booleans, transformers), as the builder's would.
 *
 * MySQL/MariaDB only (`fastInsertSupported`): the callers keep the builder for SQLite.
 */
export function fastInsertSupported(manager: EntityManager): boolean {
  const type = manager.connection.options.type;
  return type === 'mysql' || type === 'mariadb';
}

interface Plan {
  sql: string;
}

const plans = new WeakMap<EntityMetadata, { columns: ColumnMetadata[]; sql: Map<string, Plan> }>();

/** The columns an INSERT writes: every stored column but an auto-increment key, once each. */
function insertColumns(metadata: EntityMetadata): ColumnMetadata[] {
  const byName = new Map<string, ColumnMetadata>();
  for (const column of metadata.columns) {
    if (!column.isInsert || column.isVirtual) continue;
    if (column.isGenerated && column.generationStrategy === 'increment') continue;
    const seen = byName.get(column.databaseName);
    // A foreign key declared as a column and as a relation's join column: the column.
    if (!seen || (seen.relationMetadata && !column.relationMetadata))
      byName.set(column.databaseName, column);
  }
  return [...byName.values()];
}

/**
 * One multi-row INSERT of entity-shaped rows; `keepOnDuplicate` names a unique column
 * whose existing row stays as it is (ON DUPLICATE KEY UPDATE of that column to itself).
 * Resolves with the first row's generated id (MariaDB numbers a multi-row INSERT's rows
 * consecutively).
 */
export async function fastInsert<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  rows: readonly Partial<T>[],
  options: { keepOnDuplicate?: string } = {},
): Promise<{ insertId: number; affectedRows: number }> {
  const metadata = manager.connection.getMetadata(target);
  let plan = plans.get(metadata);
  if (!plan) plans.set(metadata, (plan = { columns: insertColumns(metadata), sql: new Map() }));
  const { columns } = plan;
  const driver = manager.connection.driver;
  const params: unknown[] = [];
  // Which values are left to the column's default, row by row: part of the statement's key.
  let defaults = '';
  for (const row of rows) {
    for (const column of columns) {
      const value: unknown = column.getEntityValue(row as ObjectLiteral);
      if (value === undefined) defaults += '1';
      else {
        defaults += '0';
        params.push(driver.preparePersistentValue(value, column));
      }
    }
  }
  const key = `${rows.length}:${options.keepOnDuplicate ?? ''}:${defaults}`;
  let statement = plan.sql.get(key);
  if (!statement) {
    const names = columns.map((column) => driver.escape(column.databaseName)).join(', ');
    const values = rows
      .map(
        (_row, index) =>
          `(${columns
            .map((_column, at) => (defaults[index * columns.length + at] === '1' ? 'DEFAULT' : '?'))
            .join(', ')})`,
      )
      .join(', ');
    const kept = options.keepOnDuplicate
      ? ` ON DUPLICATE KEY UPDATE ${driver.escape(options.keepOnDuplicate)} = ${driver.escape(options.keepOnDuplicate)}`
      : '';
    statement = {
      sql: `INSERT INTO ${driver.escape(metadata.tableName)} (${names}) VALUES ${values}${kept}`,
    };
    // Bounded by the shapes the callers write (a few row counts, a few default patterns).
    if (plan.sql.size < 256) plan.sql.set(key, statement);
  }
  const result = (await manager.query(statement.sql, params)) as {
    insertId?: number;
    affectedRows?: number;
  };
  return { insertId: Number(result.insertId ?? 0), affectedRows: Number(result.affectedRows ?? 0) };
}
