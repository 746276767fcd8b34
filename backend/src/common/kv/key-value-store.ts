/**
 * The place for state that must hold across API processes: sessions, login-throttling
 * counters, login-link tokens. Redis in production; the database when embedded.
 */
export abstract class KeyValueStore {
  abstract get(key: string): Promise<string | null>;
  abstract set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  abstract delete(key: string): Promise<void>;
  /** Returns the value once and removes it, atomically (one-time tokens). */
  abstract take(key: string): Promise<string | null>;
  /**
   * Increments a counter atomically and returns the new count (compare it, do not read the
   * counter first); the first increment starts its expiry.
   */
  abstract increment(key: string, ttlSeconds: number): Promise<number>;
  /** Takes one back from a live counter (never below 0, never reviving an expired one). */
  abstract decrement(key: string): Promise<void>;
  /** Seconds until the key expires, or null if it does not exist. */
  abstract ttl(key: string): Promise<number | null>;
}
