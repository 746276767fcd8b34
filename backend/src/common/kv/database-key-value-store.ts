import { DataSource, Repository } from 'typeorm';
import { KeyValueStore } from './key-value-store';
import { KvEntry } from './kv-entry.entity';

/**
 * Embedded mode: the same contract on the SQL database, so a second API process on the
 * same SQLite file shares sessions too. Expired rows are ignored and swept lazily.
 */
export class DatabaseKeyValueStore extends KeyValueStore {
  private readonly repo: Repository<KvEntry>;
  private lastSweep = 0;

  constructor(private readonly dataSource: DataSource) {
    super();
    this.repo = dataSource.getRepository(KvEntry);
  }

  private expiry(ttlSeconds?: number): string | null {
    return ttlSeconds ? String(Date.now() + ttlSeconds * 1000) : null;
  }

  private alive(entry: KvEntry | null): entry is KvEntry {
    return !!entry && (entry.expiresAt === null || Number(entry.expiresAt) > Date.now());
  }

  async get(key: string): Promise<string | null> {
    await this.sweep();
    const entry = await this.repo.findOneBy({ key });
    return this.alive(entry) ? entry.value : null;
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    await this.repo.upsert({ key, value, expiresAt: this.expiry(ttlSeconds) }, ['key']);
  }

  /** One upsert that leaves a row holding `mark` as it is. */
  async setUnless(key: string, value: string, ttlSeconds: number, mark: string): Promise<void> {
    const expiresAt = this.expiry(ttlSeconds);
    if (this.mysql) {
      // MySQL assigns left to right: expiresAt is decided on the old value first.
      await this.retryDeadlock(() =>
        this.dataSource.query(
          `INSERT INTO kv_entry (\`key\`, value, expiresAt) VALUES (?, ?, ?)
           ON DUPLICATE KEY UPDATE
             expiresAt = IF(value = ?, expiresAt, VALUES(expiresAt)),
             value = IF(value = ?, value, VALUES(value))`,
          [key, value, expiresAt, mark, mark],
        ),
      );
    } else {
      await this.dataSource.query(
        `INSERT INTO kv_entry (\`key\`, value, expiresAt) VALUES (?, ?, ?)
         ON CONFLICT(\`key\`) DO UPDATE SET value = excluded.value, expiresAt = excluded.expiresAt
         WHERE kv_entry.value <> ?`,
        [key, value, expiresAt, mark],
      );
    }
  }

  async delete(key: string): Promise<void> {
    await this.repo.delete({ key });
  }

  async take(key: string): Promise<string | null> {
    return this.dataSource.transaction(async (manager) => {
      const entry = await manager.findOneBy(KvEntry, { key });
      if (!entry) return null;
      const { affected } = await manager.delete(KvEntry, { key });
      return affected && this.alive(entry) ? entry.value : null;
    });
  }

  /** Atomic: the count this call produced (incrementWithTtl's one upsert). */
  async increment(key: string, ttlSeconds: number): Promise<number> {
    return (await this.incrementWithTtl(key, ttlSeconds)).count;
  }

  async decrement(key: string): Promise<void> {
    const column = this.mysql ? 'CAST(value AS SIGNED)' : 'CAST(value AS INTEGER)';
    await this.repo
      .createQueryBuilder()
      .update(KvEntry)
      .set({ value: () => `${column} - 1` })
      .where(`${this.dataSource.driver.escape('key')} = :key`, { key })
      .andWhere(`${column} > 0`)
      .andWhere('(expiresAt IS NULL OR expiresAt > :now)', { now: String(Date.now()) })
      .execute();
  }

  private get mysql(): boolean {
    const type = this.dataSource.options.type;
    return type === 'mysql' || type === 'mariadb';
  }

  async incrementWithTtl(
    key: string,
    ttlSeconds: number,
    by = 1,
  ): Promise<{ count: number; ttlSeconds: number }> {
    const now = Date.now();
    const fresh = String(now + Math.max(1, Math.ceil(ttlSeconds)) * 1000);
    // One upsert whose row lock serialises parallel increments; an expired row starts anew.
    const expired = 'expiresAt IS NOT NULL AND expiresAt <= ?';
    let row: { value: string; expiresAt: string | number | null };
    if (this.dataSource.options.type === 'mysql') {
      row = await this.retryDeadlock(() =>
        this.dataSource.transaction(async (manager) => {
          // MySQL assigns left to right: expiresAt is still the old one when value is set.
          await manager.query(
            `INSERT INTO kv_entry (\`key\`, value, expiresAt) VALUES (?, ?, ?)
             ON DUPLICATE KEY UPDATE
               value = IF(${expired}, VALUES(value), CAST(value AS SIGNED) + VALUES(value)),
               expiresAt = IF(${expired}, VALUES(expiresAt), COALESCE(expiresAt, VALUES(expiresAt)))`,
            [key, String(by), fresh, now, now],
          );
          const [current] = (await manager.query(
            'SELECT value, expiresAt FROM kv_entry WHERE `key` = ?',
            [key],
          )) as (typeof row)[];
          return current;
        }),
      );
    } else {
      // SQLite evaluates every SET expression on the old row and answers through RETURNING.
      [row] = (await this.dataSource.query(
        `INSERT INTO kv_entry (\`key\`, value, expiresAt) VALUES (?, ?, ?)
         ON CONFLICT(\`key\`) DO UPDATE SET
           value = CASE WHEN ${expired} THEN excluded.value ELSE CAST(value AS INTEGER) + excluded.value END,
           expiresAt = CASE WHEN ${expired} THEN excluded.expiresAt ELSE COALESCE(expiresAt, excluded.expiresAt) END
         RETURNING value, expiresAt`,
        [key, String(by), fresh, now, now],
      )) as (typeof row)[];
    }
    const remaining =
      row.expiresAt === null ? ttlSeconds : Math.ceil((Number(row.expiresAt) - now) / 1000);
    return { count: Number(row.value), ttlSeconds: Math.max(1, remaining) };
  }

  /** InnoDB may pick one of two parallel first inserts of a key as a deadlock victim. */
  private async retryDeadlock<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await work();
      } catch (error) {
        const code = (error as { driverError?: { code?: string } }).driverError?.code;
        if (code !== 'ER_LOCK_DEADLOCK' || attempt >= attempts) throw error;
      }
    }
  }

  async ttl(key: string): Promise<number | null> {
    const entry = await this.repo.findOneBy({ key });
    if (!this.alive(entry)) return null;
    return entry.expiresAt === null ? -1 : Math.ceil((Number(entry.expiresAt) - Date.now()) / 1000);
  }

  private async sweep(): Promise<void> {
    if (Date.now() - this.lastSweep < 60_000) return;
    this.lastSweep = Date.now();
    await this.repo
      .createQueryBuilder()
      .delete()
      .where('expiresAt IS NOT NULL AND expiresAt < :now', { now: String(Date.now()) })
      .execute();
  }
}
