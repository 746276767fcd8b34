import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobHandlerRegistry, EmailJob, JobHandler } from '../jobs';
import { MailService } from './mail.service';

/** Runs 'email' jobs: in worker.ts with Redis, in the API process in the embedded mode. */
@Injectable()
export class EmailHandler implements JobHandler<'email'>, OnModuleInit {
  readonly queue = 'email' as const;

  constructor(
    private readonly registry: JobHandlerRegistry,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async handle(_name: string, payload: EmailJob): Promise<void> {
    await this.mail.send(payload);
  }
}
