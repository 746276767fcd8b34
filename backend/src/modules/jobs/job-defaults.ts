import { JOB_DEFAULTS } from './job-queue';

/** The queue defaults as both runners read them (see JOB_DEFAULTS for the values in use). */
export interface JobDefaults {
  attempts: number;
  backoffMs: number;
  keepCompleted: number;
  keepFailed: number;
  lockMs: number;
}

/**
 * JOB_DEFAULTS behind an injection token rather than imported directly, so an integration
 * test can shorten the backoff instead of waiting through seconds of real retries.
 */
export const JOB_QUEUE_DEFAULTS = Symbol('JOB_QUEUE_DEFAULTS');

export const jobDefaultsProvider = {
  provide: JOB_QUEUE_DEFAULTS,
  useValue: JOB_DEFAULTS satisfies JobDefaults,
};

/** The text kept as a job's last error; stacks stay in the log, not in the table. */
export function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > 2000 ? `${message.slice(0, 1997)}...` : message;
}
