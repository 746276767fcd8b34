import type { EntityManager } from 'typeorm';

/**
 * Records whose delete is refused while something shows them: library pictures, image
 * templates and the CMS's reusable blocks. Their delete locks the row (FOR UPDATE), then
 * looks for usages, then deletes.
 */
const GUARDED = new Set(['Image', 'ImageTemplate', 'Block']);

const locks = (manager: EntityManager) => {
  const type = manager.connection.options.type;
  // SQLite has one writer at a time anyway.
  return type === 'mysql' || type === 'mariadb';
};

/**
 * Which of these ids of `entity` exist, for a save that references them. For pictures and
 * templates the check takes a shared lock on their rows, held until the save commits. A
 * delete running at the same moment then either waits for the save and finds the new usage
 * (409), or deletes first and the save finds the record gone (422) — never a page that shows
 * a template or picture that is no more. Call inside the save's transaction.
 */
export async function existingIds(
  manager: EntityManager,
  entity: string,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  let rows: { id: number | string }[];
  if (GUARDED.has(entity) && locks(manager)) {
    // TypeORM writes FOR SHARE for a shared lock, which MariaDB does not know.
    const table = manager.connection.getMetadata(entity).tableName;
    rows = await manager.query(
      `SELECT id FROM \`${table}\` WHERE id IN (${ids.map(() => '?').join(', ')}) LOCK IN SHARE MODE`,
      ids,
    );
  } else {
    rows = await manager
      .getRepository(entity)
      .createQueryBuilder('record')
      .select('record.id', 'id')
      .where('record.id IN (:...ids)', { ids })
      .getRawMany();
  }
  return new Set(rows.map((row) => Number(row.id)));
}

/**
 * A guarded record read for its delete: locked for update on MariaDB, so that the usage
 * check that follows sees every save that got its shared lock first (lockReferenced).
 */
export function lockForDelete<E extends object>(
  manager: EntityManager,
  entity: new () => E,
  id: number,
): Promise<E | null> {
  return manager.getRepository(entity).findOne({
    where: { id } as never,
    ...(locks(manager) ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
}
