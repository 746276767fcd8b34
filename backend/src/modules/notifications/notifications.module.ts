import { Module } from '@nestjs/common';
import { EmailHandler } from './email.handler';
import { MailService } from './mail.service';

/** E-mail now; the SMS and print handlers join here. Needs JobsModule (global) for the registry. */
@Module({
  providers: [MailService, EmailHandler],
  exports: [MailService],
})
export class NotificationsModule {}
