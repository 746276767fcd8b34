import { Injectable } from '@nestjs/common';
import { JobHandler, QueueName } from './job-queue';

/** Where modules put their handlers; the worker (or the embedded runner) reads them. */
@Injectable()
export class JobHandlerRegistry {
  private readonly handlers = new Map<QueueName, JobHandler>();

  register(handler: JobHandler): void {
    this.handlers.set(handler.queue, handler);
  }

  get(queue: QueueName): JobHandler | undefined {
    return this.handlers.get(queue);
  }

  queues(): QueueName[] {
    return [...this.handlers.keys()];
  }
}
