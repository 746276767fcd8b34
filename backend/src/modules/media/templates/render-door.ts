import type { IncomingMessage } from 'node:http';
import { LRUCache } from 'lru-cache';
import { CacheInvalidation, CacheTopic, ReadyBytes, readyBody } from '../../public-cache';

/**
 * What a render is drawn from: the catalogue (products, categories, the library's pictures)
 * and the templates themselves. A write to any of them, in any process, drops every kept
 * render here.
 */
export const RENDER_TOPICS: readonly CacheTopic[] = ['catalog', 'templates'];
/** The kept renders' bytes at most (least recently asked go first): an A4 JPEG is ~0.3 MB. */
export const RENDER_DOOR_BYTES = 32 * 1024 * 1024;

const RENDER_PATH = /^\/api\/image-template\/(\d{1,9})\/(render\.(?:png|webp|jpg))(?:\?(.*))?$/;
const RENDER_PARAMS = new Set(['product', 'category', 'size']);

/** A render's address as the door and the route both name it. */
export function renderDoorKey(
  id: number | string,
  file: string,
  query: { product?: string; category?: string; size?: string },
): string {
  return `${id}/${file}?${query.product ?? ''}&${query.category ?? ''}&${query.size ?? ''}`;
}

/**
 * Finished template renders as ready bytes, answered on the server's door before routing
 * (registerPublicReads), like the kept pages and the TVs' schedules: a render asked again
 * costs a Map look-up and one write, not the route's two reads and a file read. The route
 * keeps what it served fresh (`keep`), only if nothing it was drawn from changed meanwhile
 * (`generation` taken before its reads). A stale answer (a render still being drawn) is
 * never kept; nor is one for a request with other query parameters.
 */
export class RenderDoor {
  private readonly kept = new LRUCache<string, ReadyBytes>({
    maxSize: RENDER_DOOR_BYTES,
    sizeCalculation: (bytes) => Math.max(1, bytes.identity.length),
  });

  constructor(private readonly invalidation: CacheInvalidation) {
    invalidation.onInvalidate((changed) => {
      if (changed.some((topic) => RENDER_TOPICS.includes(topic))) this.kept.clear();
    });
  }

  /** The topics' generations as one value: compared before a render is kept. */
  generation(): string {
    return RENDER_TOPICS.map((topic) => this.invalidation.generation(topic)).join(':');
  }

  /** The kept render for a raw request, if there is one; anything else goes to the route. */
  peek(request: IncomingMessage): ReadyBytes | undefined {
    if (request.method !== 'GET' || !request.url) return undefined;
    const match = RENDER_PATH.exec(request.url);
    if (!match) return undefined;
    const query: Record<string, string> = {};
    for (const [name, value] of new URLSearchParams(match[3] ?? '')) {
      if (!RENDER_PARAMS.has(name) || name in query) return undefined;
      query[name] = value;
    }
    return this.kept.get(renderDoorKey(match[1], match[2], query));
  }

  async keep(
    key: string,
    generation: string,
    body: Buffer,
    { contentType, etag }: { contentType: string; etag: string },
  ): Promise<void> {
    if (generation !== this.generation() || body.length > RENDER_DOOR_BYTES / 8) return;
    const bytes = await readyBody(body, {
      contentType,
      compressed: true,
      hash: etag.replace(/^"|"$/g, ''),
      vary: 'Accept-Encoding',
      cacheControl: 'public, max-age=60, must-revalidate',
    });
    if (generation === this.generation()) this.kept.set(key, bytes);
  }

  /** How many renders are kept (tests, the bench). */
  get size(): number {
    return this.kept.size;
  }
}
