import { statSync } from 'node:fs';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { SESSION_COOKIE } from '../auth';
import { CacheInvalidation, ReadyBytes, readyBody } from '../public-cache';

/** At most this many pages are kept per process (then the least recently asked goes). */
export const PAGE_CACHE_ENTRIES = 500;
/**
 * A page shows the opening state and the earliest times as of its render; opening hours are
 * set to the minute, so a page is kept until the minute it was rendered in is over.
 */
const MINUTE_MS = 60_000;
/** How often a hit looks whether a new build replaced the HTML shell. */
const TEMPLATE_CHECK_MS = 1000;

const HAS_SESSION = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE.replace('.', '\\.')}=`);
const CONSENT = /(?:^|;\s*)cookie-consent=([01])(?:;|$)/;

/**
 * The cache key of a storefront page as a visitor asks for it, from the raw request alone
 * (the fast path has no Fastify request yet): the path without its query, the address the
 * page was asked at (its canonical and og:url name it) and the visitor's cookie choice
 * (banner or none, trackers or none). Null for what is not a visitor's page: another
 * method, a session (staff see drafts; the start data names the user), the API and the
 * app's files.
 */
export function visitorPageKey(
  method: string | undefined,
  url: string | undefined,
  headers: IncomingHttpHeaders,
): string | null {
  if (method !== 'GET' || !url || !url.startsWith('/')) return null;
  const cookie = headers.cookie;
  if (cookie && HAS_SESSION.test(cookie)) return null;
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/build/')) return null;
  const consent = (cookie && CONSENT.exec(cookie)?.[1]) ?? '-';
  const proto = headers['x-forwarded-proto'] ?? '';
  const host = headers['x-forwarded-host'] ?? headers.host ?? '';
  return `${consent} ${proto} ${host} ${path}`;
}

interface Entry {
  bytes: ReadyBytes;
  expiresAt: number;
}

/**
 * The server-rendered storefront pages as visitors get them, kept as ready bytes (identity,
 * gzip, brotli, ETags): a page is rendered once per catalogue/content generation and minute,
 * and every visitor in between gets the same bytes, answered before Fastify routes the
 * request (StartData's listener asks `peek`). Nothing personal is kept: only requests
 * without a session are cached, and the start data they are rendered from is the visitors'
 * one. A write to the catalogue, the CMS or the settings in any process drops every page
 * (CacheInvalidation's 'catalog' topic, which settings changes mark too), and so does a new
 * build of the storefront (its HTML shell names other scripts).
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly rendering = new Map<string, { generation: number; page: Promise<CachedPage> }>();
  private template = { checkedAt: 0, mtimeMs: 0 };

  constructor(
    private readonly invalidation: CacheInvalidation,
    /** The HTML shell (storefront/dist/index.html): a new build drops every page. */
    private readonly templateFile: string,
    private readonly clock: () => number = Date.now,
    private readonly limit = PAGE_CACHE_ENTRIES,
  ) {
    invalidation.onInvalidate((topics) => {
      if (topics.includes('catalog')) this.clear();
    });
  }

  get size(): number {
    return this.entries.size;
  }

  /** The page's bytes if they are kept and current, without waiting: the fast path. */
  peek(key: string): ReadyBytes | undefined {
    const now = this.clock();
    this.checkTemplate(now);
    const known = this.entries.get(key);
    if (!known) return undefined;
    if (known.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    // Asked again: the most recent now (a Map keeps insertion order; the oldest goes first).
    this.entries.delete(key);
    this.entries.set(key, known);
    return known.bytes;
  }

  /** A raw request's kept page (the server's door, before Fastify routes it). */
  peekRequest(request: IncomingMessage): ReadyBytes | undefined {
    const key = visitorPageKey(request.method, request.url, request.headers);
    return key ? this.peek(key) : undefined;
  }

  /**
   * The page for `key`: kept bytes, or one render shared by every request that asks while it
   * runs. A page that is not a 200 or not `cacheable` (a failed render's plain shell) is
   * answered to its own request only and nothing is kept.
   */
  async page(key: string, render: () => Promise<RenderedForCache>): Promise<CachedPage> {
    const kept = this.peek(key);
    if (kept) return { bytes: kept };
    const generation = this.invalidation.generation('catalog');
    const running = this.rendering.get(key);
    if (running && running.generation === generation) return running.page;
    const startedAt = this.clock();
    const page = (async (): Promise<CachedPage> => {
      const rendered = await render();
      if (rendered.status !== 200 || !rendered.cacheable) return { rendered };
      const bytes = await readyBody(Buffer.from(rendered.html), {
        contentType: 'text/html; charset=utf-8',
        vary: 'Accept-Encoding, Cookie',
      });
      // A change during the render: the page may show the old rows; answered, not kept.
      if (this.invalidation.generation('catalog') === generation) this.keep(key, bytes, startedAt);
      return { bytes };
    })();
    this.rendering.set(key, { generation, page });
    const done = () => {
      if (this.rendering.get(key)?.page === page) this.rendering.delete(key);
    };
    page.then(done, done);
    return page;
  }

  clear(): void {
    this.entries.clear();
    this.rendering.clear();
  }

  private keep(key: string, bytes: ReadyBytes, renderedAt: number): void {
    const expiresAt = (Math.floor(renderedAt / MINUTE_MS) + 1) * MINUTE_MS;
    if (expiresAt <= this.clock()) return;
    this.entries.delete(key);
    this.entries.set(key, { bytes, expiresAt });
    while (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  private checkTemplate(now: number): void {
    if (now - this.template.checkedAt < TEMPLATE_CHECK_MS) return;
    let mtimeMs = 0;
    try {
      mtimeMs = statSync(this.templateFile).mtimeMs;
    } catch {
      // Not built (yet): the route answers 503 and nothing is kept.
    }
    if (this.template.checkedAt && mtimeMs !== this.template.mtimeMs) this.clear();
    this.template = { checkedAt: now, mtimeMs };
  }
}

/** A page as the renderer made it, and whether it may be kept for every visitor. */
export interface RenderedForCache {
  html: string;
  status: number;
  cacheable: boolean;
}

/** Either the kept (or just kept) bytes, or a page for this request only. */
export type CachedPage =
  { bytes: ReadyBytes; rendered?: never } | { rendered: RenderedForCache; bytes?: never };
