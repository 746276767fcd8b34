/**
 * The job queues, once: the worker layout (WORKER_QUEUES, WORKER_CONCURRENCY) is checked
 * against them, and the jobs module builds its queues from them.
 */
export const QUEUE_NAMES = ['print', 'sms', 'email', 'timers', 'content', 'statistics'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

/** What each queue does, in German, for messages to the people who run the shop. */
export const QUEUE_LABELS: Record<QueueName, string> = {
  print: 'Bondruck',
  sms: 'SMS',
  email: 'E-Mails',
  timers: 'Erinnerungen an offene Bestellungen',
  content: 'Content-KI',
  statistics: 'Statistik',
};
