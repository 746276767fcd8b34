import type Redis from 'ioredis';
import { KeyValueStore } from './key-value-store';

export class RedisKeyValueStore extends KeyValueStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    super();
  }

  private k(key: string): string {
    return `${this.prefix}:kv:${key}`;
  }

  async get(key: string): Promise<string | null> {
    return this.redis.get(this.k(key));
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    if (ttlSeconds)
      await this.redis.set(this.k(key), value, 'EX', Math.max(1, Math.ceil(ttlSeconds)));
    else await this.redis.set(this.k(key), value);
  }

  async setUnless(key: string, value: string, ttlSeconds: number, mark: string): Promise<void> {
    await this.redis.eval(
      "if redis.call('GET', KEYS[1]) == ARGV[2] then return 0 end redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[3]) return 1",
      1,
      this.k(key),
      value,
      mark,
      Math.max(1, Math.ceil(ttlSeconds)),
    );
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.k(key));
  }

  async take(key: string): Promise<string | null> {
    return this.redis.getdel(this.k(key));
  }

  async increment(key: string, ttlSeconds: number): Promise<number> {
    const [[, count]] = (await this.redis
      .multi()
      .incr(this.k(key))
      .expire(this.k(key), ttlSeconds, 'NX')
      .exec()) as [[Error | null, number]];
    return count;
  }

  async incrementWithTtl(
    key: string,
    ttlSeconds: number,
    by = 1,
  ): Promise<{ count: number; ttlSeconds: number }> {
    const seconds = Math.max(1, Math.ceil(ttlSeconds));
    const [[, count], , [, ttl]] = (await this.redis
      .multi()
      .incrby(this.k(key), by)
      .expire(this.k(key), seconds, 'NX')
      .ttl(this.k(key))
      .exec()) as [[Error | null, number], [Error | null, number], [Error | null, number]];
    return { count, ttlSeconds: ttl > 0 ? ttl : seconds };
  }

  async decrement(key: string): Promise<void> {
    // A script, so that a counter that expired meanwhile is not recreated at -1 forever.
    await this.redis.eval(
      "if redis.call('GET', KEYS[1]) and tonumber(redis.call('GET', KEYS[1])) > 0 then return redis.call('DECR', KEYS[1]) end return 0",
      1,
      this.k(key),
    );
  }

  async ttl(key: string): Promise<number | null> {
    const seconds = await this.redis.ttl(this.k(key));
    return seconds < 0 ? null : seconds;
  }
}
