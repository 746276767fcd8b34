import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { isSafeRedirectTarget, normaliseRedirectPath } from '@bestellwerk/domain';
import { DataSource } from 'typeorm';
import { CacheInvalidation } from '../public-cache';
import { Redirect } from './entities/redirect.entity';

/** How long the table is kept without a change heard (a change from raw SQL, say). */
const MAX_AGE_MS = 60_000;

/**
 * The redirects as the storefront host asks for them, before it renders a page: all of them
 * in memory (a shop has a few dozen), read again after any write to the public tables
 * (redirects are among them, in this and every other process) or after a minute.
 */
@Injectable()
export class RedirectResolver implements OnModuleDestroy {
  private table: Promise<Map<string, Redirect>> | null = null;
  private readAt = 0;
  private readonly stop: () => void;

  constructor(
    private readonly dataSource: DataSource,
    invalidation: CacheInvalidation,
  ) {
    this.stop = invalidation.onInvalidate(() => {
      this.table = null;
    });
  }

  onModuleDestroy(): void {
    this.stop();
  }

  /** The redirect for a request path ('/alt?x=1' matches '/alt'), or null. */
  async resolve(url: string): Promise<{ target: string; statusCode: number } | null> {
    if (!this.table || Date.now() - this.readAt > MAX_AGE_MS) {
      this.readAt = Date.now();
      this.table = this.dataSource
        .getRepository(Redirect)
        .find()
        .then((rows) => new Map(rows.map((row) => [row.path, row])))
        .catch((error: unknown) => {
          this.table = null;
          throw error;
        });
    }
    const found = (await this.table).get(normaliseRedirectPath(decodeURI(url)));
    // A row stored before targets were checked ('//host') is not followed.
    if (!found || !isSafeRedirectTarget(found.target)) return null;
    return { target: found.target, statusCode: found.statusCode };
  }
}
