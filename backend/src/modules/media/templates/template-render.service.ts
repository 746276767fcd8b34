import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { ApiError } from '../../../common/http/api-error';
import { KeyValueStore } from '../../../common/kv/key-value-store';
import { FileStorage } from '../file-storage';
import { ImageSizeName, IMAGE_SIZES } from '../image-sizes';
import { ImageTemplate } from './image-template.entity';
import { RenderFormat, outputSize } from './template-draw';
import { Binding, TemplateRenderer } from './template-renderer.service';

/**
 * Limits of the public render (issue 33). An address may start `units` worth of renders per
 * window — a render costs one unit per started million pixels, so a full A4 poster (8.7
 * MP) costs nine and a square tile two; renders served from storage or joined while under
 * way cost nothing. A request waits `waitMs` for its render (`staleWaitMs` when a last good
 * image of an earlier version is there to answer instead), then gets that image or 503
 * with Retry-After.
 */
export const RENDER_LIMITS = {
  units: 40,
  windowSeconds: 5 * 60,
  waitMs: 10_000,
  staleWaitMs: 2_000,
  retryAfter: 5,
};
export const renderRateKey = (ip: string) => `template-render-rate:${ip}`;

/** What a render request is answered with. */
export type Served =
  | { state: 'fresh'; body: Buffer; etag: string }
  /** The last good render of an older version, while the current one is drawn. */
  | { state: 'stale'; body: Buffer; etag: string };

/** The cost of one render in rate units: its pixels in started millions. */
export function renderUnits(
  template: Pick<ImageTemplate, 'width' | 'height'>,
  size: ImageSizeName | null,
): number {
  const { width, height } = outputSize(template, size ? IMAGE_SIZES[size] : null);
  return Math.max(1, Math.ceil((width * height) / 1_000_000));
}

interface Flight {
  done: Promise<Buffer>;
  /** Who started it: a refusal of that address is not another address' fault. */
  ip: string;
}

/**
 * Serves saved templates' renders: from storage when drawn before; else one render per key
 * (requests for a key under way join it), started only within the address' limit and the
 * pool's bound, and never waited for longer than `waitMs`.
 */
@Injectable()
export class TemplateRenderService {
  private readonly logger = new Logger(TemplateRenderService.name);
  private readonly flights = new Map<string, Flight>();
  /** Adjustable by tests; RENDER_LIMITS otherwise. */
  readonly limits = { ...RENDER_LIMITS };

  constructor(
    private readonly renderer: TemplateRenderer,
    private readonly storage: FileStorage,
    private readonly kv: KeyValueStore,
  ) {}

  /** Settles when every render under way has landed in storage or failed (tests). */
  async idle(): Promise<void> {
    while (this.flights.size)
      await Promise.allSettled([...this.flights.values()].map((flight) => flight.done));
  }

  /**
   * The render of `key`. `limited`: the address counts against the render limit
   * (anonymous requests; the back office's signed-in staff do not).
   */
  async serve(
    key: string,
    request: {
      template: ImageTemplate;
      binding: Binding | null;
      size: ImageSizeName | null;
      format: RenderFormat;
      ip: string;
      limited: boolean;
    },
  ): Promise<Served> {
    const cached = await this.storage.get(key);
    if (cached) return { state: 'fresh', body: cached, etag: etagOf(key) };
    let flight = this.flights.get(key);
    if (!flight) {
      flight = { ip: request.ip, done: this.start(key, request) };
      this.flights.set(key, flight);
      const started = flight;
      void started.done.then(
        () => this.forget(key, started),
        () => this.forget(key, started),
      );
    }
    const lastKey = this.renderer.lastGoodKey(
      request.template,
      request.binding,
      request.size,
      request.format,
    );
    const wait = (await this.storage.exists(lastKey))
      ? this.limits.staleWaitMs
      : this.limits.waitMs;
    const body = await this.within(flight, request.ip, wait);
    if (Buffer.isBuffer(body)) return { state: 'fresh', body, etag: etagOf(key) };
    const last = await this.storage.get(lastKey);
    if (last)
      return {
        state: 'stale',
        body: last,
        etag: `"last-${createHash('sha1').update(last).digest('base64url').slice(0, 16)}"`,
      };
    throw (
      body ??
      ApiError.unavailable(
        'Das Bild wird gerade berechnet. Bitte versuchen Sie es in wenigen Sekunden erneut.',
      ).retryingAfter(this.limits.retryAfter)
    );
  }

  /**
   * The flight's body if it lands within the wait; null if it is still drawing; the pool's
   * 503 if it was not started (the last good image may still answer).
   */
  private async within(
    flight: Flight,
    ip: string,
    waitMs: number,
  ): Promise<Buffer | ApiError | null> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
    });
    try {
      return await Promise.race([flight.done, timeout]);
    } catch (error) {
      // The pool was full, or another address' render was refused for its limit: this
      // request was not refused, it only found no render under way — busy, as if drawing.
      if (error instanceof ApiError && error.getStatus() === 503) return error;
      if (error instanceof ApiError && error.getStatus() === 429 && flight.ip !== ip) return null;
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  private async start(
    key: string,
    request: Parameters<TemplateRenderService['serve']>[1],
  ): Promise<Buffer> {
    const { template, binding, size, format } = request;
    if (request.limited) await this.charge(request.ip, renderUnits(template, size));
    // A render of this key may have landed between the storage read and the flight.
    const landed = await this.storage.get(key);
    if (landed) return landed;
    const body = await this.renderer.draw(template, binding, size, format);
    await this.storage.put(key, body);
    await this.storage.put(this.renderer.lastGoodKey(template, binding, size, format), body);
    return body;
  }

  /**
   * Counts the render against its address first (atomic: parallel requests cannot all pass
   * a check made before any counted). Without the counter store (Redis away) the render is
   * allowed — the pool's bound still holds.
   */
  private async charge(ip: string, units: number): Promise<void> {
    const key = renderRateKey(ip);
    let counted: { count: number; ttlSeconds: number };
    try {
      counted = await this.kv.incrementWithTtl(key, this.limits.windowSeconds, units);
    } catch (error) {
      this.logger.warn(`Bildlimit nicht geprüft (${ip}): ${(error as Error).message}`);
      return;
    }
    if (counted.count <= this.limits.units) return;
    const seconds = counted.ttlSeconds > 0 ? counted.ttlSeconds : this.limits.windowSeconds;
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    throw ApiError.tooManyRequests(
      `Zu viele neue Bilder von dieser Adresse. Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} erneut.`,
    ).retryingAfter(seconds);
  }

  private forget(key: string, flight: Flight): void {
    if (this.flights.get(key) === flight) this.flights.delete(key);
  }
}

/** The ETag of a stored render: its file name, which changes with every version. */
export function etagOf(key: string): string {
  return `"${key.replace(/^.*\//, '')}"`;
}
