import type {
  DataSource,
  EntityMetadata,
  EntitySubscriberInterface,
  QueryRunner,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';
import { CacheInvalidation, CacheTopic } from './cache-invalidation';

/**
 * Every table the public start data (/api/init) and the branch catalogues are built from, by
 * entity name (so this module imports none of the modules it watches).
 * A new relation in those answers needs its entity here (the spec in
 * test/integration/api/public-cache.spec.ts checks the relations reachable from them).
 */
export const CATALOG_ENTITIES = [
  'Division',
  'Branch',
  'DeliveryArea',
  'DiningTable',
  'Donatee',
  'Menu',
  'MenuCategory',
  'MenuCategoryProduct',
  'Category',
  'Product',
  'ProductImage',
  'Tag',
  'Image',
  // The CMS: sites, navigations, blocks and nodes are in the start data; redirects are
  // answered by the storefront host from a table dropped with it.
  'Site',
  'Navigation',
  'Block',
  'CmsNode',
  'Redirect',
] as const;

/**
 * Columns no cache keeps, by entity: an update that sets only these makes nothing stale. A
 * printer's „zuletzt gesehen“ is written while it prints (PrintHandler.markSeen); were it a
 * change of the devices topic, every receipt's heartbeat would drop every process's printer
 * memos, once per printer: twenty printing branches, twenty drops every 15 s.
 */
export const UNCACHED_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  // A printer's reported state (issue 36) is news people must see — but no memo holds it:
  // the worker asks the printer itself, the screens hear it as the live event
  // 'device.printer-status' and read it from the row. Dropping every printer memo on each
  // paper change would only cost the rush queries.
  Device: ['lastSeenAt', 'printerStatus', 'printerStatusAt'],
  // A TV's heartbeat (every few seconds per TV) and its screenshots: no schedule shows them.
  SignageDevice: [
    'lastHeartbeatAt',
    'nowPlaying',
    'appVersion',
    'screenWidth',
    'screenHeight',
    'screenshotKey',
    'screenshotAt',
  ],
};

/** The tables of the players' schedules (besides the catalogue's images and branches). */
export const SIGNAGE_ENTITIES = [
  'SignageScene',
  'SignageStream',
  'SignageSegment',
  'SignageDevice',
] as const;

/** Which topics a write to each table makes stale, junction tables included. */
export function topicsByTable(dataSource: DataSource): Map<string, readonly CacheTopic[]> {
  const topics = new Map<string, readonly CacheTopic[]>();
  const add = (metadata: EntityMetadata, value: readonly CacheTopic[]) => {
    topics.set(metadata.tableName, value);
    for (const relation of metadata.manyToManyRelations) {
      if (relation.junctionEntityMetadata)
        topics.set(relation.junctionEntityMetadata.tableName, value);
    }
  };
  for (const entity of CATALOG_ENTITIES) add(dataSource.getMetadata(entity), ['catalog']);
  add(dataSource.getMetadata('Setting'), ['settings', 'catalog']);
  add(dataSource.getMetadata('Device'), ['devices']);
  for (const entity of SIGNAGE_ENTITIES)
    if (dataSource.hasMetadata(entity)) add(dataSource.getMetadata(entity), ['signage']);
  if (dataSource.hasMetadata('ImageTemplate'))
    add(dataSource.getMetadata('ImageTemplate'), ['templates']);
  return topics;
}

/**
 * The one hook behind cache invalidation: every insert, update and delete TypeORM runs on
 * these tables — through repositories, save cascades and query builders alike (they
 * broadcast the same events) — marks its topics stale once the change is committed. Inside
 * a transaction the mark waits for the commit: a read between the write and the commit
 * would otherwise cache the old rows under the new generation.
 */
export class CacheChangeSubscriber implements EntitySubscriberInterface {
  private readonly pending = new WeakMap<QueryRunner, Set<CacheTopic>>();

  constructor(
    private readonly topics: Map<string, readonly CacheTopic[]>,
    private readonly invalidation: CacheInvalidation,
  ) {}

  afterInsert(event: { metadata: EntityMetadata; queryRunner: QueryRunner }) {
    return this.changed(event);
  }
  afterUpdate(event: {
    metadata: EntityMetadata;
    queryRunner: QueryRunner;
    entity?: unknown;
    updatedColumns?: { propertyName: string }[];
  }) {
    if (onlyUncached(event)) return;
    return this.changed(event);
  }
  afterRemove(event: { metadata: EntityMetadata; queryRunner: QueryRunner }) {
    return this.changed(event);
  }
  afterSoftRemove(event: { metadata: EntityMetadata; queryRunner: QueryRunner }) {
    return this.changed(event);
  }
  afterRecover(event: { metadata: EntityMetadata; queryRunner: QueryRunner }) {
    return this.changed(event);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    const runner = event.queryRunner;
    // A released savepoint is no commit yet.
    if (runner.isTransactionActive) return;
    const topics = this.pending.get(runner);
    if (!topics) return;
    this.pending.delete(runner);
    this.announce([...topics]);
  }

  /**
   * This process's caches drop at once (before the writer gets its answer); the message to
   * the others is not awaited: the connection goes back to the pool without waiting for
   * Redis, and invalidate() reports its own failures.
   */
  private announce(topics: readonly CacheTopic[]): void {
    void this.invalidation.invalidate(topics);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) this.pending.delete(event.queryRunner);
  }

  private changed(event: { metadata: EntityMetadata; queryRunner: QueryRunner }): void {
    const topics = event.metadata && this.topics.get(event.metadata.tableName);
    if (!topics) return;
    const runner = event.queryRunner;
    if (!runner?.isTransactionActive) {
      this.announce(topics);
      return;
    }
    const pending = this.pending.get(runner) ?? new Set<CacheTopic>();
    for (const topic of topics) pending.add(topic);
    this.pending.set(runner, pending);
  }
}

/**
 * The update sets only columns of UNCACHED_COLUMNS: a save() names its changed columns, a
 * query builder's update() hands over the values it sets as the event's entity.
 */
function onlyUncached(event: {
  metadata: EntityMetadata;
  entity?: unknown;
  updatedColumns?: { propertyName: string }[];
}): boolean {
  const uncached = event.metadata && UNCACHED_COLUMNS[event.metadata.name];
  if (!uncached) return false;
  const changed = event.updatedColumns?.length
    ? event.updatedColumns.map((column) => column.propertyName)
    : event.entity && typeof event.entity === 'object'
      ? Object.keys(event.entity)
      : [];
  return changed.length > 0 && changed.every((name) => uncached.includes(name));
}
