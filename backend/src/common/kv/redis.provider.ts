import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { DatabaseKeyValueStore } from './database-key-value-store';
import { KeyValueStore } from './key-value-store';
import { RedisKeyValueStore } from './redis-key-value-store';

/** The shared ioredis connection, or null in the embedded mode. */
export const REDIS = Symbol('REDIS');

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        config.redisUrl
          ? // Fail a command after one reconnect attempt: a request gets a 503, it does not hang.
            new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 })
          : null,
    },
    {
      provide: KeyValueStore,
      inject: [AppConfig, REDIS, DataSource],
      useFactory: (config: AppConfig, redis: Redis | null, dataSource: DataSource) =>
        redis
          ? new RedisKeyValueStore(redis, config.redisPrefix)
          : new DatabaseKeyValueStore(dataSource),
    },
  ],
  exports: [REDIS, KeyValueStore],
})
export class KeyValueModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.redis && this.redis.status !== 'end') await this.redis.quit().catch(() => undefined);
  }
}
