/** The public face of the jobs module: what other modules may import. */
export * from './bullmq-workers';
export * from './job-defaults';
export * from './job-handler.registry';
export * from './job-queue';
export * from './recurring-round';
