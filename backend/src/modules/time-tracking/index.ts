/** The public face of the time-tracking module: what other modules may import. */
export * from './contracts/working-time-reader';
export * from './time-tracking.module';
export * from './time-tracking-worker.module';
export { WorkingTimeModule } from './working-time.module';
