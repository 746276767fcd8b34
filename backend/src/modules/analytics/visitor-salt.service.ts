import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource, LessThan } from 'typeorm';
import { STATISTICS_TIME_ZONE, toLocal } from '@bestellwerk/domain';
import { AnalyticsSalt } from './entities/analytics-salt.entity';

/**
 * The daily rotating secret behind the visitor hash (no cookie, no stored address): the
 * same browser at the same address counts as one visitor within a Vienna day and cannot be
 * followed to the next, because the day's salt is deleted after it.
 */
@Injectable()
export class VisitorSaltService {
  private cached: { day: string; salt: string } | null = null;

  constructor(private readonly dataSource: DataSource) {}

  static today(now = new Date()): string {
    return toLocal(now, STATISTICS_TIME_ZONE).date;
  }

  /** The salt of the day `now` falls in; made once, shared by every API process. */
  async saltFor(now = new Date()): Promise<string> {
    const day = VisitorSaltService.today(now);
    if (this.cached?.day === day) return this.cached.salt;
    const repo = this.dataSource.getRepository(AnalyticsSalt);
    let row = await repo.findOneBy({ day });
    if (!row) {
      // Parallel first events of a day: one INSERT wins, all read the winner's salt.
      await repo
        .createQueryBuilder()
        .insert()
        .values({ day, salt: randomBytes(32).toString('hex') })
        .orIgnore()
        .execute();
      row = await repo.findOneByOrFail({ day });
      await this.deleteBefore(day);
    }
    this.cached = { day, salt: row.salt };
    return row.salt;
  }

  /** Forgets the salts of the days before `day` (yesterday's hashes become unlinkable). */
  async deleteBefore(day: string): Promise<void> {
    await this.dataSource.getRepository(AnalyticsSalt).delete({ day: LessThan(day) });
  }

  /** The visitor: 128 bits of SHA-256 over salt, site, address and user agent. */
  static visitorHash(salt: string, site: string, ip: string, userAgent: string): string {
    return createHash('sha256')
      .update([salt, site, ip, userAgent].join('\n'))
      .digest('hex')
      .slice(0, 32);
  }
}
