import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule, getRepositoryToken } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { BullmqJobQueue } from './bullmq-job-queue';
import { BullmqWorkers } from './bullmq-workers';
import { EmbeddedJobQueue } from './embedded-job-queue';
import { JobRecord } from './entities/job-record.entity';
import { OutboxMessage } from './entities/outbox-message.entity';
import { JOB_QUEUE_DEFAULTS, JobDefaults, jobDefaultsProvider } from './job-defaults';
import { JobHandlerRegistry } from './job-handler.registry';
import { JobQueue } from './job-queue';
import { JobsController } from './jobs.controller';
import { OutboxRecovery } from './outbox-recovery';

/**
 * The job-queue seam for every module (global, so producers just inject JobQueue and
 * handlers JobHandlerRegistry). With REDIS_URL jobs go to BullMQ and only worker.ts runs
 * them; without it the embedded runner in this process runs them from the database.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([JobRecord, OutboxMessage])],
  controllers: [JobsController],
  providers: [
    JobHandlerRegistry,
    jobDefaultsProvider,
    {
      provide: JobQueue,
      inject: [
        AppConfig,
        JobHandlerRegistry,
        getRepositoryToken(JobRecord),
        JOB_QUEUE_DEFAULTS,
        DataSource,
      ],
      useFactory: (
        config: AppConfig,
        registry: JobHandlerRegistry,
        records: Repository<JobRecord>,
        defaults: JobDefaults,
        dataSource: DataSource,
      ): JobQueue =>
        config.redisUrl
          ? new BullmqJobQueue(config, defaults, dataSource)
          : new EmbeddedJobQueue(records, registry, defaults),
    },
  ],
  exports: [JobHandlerRegistry, JobQueue, JOB_QUEUE_DEFAULTS],
})
export class JobsModule {
  /**
   * The worker process's flavour: the same seam plus the BullMQ consumers. The API never
   * imports this, so it never consumes Redis jobs by accident.
   */
  static forWorker(): DynamicModule {
    return {
      module: JobsModule,
      providers: [BullmqWorkers, OutboxRecovery],
      exports: [BullmqWorkers],
    };
  }
}
