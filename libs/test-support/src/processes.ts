import type { ChildProcess } from 'node:child_process';
import { eventually } from './eventually';

const hasEnded = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

export interface StopOptions {
  /** The first signal (default SIGTERM, a graceful stop); SIGKILL is a crash or a pulled cable. */
  signal?: NodeJS.Signals;
  /** How long a graceful stop may take before SIGKILL follows (default 5 s; Infinity: never). */
  graceMs?: number;
}

/** Ends a child process and resolves once it has exited (at once if it already has). */
export async function stopProcess(
  child: ChildProcess,
  { signal = 'SIGTERM', graceMs = 5_000 }: StopOptions = {},
): Promise<void> {
  if (hasEnded(child)) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const timer =
    signal !== 'SIGKILL' && Number.isFinite(graceMs)
      ? setTimeout(() => child.kill('SIGKILL'), graceMs)
      : undefined;
  await exited;
  clearTimeout(timer);
}

export interface HealthOptions {
  /** How long the start may take (default 60 s). */
  timeout?: number;
  interval?: number;
  /** Whether an answer of /api/health means "up" (default: a 2xx). */
  up?: (reply: Response) => boolean;
  /** The process's output so far, for the error when it ends or never answers. */
  log?: () => string;
}

/**
 * Waits until the product process `child` answers GET `<url>/api/health`. Rejects at once
 * when the process ends first („main.js beendet“), and after the timeout kills it and rejects;
 * both errors carry its output (`log`).
 */
export async function untilHealthy(
  url: string,
  child: ChildProcess,
  {
    timeout = 60_000,
    interval = 200,
    up = (reply) => reply.ok,
    log = () => '',
  }: HealthOptions = {},
): Promise<void> {
  const ended = new AbortController();
  const onClose = () =>
    ended.abort(new Error(`main.js beendet (${child.exitCode ?? child.signalCode}):\n${log()}`));
  if (hasEnded(child)) onClose();
  else child.once('close', onClose);
  try {
    await eventually(async () => (up(await fetch(`${url}/api/health`)) ? true : undefined), {
      timeout,
      interval,
      signal: ended.signal,
    });
  } catch (error) {
    if (ended.signal.aborted) throw ended.signal.reason;
    child.kill('SIGKILL');
    throw new Error(`${url}/api/health antwortet nicht nach ${timeout} ms:\n${log()}`, {
      cause: error,
    });
  } finally {
    child.off('close', onClose);
  }
}
