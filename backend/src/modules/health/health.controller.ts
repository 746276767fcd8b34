import { Controller, Get, HttpStatus, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { Public } from '../../common/auth/actor';
import { ApiError } from '../../common/http/api-error';
import { REDIS } from '../../common/kv/redis.provider';
import { AppConfig } from '../../config/app-config';
import { APP_VERSION } from '../../config/version';

type Check = 'up' | 'down' | 'not configured';

/** GET /api/health: database and Redis, for load balancers and humans. 503 if one is down. */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis | null,
    private readonly config: AppConfig,
  ) {}

  @Get()
  @Public()
  async health() {
    const [database, redis] = await Promise.all([this.checkDatabase(), this.checkRedis()]);
    const result = {
      status: database === 'down' || redis === 'down' ? 'down' : 'ok',
      version: APP_VERSION,
      database: { status: database, type: this.config.databaseKind },
      redis: { status: redis },
      jobs: this.config.redisUrl ? 'bullmq' : 'embedded',
    };
    if (result.status === 'down') {
      const errors = [];
      if (database === 'down')
        errors.push({ field: 'database', message: 'Die Datenbank ist nicht erreichbar.' });
      if (redis === 'down') errors.push({ field: 'redis', message: 'Redis ist nicht erreichbar.' });
      throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, errors);
    }
    return result;
  }

  private async checkDatabase(): Promise<Check> {
    try {
      await this.dataSource.query('SELECT 1');
      return 'up';
    } catch {
      return 'down';
    }
  }

  private async checkRedis(): Promise<Check> {
    if (!this.redis) return 'not configured';
    try {
      const answer = await Promise.race([
        this.redis.ping(),
        new Promise<string>((resolve) => setTimeout(() => resolve('timeout'), 1000).unref()),
      ]);
      return answer === 'PONG' ? 'up' : 'down';
    } catch {
      return 'down';
    }
  }
}
