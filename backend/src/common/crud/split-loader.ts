import type {
  EntityManager,
  EntityMetadata,
  FindManyOptions,
  FindOptionsRelations,
  ObjectLiteral,
  SelectQueryBuilder,
} from 'typeorm';
import type { RelationMetadata } from 'typeorm/metadata/RelationMetadata';

/** Relations to load, by property name; an empty object is a leaf. */
export interface RelationTree {
  [relation: string]: RelationTree;
}

const MAX_DEPTH = 5;

const isToOne = (relation: RelationMetadata) => relation.isManyToOne || relation.isOneToOne;

/**
 * The relations a read needs: those asked for, plus the eager ones TypeORM would add — to-one
 * relations at any depth (they cost a join, no extra rows), to-many ones only on the records
 * read themselves (a table's branch needs no delivery areas).
 */
export function relationTree(
  metadata: EntityMetadata,
  asked: FindOptionsRelations<ObjectLiteral> | undefined,
  depth = 0,
): RelationTree {
  const tree: RelationTree = {};
  if (depth > MAX_DEPTH) return tree;
  for (const relation of metadata.relations) {
    const wanted = asked?.[relation.propertyName];
    const eager = relation.isEager && (isToOne(relation) || depth === 0);
    if (!wanted && !eager) continue;
    tree[relation.propertyName] = relationTree(
      relation.inverseEntityMetadata,
      typeof wanted === 'object' ? (wanted as FindOptionsRelations<ObjectLiteral>) : undefined,
      depth + 1,
    );
  }
  return tree;
}

/** The to-one part of a tree, below to-one relations only: what one query can join. */
function joinable(metadata: EntityMetadata, tree: RelationTree): RelationTree {
  const joined: RelationTree = {};
  for (const [name, sub] of Object.entries(tree)) {
    const relation = metadata.findRelationWithPropertyPath(name)!;
    if (isToOne(relation)) joined[name] = joinable(relation.inverseEntityMetadata, sub);
  }
  return joined;
}

function joinTree(qb: SelectQueryBuilder<ObjectLiteral>, alias: string, tree: RelationTree): void {
  for (const [name, sub] of Object.entries(tree)) {
    const child = `${alias}_${name}`;
    qb.leftJoinAndSelect(`${alias}.${name}`, child);
    joinTree(qb, child, sub);
  }
}

/**
 * `find` without multiplying rows: to-one relations are joined, every to-many relation is
 * read by one more query for all records at once (owner id IN …) and attached in memory.
 * The number of statements depends on the relations asked for, never on the number of
 * records — where one join over several to-many relations returns their product.
 */
export async function findSplit<E extends ObjectLiteral & { id: number }>(
  manager: EntityManager,
  target: new () => E,
  options: Omit<FindManyOptions<E>, 'relations' | 'loadEagerRelations' | 'relationLoadStrategy'>,
  relations?: FindOptionsRelations<E>,
): Promise<E[]> {
  const metadata = manager.connection.getMetadata(target);
  const tree = relationTree(metadata, relations as FindOptionsRelations<ObjectLiteral>);
  const records = await manager.find(target, {
    ...options,
    relations: joinable(metadata, tree) as FindOptionsRelations<E>,
    loadEagerRelations: false,
  } as FindManyOptions<E>);
  await attachToMany(manager, metadata, records, tree);
  return records;
}

async function attachToMany(
  manager: EntityManager,
  metadata: EntityMetadata,
  records: ObjectLiteral[],
  tree: RelationTree,
): Promise<void> {
  if (records.length === 0) return;
  for (const [name, sub] of Object.entries(tree)) {
    const relation = metadata.findRelationWithPropertyPath(name)!;
    const targetMetadata = relation.inverseEntityMetadata;
    if (isToOne(relation)) {
      const children = [...new Set(records.map((record) => record[name]).filter(Boolean))];
      await attachToMany(manager, targetMetadata, children as ObjectLiteral[], sub);
      continue;
    }
    const ids = [...new Set(records.map((record) => record.id as number))];
    const qb = manager
      .createQueryBuilder(metadata.target, 'owner')
      .select('owner.id')
      .leftJoinAndSelect(`owner.${name}`, 'related')
      .where('owner.id IN (:...ids)', { ids });
    joinTree(qb, 'related', joinable(targetMetadata, sub));
    const owners = await qb.getMany();
    const byOwner = new Map(owners.map((owner) => [owner.id as number, owner[name] as unknown[]]));
    for (const record of records)
      (record as Record<string, unknown>)[name] = byOwner.get(record.id) ?? [];
    const children = owners.flatMap((owner) => owner[name] as ObjectLiteral[]);
    await attachToMany(manager, targetMetadata, children, sub);
  }
}
