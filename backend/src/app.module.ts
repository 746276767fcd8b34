import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import { ApiExceptionFilter } from './common/http/api-exception.filter';
import { EnvelopeInterceptor } from './common/http/envelope.interceptor';
import { requestLogSerializers } from './common/http/request-log';
import { KeyValueModule } from './common/kv/redis.provider';
import { germanValidationPipe } from './common/validation/validation.pipe';
import { AppConfig } from './config/app-config';
import { AppConfigModule } from './config/app-config.module';
import { logDestination } from './config/log-output';
import { DatabaseModule } from './database/database.module';
import { AnalyticsModule } from './modules/analytics/analytics.module';
import { AuditModule } from './modules/audit/audit.module';
import { AuthGuard } from './modules/auth/auth.guard';
import { AuthModule } from './modules/auth/auth.module';
import { BackofficeHostModule } from './modules/backoffice-host/backoffice-host.module';
import { CatalogModule } from './modules/catalog/catalog.module';
import { CmsModule } from './modules/cms/cms.module';
import { CustomersModule } from './modules/customers/customers.module';
import { DemoPrinterModule } from './modules/devices/demo-printer.module';
import { HealthModule } from './modules/health/health.module';
import { JobsModule } from './modules/jobs/jobs.module';
import { LiveEventsModule } from './modules/live-events/live-events.module';
import { MediaModule } from './modules/media/media.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { OrdersModule } from './modules/orders/orders.module';
import { OrganisationModule } from './modules/organisation/organisation.module';
import { StartDataModule } from './modules/start-data';
import { SettingsModule } from './modules/settings/settings.module';
import { SignageModule } from './modules/signage/signage.module';
import { StatisticsModule } from './modules/statistics/statistics.module';
import { UsersModule } from './modules/users/users.module';
import { TimeTrackingModule } from './modules/time-tracking/time-tracking.module';
import { OrderPortsModule } from './order-ports.module';
import { redactingLogOptions } from './config/log-redaction';

/** The API process: every domain module, behind one guard, pipe, filter and envelope. */
@Module({
  imports: [
    AppConfigModule,
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        pinoHttp: [
          {
            level: config.env.LOG_LEVEL,
            ...redactingLogOptions(config.env),
            // Method, masked URL and status only: no header ever reaches the log.
            serializers: requestLogSerializers,
            autoLogging: { ignore: (request) => request.url === '/api/health' },
          },
          logDestination(config),
        ],
      }),
    }),
    DatabaseModule,
    KeyValueModule,
    AuditModule,
    JobsModule,
    LiveEventsModule,
    NotificationsModule,
    UsersModule,
    AuthModule,
    OrganisationModule,
    CustomersModule,
    CatalogModule,
    MediaModule,
    CmsModule,
    OrderPortsModule,
    OrdersModule,
    StatisticsModule,
    SettingsModule,
    StartDataModule,
    HealthModule,
    AnalyticsModule,
    SignageModule,
    BackofficeHostModule,
    TimeTrackingModule,
    DemoPrinterModule,
  ],
  providers: [
    { provide: APP_GUARD, useClass: AuthGuard },
    { provide: APP_PIPE, useFactory: () => germanValidationPipe() },
    { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
    { provide: APP_FILTER, useClass: ApiExceptionFilter },
  ],
})
export class AppModule {}
