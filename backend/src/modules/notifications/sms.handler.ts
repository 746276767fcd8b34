import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { JobHandlerRegistry, JobHandler, SmsJob } from '../jobs';
import { SettingsService } from '../settings';
import { SmsTransport } from './sms-transport';

/**
 * Runs 'sms' jobs through the configured transport, only while the SMS plugin is on: a job
 * queued before the plugin was switched off is dropped (logged), not sent and not retried.
 */
@Injectable()
export class SmsHandler implements JobHandler<'sms'>, OnModuleInit {
  readonly queue = 'sms' as const;
  private readonly logger = new Logger(SmsHandler.name);

  constructor(
    private readonly registry: JobHandlerRegistry,
    private readonly transport: SmsTransport,
    private readonly settings: SettingsService,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async handle(name: string, payload: SmsJob): Promise<void> {
    if (!(await this.settings.get()).enablePluginSMS) {
      this.logger.warn(`SMS ${name} an ${payload.to} nicht gesendet: das SMS-Plugin ist aus.`);
      return;
    }
    await this.transport.send(payload);
  }
}
