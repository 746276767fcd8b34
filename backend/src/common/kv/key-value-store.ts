/**
 * The place for state that must hold across API processes: sessions, login-throttling
 * counters, login-link tokens. Redis in production; the database when embedded.
 */
export abstract class KeyValueStore {
  abstract get(key: string): Promise<string | null>;
  abstract set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  abstract delete(key: string): Promise<void>;
  /**
   * Writes the value unless the key holds `mark` right now, atomically: a session that a
   * logout marked as ended is not written back by a request that was still running.
   */
  abstract setUnless(key: string, value: string, ttlSeconds: number, mark: string): Promise<void>;
  /** Returns the value once and removes it, atomically (one-time tokens). */
  abstract take(key: string): Promise<string | null>;
  /**
   * Increments a counter atomically and returns the new count (compare it, do not read the
   * counter first); the first increment starts its expiry.
   */
  abstract increment(key: string, ttlSeconds: number): Promise<number>;
  /**
   * Adds `by` to a counter and answers its new value and remaining lifetime, atomically in
   * one round trip, so a throttle decides on the counter its own request produced (INCR
   * then compare) and parallel requests cannot all pass a separate read. The expiry starts
   * with the first increment (an expired counter starts again from `by`).
   */
  abstract incrementWithTtl(
    key: string,
    ttlSeconds: number,
    by?: number,
  ): Promise<{ count: number; ttlSeconds: number }>;
  /** Takes one back from a live counter (never below 0, never reviving an expired one). */
  abstract decrement(key: string): Promise<void>;
  /** Seconds until the key expires, or null if it does not exist. */
  abstract ttl(key: string): Promise<number | null>;
}
