import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { KeyValueModule } from './common/kv/redis.provider';
import { AppConfig } from './config/app-config';
import { AppConfigModule } from './config/app-config.module';
import { logDestination } from './config/log-output';
import { DatabaseModule } from './database/database.module';
import { CmsContentModule } from './modules/cms/cms-content.module';
import { JobsModule } from './modules/jobs/jobs.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { OrdersModule } from './modules/orders/orders.module';
import { StatisticsModule } from './modules/statistics/statistics.module';
import { OrderPortsModule } from './order-ports.module';
import { TimeTrackingWorkerModule } from './modules/time-tracking/time-tracking-worker.module';
import { redactingLogOptions } from './config/log-redaction';

/**
 * The worker process: the same domain modules as the API (so handlers reach the same
 * services), the BullMQ consumers on top, no HTTP.
 */
@Module({
  imports: [
    AppConfigModule,
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        pinoHttp: [
          { level: config.env.LOG_LEVEL, ...redactingLogOptions(config.env) },
          logDestination(config),
        ],
      }),
    }),
    DatabaseModule,
    KeyValueModule,
    JobsModule.forWorker(),
    NotificationsModule,
    // The 'content' handler (Content AI).
    CmsContentModule,
    // The 'timers' handler (order escalation) runs here under BullMQ.
    OrderPortsModule,
    OrdersModule,
    TimeTrackingWorkerModule,
    StatisticsModule,
  ],
})
export class WorkerModule {}
