import type { QueueName } from './job-queue';

/**
 * Jobs run side by side per queue and process unless WORKER_CONCURRENCY says otherwise. All
 * four wait on the network, not the CPU: e-mail on SMTP round trips (many at once over the
 * pooled connections, see MailService), SMS on the gateway, the timers on one UPDATE each;
 * print jobs on a connection to their printer each, so several printers (or receipts
 * queued for one) are served at once.
 *
 * A module of its own without imports at run time, so bench/jobs gives its no-op reference
 * worker exactly these numbers.
 */
export const DEFAULT_CONCURRENCY: Record<QueueName, number> = {
  print: 8,
  sms: 8,
  email: 16,
  timers: 8,
  // Content AI waits on a model for seconds per job; a few at once are plenty.
  content: 2,
  // One rollup round at a time: its hours are transactions of their own, in order.
  statistics: 1,
};
