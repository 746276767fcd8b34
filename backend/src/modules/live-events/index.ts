/** The public face of the live-events module: what other modules may import. */
export * from './live-event';
export * from './live-events.module';
export * from './sse';
