import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { SettingsModule } from '../settings';
import { EmailHandler } from './email.handler';
import { MailService } from './mail.service';
import { SmsHandler } from './sms.handler';
import { TemplateOrderNotifier } from './template-order-notifier';
import { LogSmsTransport, SmsTransport, WebsmsTransport } from './sms-transport';

/** E-mail and SMS: the handlers of the 'email' and 'sms' queues. Needs JobsModule (global). */
@Module({
  imports: [SettingsModule],
  providers: [
    MailService,
    EmailHandler,
    SmsHandler,
    TemplateOrderNotifier,
    {
      provide: SmsTransport,
      inject: [AppConfig],
      useFactory: ({ env }: AppConfig): SmsTransport =>
        env.SMS_TRANSPORT === 'websms'
          ? new WebsmsTransport(env.SMS_API_URL, env.SMS_API_TOKEN!, env.SMS_SENDER)
          : new LogSmsTransport(),
    },
  ],
  exports: [MailService, TemplateOrderNotifier],
})
export class NotificationsModule {}
