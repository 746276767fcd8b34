import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { randomUUID } from 'node:crypto';

/**
 * What a write can make stale: 'settings' (the shop configuration), 'catalog' (everything
 * the public start data and branch catalogues are built from; settings are part of it),
 * 'devices' (the printers print jobs send their receipts to), 'signage' (scenes,
 * streams, segments and TVs: the players' schedules) and 'templates' (image templates: the
 * kept renders, with the catalogue).
 */
export type CacheTopic = 'settings' | 'catalog' | 'devices' | 'signage' | 'templates';
export const CACHE_TOPICS: readonly CacheTopic[] = [
  'settings',
  'catalog',
  'devices',
  'signage',
  'templates',
];

/**
 * One generation counter per topic in this process. A cache remembers the generation it
 * read at and keeps its value only while that generation still holds: a build that began
 * before a change never stores what it read (the version check a cache needs, without a
 * version kept anywhere else).
 */
export class CacheInvalidation {
  private readonly generations = new Map<CacheTopic, number>(CACHE_TOPICS.map((t) => [t, 0]));
  private readonly listeners = new Set<(topics: readonly CacheTopic[]) => void>();

  generation(topic: CacheTopic): number {
    return this.generations.get(topic)!;
  }

  /** Marks the topics stale here and (with Redis) in every other process. */
  async invalidate(topics: readonly CacheTopic[]): Promise<void> {
    this.applyLocally(topics);
  }

  /**
   * A read kept per key until the topic changes: `read(key)` runs once per key and
   * generation. The generation is taken before the read, so a change during the read is not
   * kept under the new generation. At most `limit` keys are kept (then all are dropped).
   */
  memo<K, V>(
    topic: CacheTopic,
    read: (key: K) => Promise<V>,
    limit = 1000,
  ): (key: K) => Promise<V> {
    const kept = new Map<K, { generation: number; value: Promise<V> }>();
    return (key) => {
      const generation = this.generation(topic);
      const known = kept.get(key);
      if (known?.generation === generation) return known.value;
      const value = read(key);
      if (kept.size >= limit) kept.clear();
      kept.set(key, { generation, value });
      // A failed read is not kept: the next call reads again.
      value.catch(() => {
        if (kept.get(key)?.value === value) kept.delete(key);
      });
      return value;
    };
  }

  onInvalidate(listener: (topics: readonly CacheTopic[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  protected applyLocally(topics: readonly CacheTopic[]): void {
    for (const topic of topics) this.generations.set(topic, this.generation(topic) + 1);
    for (const listener of this.listeners) listener(topics);
  }

  async close(): Promise<void> {}
}

/**
 * Across API and worker processes: a change is applied here at once and announced on one
 * Redis pub/sub channel per environment (as live events are); every other process drops its
 * caches when it hears it. Nothing is kept in Redis: a process that missed messages while
 * its subscriber was reconnecting drops everything when the subscription is back.
 */
export class RedisCacheInvalidation extends CacheInvalidation {
  private readonly logger = new Logger(RedisCacheInvalidation.name);
  private readonly subscriber: Redis;
  private readonly ready: Promise<unknown>;
  private readonly origin = randomUUID();
  private subscribedOnce = false;

  constructor(
    private readonly publisher: Redis,
    private readonly channel: string,
  ) {
    super();
    // A subscribed connection can do nothing else, hence a second one.
    this.subscriber = publisher.duplicate({ maxRetriesPerRequest: null });
    this.subscriber.on('message', (channelName: string, message: string) => {
      if (channelName !== this.channel) return;
      const topics = parseMessage(message, this.origin);
      if (topics) this.applyLocally(topics);
    });
    // ioredis re-subscribes after a reconnect; what was published meanwhile is lost.
    this.subscriber.on('ready', () => {
      if (this.subscribedOnce) this.applyLocally(CACHE_TOPICS);
    });
    this.ready = this.subscriber
      .subscribe(this.channel)
      .then(() => {
        this.subscribedOnce = true;
      })
      .catch((error: unknown) => {
        this.logger.error(`Cache-Invalidierung: Abonnement fehlgeschlagen: ${String(error)}`);
      });
  }

  override async invalidate(topics: readonly CacheTopic[]): Promise<void> {
    this.applyLocally(topics);
    try {
      await this.publisher.publish(this.channel, JSON.stringify({ origin: this.origin, topics }));
    } catch (error) {
      // The write is committed; other processes fall back to the caches' maximum age.
      this.logger.error(`Cache-Invalidierung nur lokal: ${String(error)}`);
    }
  }

  /** Resolves once this process listens (tests wait for it before changing data). */
  whenReady(): Promise<unknown> {
    return this.ready;
  }

  override async close(): Promise<void> {
    if (this.subscriber.status !== 'end') await this.subscriber.quit().catch(() => undefined);
  }
}

function parseMessage(message: string, ownOrigin: string): CacheTopic[] | null {
  try {
    const parsed = JSON.parse(message) as { origin?: string; topics?: unknown };
    if (parsed.origin === ownOrigin || !Array.isArray(parsed.topics)) return null;
    return parsed.topics.filter((topic): topic is CacheTopic =>
      (CACHE_TOPICS as readonly unknown[]).includes(topic),
    );
  } catch {
    return null;
  }
}
