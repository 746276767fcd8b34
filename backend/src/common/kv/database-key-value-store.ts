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

  /**
   * One upsert that counts on the row itself (a read-then-write would let parallel callers
   * count the same number): an expired counter starts again at 1 with a fresh expiry.
   */
  async increment(key: string, ttlSeconds: number): Promise<number> {
    const now = String(Date.now());
    const expiresAt = this.expiry(ttlSeconds);
    const table = this.repo.metadata.tableName;
    if (this.mysql) {
      return this.dataSource.transaction(async (manager) => {
        await manager.query(
          `INSERT INTO ${table} (\`key\`, value, expiresAt) VALUES (?, '1', ?)
           ON DUPLICATE KEY UPDATE
             value = IF(expiresAt IS NOT NULL AND expiresAt <= ?, '1', CAST(value AS SIGNED) + 1),
             expiresAt = IF(expiresAt IS NOT NULL AND expiresAt <= ?, VALUES(expiresAt), expiresAt)`,
          [key, expiresAt, now, now],
        );
        const [row] = (await manager.query(`SELECT value FROM ${table} WHERE \`key\` = ?`, [
          key,
        ])) as { value: string }[];
        return Number(row.value);
      });
    }
    // SQLite: one statement, no transaction (the process shares its one connection).
    const [row] = (await this.dataSource.query(
      `INSERT INTO ${table} ("key", value, expiresAt) VALUES (?, '1', ?)
       ON CONFLICT ("key") DO UPDATE SET
         value = CASE WHEN expiresAt IS NOT NULL AND expiresAt <= ? THEN '1'
                 ELSE CAST(CAST(value AS INTEGER) + 1 AS TEXT) END,
         expiresAt = CASE WHEN expiresAt IS NOT NULL AND expiresAt <= ? THEN excluded.expiresAt
                     ELSE expiresAt END
       RETURNING value`,
      [key, expiresAt, now, now],
    )) as { value: string }[];
    return Number(row.value);
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
