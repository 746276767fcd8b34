import { CacheInvalidation } from './cache-invalidation';
import { ReadyBytes, readyBytes } from './ready-bytes';

/**
 * How long an answer is kept at most, even without a change: the safety net for an
 * invalidation message that never arrived (Redis unreachable at the moment of the write).
 */
export const PUBLIC_CACHE_MAX_AGE_MS = 60_000;

/** What a builder returns: the answer's data and the instant it stops being true by itself. */
export interface PublicAnswer {
  data: unknown;
  /** The next instant the answer changes without a write (a schedule opens or closes). */
  validUntil: Date | null;
}

interface Entry {
  bytes: ReadyBytes;
  expiresAt: number;
}

/**
 * Public answers (start data, branch catalogues) built once per catalogue generation and kept
 * as ready bytes. Concurrent requests for a missing answer share one build. Each entry ends
 * at the catalogue's next change (a write in any process), at its own time boundary, or after
 * PUBLIC_CACHE_MAX_AGE_MS — whichever comes first.
 */
export class PublicReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly building = new Map<string, { generation: number; bytes: Promise<ReadyBytes> }>();

  constructor(
    private readonly invalidation: CacheInvalidation,
    private readonly clock: () => number = Date.now,
  ) {
    invalidation.onInvalidate((topics) => {
      if (topics.includes('catalog')) {
        this.entries.clear();
        this.building.clear();
      }
    });
  }

  /** The answer if it is ready and current, without waiting: the fast path's lookup. */
  peek(key: string): ReadyBytes | undefined {
    const known = this.entries.get(key);
    return known && known.expiresAt > this.clock() ? known.bytes : undefined;
  }

  async get(key: string, build: () => Promise<PublicAnswer>): Promise<ReadyBytes> {
    const known = this.peek(key);
    if (known) return known;
    const generation = this.invalidation.generation('catalog');
    const running = this.building.get(key);
    if (running && running.generation === generation) return running.bytes;

    const startedAt = this.clock();
    const bytes = (async () => {
      const answer = await build();
      const ready = await readyBytes(answer.data);
      const expiresAt = Math.min(
        startedAt + PUBLIC_CACHE_MAX_AGE_MS,
        answer.validUntil?.getTime() ?? Infinity,
      );
      // A change during the build: the rows read may be old, answer once but keep nothing.
      if (this.invalidation.generation('catalog') === generation)
        this.entries.set(key, { bytes: ready, expiresAt });
      return ready;
    })();
    this.building.set(key, { generation, bytes });
    try {
      return await bytes;
    } finally {
      if (this.building.get(key)?.bytes === bytes) this.building.delete(key);
    }
  }

  /** Drops every answer of this process (tests; the invalidation does it on every change). */
  clear(): void {
    this.entries.clear();
    this.building.clear();
  }
}
