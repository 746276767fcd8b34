import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from '../../common/kv/redis.provider';
import { AppConfig } from '../../config/app-config';
import { OrganisationModule } from '../organisation';
import { SettingsModule } from '../settings';
import { InProcessLiveEvents } from './in-process-live-events';
import { LiveEvents } from './live-event';
import { LiveEventsController } from './live-events.controller';
import { RedisLiveEvents } from './redis-live-events';

/**
 * Global: any module injects LiveEvents to publish or stream. With Redis the events fan
 * out through pub/sub to every API process; embedded (one process) they stay in memory.
 */
@Global()
@Module({
  imports: [OrganisationModule, SettingsModule],
  controllers: [LiveEventsController],
  providers: [
    {
      provide: LiveEvents,
      inject: [AppConfig, REDIS],
      useFactory: (config: AppConfig, redis: Redis | null): LiveEvents =>
        redis
          ? new RedisLiveEvents(redis, `${config.redisPrefix}:live-events`)
          : new InProcessLiveEvents(),
    },
  ],
  exports: [LiveEvents],
})
export class LiveEventsModule implements OnApplicationShutdown {
  constructor(@Inject(LiveEvents) private readonly live: LiveEvents) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.live instanceof RedisLiveEvents) await this.live.close();
  }
}
