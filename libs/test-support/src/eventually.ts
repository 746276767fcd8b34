import { deepStrictEqual } from 'node:assert/strict';

export interface EventuallyOptions {
  /** How long to keep trying, in milliseconds (default 10 s). */
  timeout?: number;
  /** The pause between two attempts, in milliseconds (default 50). */
  interval?: number;
  /** What is awaited, named in the message when it never comes. */
  what?: string;
  /** Ends the wait early: the promise rejects with the signal's reason. */
  signal?: AbortSignal;
}

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });

/**
 * Polls `check` until it returns a value other than `undefined` and resolves with that value:
 * for what a worker, a relay, a browser or another process brings about in its own time.
 * A check that throws (a failed `expect`, a refused connection) counts as "not yet" too.
 * When `timeout` has passed, the promise rejects with the check's last error, so a failed
 * assertion shows its own message and diff; if the last attempt returned `undefined`, with
 * „nicht eingetreten nach <timeout> ms: <what>“.
 */
export async function eventually<T>(
  check: () => T | undefined | Promise<T | undefined>,
  { timeout = 10_000, interval = 50, what = 'die Bedingung', signal }: EventuallyOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    signal?.throwIfAborted();
    let failure: { error: unknown } | undefined;
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      failure = { error };
    }
    if (Date.now() >= deadline) {
      if (failure) throw failure.error;
      throw new Error(`nicht eingetreten nach ${timeout} ms: ${what}`);
    }
    await pause(interval, signal);
  }
}

/**
 * Reads until `read` returns `expected` (deep, strict equality) and resolves with it; after
 * the timeout it rejects with the assertion's diff of the last value read. For a page that
 * updates asynchronously after an event (React effects, polling), where a single read right
 * after the click may still see the previous state.
 */
export function eventuallyEqual<T>(
  read: () => T | Promise<T>,
  expected: T,
  options: EventuallyOptions = {},
): Promise<T> {
  return eventually(async () => {
    const actual = await read();
    deepStrictEqual(actual, expected);
    return { actual };
  }, options).then(({ actual }) => actual);
}
