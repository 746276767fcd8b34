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

  async increment(key: string, ttlSeconds: number): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const entry = await manager.findOneBy(KvEntry, { key });
      const count = this.alive(entry) ? Number(entry.value) + 1 : 1;
      const expiresAt = this.alive(entry) ? entry.expiresAt : this.expiry(ttlSeconds);
      await manager.upsert(KvEntry, { key, value: String(count), expiresAt }, ['key']);
      return count;
    });
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
