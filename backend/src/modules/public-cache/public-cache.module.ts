import { Inject, Module, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { KeyValueModule, REDIS } from '../../common/kv/redis.provider';
import { AppConfig } from '../../config/app-config';
import { CacheChangeSubscriber, topicsByTable } from './cache-change.subscriber';
import { CacheInvalidation, RedisCacheInvalidation } from './cache-invalidation';
import { PublicReadCache } from './public-read-cache';

/**
 * The caches of public reads and their invalidation. Imported by the settings module (and
 * so present in the API and the worker alike): every process that caches must hear changes.
 */
@Module({
  // Global in the applications; named here so a module set without it (a test) still starts.
  imports: [KeyValueModule],
  providers: [
    {
      provide: CacheInvalidation,
      inject: [AppConfig, REDIS],
      useFactory: (config: AppConfig, redis: Redis | null): CacheInvalidation =>
        redis
          ? new RedisCacheInvalidation(redis, `${config.redisPrefix}:cache-invalidation`)
          : new CacheInvalidation(),
    },
    {
      provide: PublicReadCache,
      inject: [CacheInvalidation],
      useFactory: (invalidation: CacheInvalidation) => new PublicReadCache(invalidation),
    },
  ],
  exports: [CacheInvalidation, PublicReadCache],
})
export class PublicCacheModule implements OnModuleInit, OnApplicationShutdown {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(CacheInvalidation) private readonly invalidation: CacheInvalidation,
  ) {}

  /** Registered at run time: the subscriber needs this process's invalidation. */
  onModuleInit(): void {
    this.dataSource.subscribers.push(
      new CacheChangeSubscriber(topicsByTable(this.dataSource), this.invalidation),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.invalidation.close();
  }
}
