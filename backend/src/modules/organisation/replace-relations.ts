/**
 * CrudService merges an update into the loaded entity with TypeORM's `merge`, which only
 * ever adds to a loaded list relation (a tag left out stays) and ignores null for a loaded
 * single relation (a division cannot be cleared). Called from a definition's beforeSave,
 * this makes the sent value the whole truth for each named relation: a list replaces the
 * list, null clears, an absent key leaves the relation alone.
 */
export function replaceRelations<E extends object>(
  entity: E,
  input: Record<string, unknown>,
  relations: readonly (keyof E & string)[],
): void {
  for (const relation of relations) {
    const value = input[relation];
    if (value !== undefined) (entity as Record<string, unknown>)[relation] = value;
  }
}
