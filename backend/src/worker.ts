import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppConfig } from './config/app-config';
import { EnvironmentError } from './config/env.schema';
import { BullmqWorkers } from './modules/jobs/bullmq-workers';
import { WorkerModule } from './worker.module';

class WorkerStartError extends Error {}

/** `node dist/worker.js`: consumes print, SMS and e-mail jobs from Redis (WORKER_QUEUES limits them). */
async function bootstrap(): Promise<void> {
  // Validate first, so a wrong variable stops the start with a readable message, not a stack.
  const config = AppConfig.fromProcess();
  if (!config.redisUrl) {
    throw new WorkerStartError(
      'worker.ts braucht REDIS_URL; ohne Redis laufen die Aufträge im API-Prozess.',
    );
  }
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  const logger = app.get(Logger);
  app.useLogger(logger);
  app.enableShutdownHooks();
  const queues = app.get(BullmqWorkers).queues;
  if (queues.length === 0) {
    logger.warn(
      'Der Worker verarbeitet keine Warteschlange (kein Handler für WORKER_QUEUES).',
      'Worker',
    );
  } else {
    logger.log(`Worker verarbeitet: ${queues.join(', ')} (Präfix ${config.redisPrefix})`, 'Worker');
  }
}

bootstrap().catch((error: unknown) => {
  console.error(
    error instanceof EnvironmentError || error instanceof WorkerStartError ? error.message : error,
  );
  process.exit(1);
});
