import { Controller, Get, HttpStatus, Inject, Optional } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { Access } from '../../common/auth/access';
import { ApiError } from '../../common/http/api-error';
import { REDIS } from '../../common/kv/redis.provider';
import { AppConfig } from '../../config/app-config';
import { APP_VERSION } from '../../config/version';
import { ApiDataResponse } from '../../common/http/api-response';
import { JobQueue, QUEUE_LABELS, QueueBacklog } from '../jobs';
import { HealthResponse } from './dto/health.response';

type Check = 'up' | 'down' | 'not configured';

/** What CONFIG GET could not tell (a managed Redis may forbid the command). */
const UNKNOWN = 'unbekannt';

/**
 * Redis's durability settings as production needs them: jobs, outbox hand-overs and
 * sessions must survive a restart (AOF) and never be evicted under memory pressure.
 * `persistent` is the machine-readable verdict: true, false, or null when unknown.
 */
interface RedisPersistence {
  appendonly: string;
  maxmemoryPolicy: string;
  persistent: boolean | null;
}

export interface HealthWarning {
  code: 'redis-persistence' | 'queue-without-worker';
  message: string;
  /** The queue a 'queue-without-worker' warning is about. */
  queue?: string;
}

/** GET /api/health: database and Redis, for load balancers and humans. 503 if one is down. */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis | null,
    private readonly config: AppConfig,
    // Absent only in test modules without the jobs seam.
    @Optional() private readonly jobs?: JobQueue,
  ) {}

  @Get()
  @ApiDataResponse(HealthResponse)
  @Access('public')
  async health() {
    const [database, redis] = await Promise.all([this.checkDatabase(), this.checkRedis()]);
    const [persistence, unconsumed] =
      redis === 'up'
        ? await Promise.all([this.readPersistence(), this.queuesWithoutWorker()])
        : [null, []];
    const warnings: HealthWarning[] = [];
    if (persistence?.persistent === false) {
      warnings.push({ code: 'redis-persistence', message: persistenceWarning(persistence) });
    }
    for (const backlog of unconsumed) {
      warnings.push({
        code: 'queue-without-worker',
        queue: backlog.queue,
        message: queueWarning(backlog),
      });
    }
    const result = {
      status: database === 'down' || redis === 'down' ? 'down' : 'ok',
      version: APP_VERSION,
      database: { status: database, type: this.config.databaseKind },
      redis: { status: redis, ...persistence },
      jobs: this.config.redisUrl ? 'bullmq' : 'embedded',
      warnings,
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

  /** Read only (CONFIG GET): the health check never changes the server it looks at. */
  private async readPersistence(): Promise<RedisPersistence> {
    const [appendonly, maxmemoryPolicy] = await Promise.all([
      this.configValue('appendonly'),
      this.configValue('maxmemory-policy'),
    ]);
    const unsafe =
      appendonly === 'no' || (maxmemoryPolicy !== UNKNOWN && maxmemoryPolicy !== 'noeviction');
    const known = appendonly !== UNKNOWN && maxmemoryPolicy !== UNKNOWN;
    const persistent = unsafe ? false : known ? true : null;
    return { appendonly, maxmemoryPolicy, persistent };
  }

  private async configValue(name: string): Promise<string> {
    try {
      const answer = await Promise.race([
        this.redis!.config('GET', name) as Promise<unknown>,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 1000).unref()),
      ]);
      // CONFIG GET answers [name, value], or [] for a setting the server does not know.
      return Array.isArray(answer) && typeof answer[1] === 'string' ? answer[1] : UNKNOWN;
    } catch {
      // Renamed or forbidden (ACL, managed Redis): say so instead of guessing.
      return UNKNOWN;
    }
  }

  /** Read only, at most a second: a slow answer leaves the warning out, never the check. */
  private async queuesWithoutWorker(): Promise<QueueBacklog[]> {
    if (!this.jobs) return [];
    try {
      const answer = await Promise.race([
        this.jobs.queuesWithoutWorker(),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 1000).unref()),
      ]);
      return answer ?? [];
    } catch {
      return [];
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

function persistenceWarning({ appendonly, maxmemoryPolicy }: RedisPersistence): string {
  const problems: string[] = [];
  if (appendonly === 'no') problems.push('appendonly ist „no“');
  if (maxmemoryPolicy !== UNKNOWN && maxmemoryPolicy !== 'noeviction')
    problems.push(`maxmemory-policy ist „${maxmemoryPolicy}“`);
  return (
    `Redis ist nicht für den Produktivbetrieb eingestellt (${problems.join(', ')}): ` +
    'Nach einem Neustart oder bei vollem Speicher gehen Aufträge und Sitzungen verloren. ' +
    'Benötigt: appendonly „yes“ (appendfsync everysec) und maxmemory-policy „noeviction“.'
  );
}

function queueWarning({ queue, waiting }: QueueBacklog): string {
  const jobs = waiting === 1 ? 'wartet 1 Auftrag' : `warten ${waiting} Aufträge`;
  return (
    `In der Warteschlange „${queue}“ (${QUEUE_LABELS[queue]}) ${jobs}, aber kein Worker ` +
    'verarbeitet diese Warteschlange: Die Aufträge bleiben liegen. Starten Sie einen Worker ' +
    `mit WORKER_QUEUES=${queue} oder mit einer Gruppe, die „${queue}“ enthält (siehe infra/Procfile).`
  );
}
