import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { Observable, Subject, filter as where } from 'rxjs';
import { matches } from './in-process-live-events';
import { LiveEvent, LiveEventFilter, LiveEventInput, LiveEvents } from './live-event';

/**
 * Live events across API processes: every publish goes to one Redis pub/sub channel per
 * environment, and every process (including the publisher) hears it back on its own
 * subscriber connection, so a screen on process B sees an order placed through process A.
 */
export class RedisLiveEvents extends LiveEvents {
  private readonly logger = new Logger(RedisLiveEvents.name);
  private readonly events = new Subject<LiveEvent>();
  private readonly subscriber: Redis;
  private readonly ready: Promise<unknown>;

  constructor(
    private readonly publisher: Redis,
    private readonly channel: string,
  ) {
    super();
    // A subscribed connection can do nothing else, hence a second one.
    this.subscriber = publisher.duplicate({ maxRetriesPerRequest: null });
    this.subscriber.on('message', (channelName: string, message: string) => {
      if (channelName !== this.channel) return;
      try {
        this.events.next(JSON.parse(message) as LiveEvent);
      } catch {
        this.logger.warn(`Unlesbares Live-Ereignis verworfen: ${message.slice(0, 200)}`);
      }
    });
    this.ready = this.subscriber.subscribe(this.channel).catch((error: unknown) => {
      this.logger.error(`Live-Ereignisse: Abonnement fehlgeschlagen: ${String(error)}`);
    });
  }

  async publish(input: LiveEventInput): Promise<void> {
    const event: LiveEvent = {
      ...input,
      id: `${Date.now()}-${randomUUID()}`,
      at: input.at ?? new Date().toISOString(),
    };
    await this.ready;
    try {
      await this.publisher.publish(this.channel, JSON.stringify(event));
    } catch (error) {
      // Redis is down: screens on this process still hear it; polling covers the rest.
      this.logger.error(`Live-Ereignis nur lokal zugestellt: ${String(error)}`);
      this.events.next(event);
    }
  }

  stream(filter: LiveEventFilter): Observable<LiveEvent> {
    return this.events.pipe(where((event) => matches(event, filter)));
  }

  /** Resolves once this process listens, so a test (or a screen) misses nothing after it. */
  whenReady(): Promise<unknown> {
    return this.ready;
  }

  async close(): Promise<void> {
    this.events.complete();
    if (this.subscriber.status !== 'end') await this.subscriber.quit().catch(() => undefined);
  }
}
