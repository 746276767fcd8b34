import { CacheInvalidation, CacheTopic } from './cache-invalidation';
import { ReadyBytes, readyBytes } from './ready-bytes';

/**
 * How long an answer is kept at most, even without a change: the safety net for an
 * invalidation message that never arrived (Redis unreachable at the moment of the write).
 */
export const PUBLIC_CACHE_MAX_AGE_MS = 60_000;
/**
 * At most this many answers per cache (then the least recently asked goes): a shop's
 * branches, scenes and TVs, with room to spare; a bound, so no key space can grow it.
 */
export const PUBLIC_CACHE_ENTRIES = 2000;

/** What a builder returns: the answer's data and the instant it stops being true by itself. */
export interface PublicAnswer {
  data: unknown;
  /** The next instant the answer changes without a write (a schedule opens or closes). */
  validUntil: Date | null;
}

interface Entry {
  bytes: ReadyBytes;
  /** From here on the entry is rebuilt; readers keep getting it meanwhile (see get). */
  refreshAt: number;
  /** From here on it is never answered: its own time boundary, or twice the maximum age. */
  expiresAt: number;
}

/**
 * Public answers (start data, branch catalogues) built once per catalogue generation and kept
 * as ready bytes. Concurrent requests for a missing answer share one build. Each entry ends
 * at the catalogue's next change (a write in any process) or at its own time boundary. After
 * PUBLIC_CACHE_MAX_AGE_MS it is rebuilt in the background while readers still get it (the
 * safety net must not make every reader of a busy shop wait for a build each minute); one
 * that could not be rebuilt by twice that age is not answered any more.
 */
export class PublicReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly building = new Map<string, { generation: string; bytes: Promise<ReadyBytes> }>();

  constructor(
    private readonly invalidation: CacheInvalidation,
    private readonly clock: () => number = Date.now,
    /** What the answers are built from: a write to any of these drops them all. */
    private readonly topics: readonly CacheTopic[] = ['catalog'],
    private readonly limit = PUBLIC_CACHE_ENTRIES,
  ) {
    invalidation.onInvalidate((changed) => {
      if (changed.some((topic) => topics.includes(topic))) {
        this.entries.clear();
        this.building.clear();
      }
    });
  }

  /** The generations of this cache's topics, as one value to compare. */
  private generation(): string {
    return this.topics.map((topic) => this.invalidation.generation(topic)).join(':');
  }

  /** The answer if it is ready and current, without waiting: the fast path's lookup. */
  peek(key: string): ReadyBytes | undefined {
    const known = this.entries.get(key);
    if (!known) return undefined;
    const now = this.clock();
    if (known.refreshAt <= now || known.expiresAt <= now) return undefined;
    // Asked again: the most recent now (a Map keeps insertion order; the oldest goes first).
    this.entries.delete(key);
    this.entries.set(key, known);
    return known.bytes;
  }

  async get(key: string, build: () => Promise<PublicAnswer>): Promise<ReadyBytes> {
    const current = this.peek(key);
    if (current) return current;
    const known = this.entries.get(key);
    const stale = known && known.expiresAt > this.clock() ? known.bytes : undefined;
    const generation = this.generation();
    const running = this.building.get(key);
    const bytes =
      running && running.generation === generation
        ? running.bytes
        : this.build(key, build, generation);
    if (!stale) return bytes;
    // Past the maximum age only: answered as it is while the rebuild runs.
    bytes.catch(() => undefined);
    return stale;
  }

  private build(
    key: string,
    build: () => Promise<PublicAnswer>,
    generation: string,
  ): Promise<ReadyBytes> {
    const startedAt = this.clock();
    const bytes = (async () => {
      const answer = await build();
      const ready = await readyBytes(answer.data);
      const validUntil = answer.validUntil?.getTime() ?? Infinity;
      // A change during the build: the rows read may be old, answer once but keep nothing.
      if (this.generation() === generation) {
        this.entries.delete(key);
        this.entries.set(key, {
          bytes: ready,
          refreshAt: Math.min(startedAt + PUBLIC_CACHE_MAX_AGE_MS, validUntil),
          expiresAt: Math.min(startedAt + 2 * PUBLIC_CACHE_MAX_AGE_MS, validUntil),
        });
        while (this.entries.size > this.limit)
          this.entries.delete(this.entries.keys().next().value as string);
      }
      return ready;
    })();
    this.building.set(key, { generation, bytes });
    const done = () => {
      if (this.building.get(key)?.bytes === bytes) this.building.delete(key);
    };
    bytes.then(done, done);
    return bytes;
  }

  /** Drops every answer of this process (tests; the invalidation does it on every change). */
  clear(): void {
    this.entries.clear();
    this.building.clear();
  }
}
