import type { FastifyInstance, FastifyReply } from 'fastify';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { legalRedirect } from '@bestellwerk/domain';
import { DEFAULT_MESSAGES } from '../../common/http/api-error';
import { IMMUTABLE, sendFile } from '../media';
import { writeReadyBytes, type ReadyBytes } from '../public-cache';
import { PageCache, visitorPageKey } from './page-cache';
import { registerAppManifest } from './app-manifest';
import { createPageRenderer } from './storefront-render';

/** storefront/dist, built by `nx run storefront:build` (the same depth from src/ and dist/). */
export const STOREFRONT_DIST = resolve(__dirname, '../../../../storefront/dist');

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/** The one file under /build/ whose name stays the same from version to version. */
export const SERVICE_WORKER = 'service-worker.js';

export const STOREFRONT_NOT_BUILT =
  'Der Shop ist noch nicht gebaut. Bitte „npx nx run storefront:build“ ausführen.';

export const TERMINAL_NOT_BUILT =
  'Die Stempelseite ist noch nicht gebaut. Bitte „npx nx run storefront:build“ ausführen.';

const jsonError = (message: string) => ({ errors: [{ message }] });

/**
 * The clock-in terminal (storefront/src/terminal, built to terminal.html beside the shop's
 * index.html; its scripts under /build/), sent by the time-tracking controllers once they
 * have checked the address. Read on every request, never cached: a new build is seen at once.
 */
export async function sendTerminalPage(
  reply: FastifyReply,
  dist = STOREFRONT_DIST,
): Promise<FastifyReply> {
  const html = await readFile(join(dist, 'terminal.html'), 'utf8').catch(() => null);
  if (html === null) return reply.status(503).send(jsonError(TERMINAL_NOT_BUILT));
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(html);
}

/**
 * Serves the storefront on the API's origin, as plain Fastify routes beside Nest's: its
 * hashed assets under /build/ (cached for a year), and its HTML shell, never cached, for
 * every other GET path no route of the API answers, with the status the server render gives
 * the page (404 for an unknown path or branch, with the 404 page). Unknown /api paths stay
 * JSON 404s.
 */
/** Ready bytes end the request here: no further hook, no compression of compressed bytes. */
function sendKept(reply: FastifyReply, bytes: ReadyBytes): FastifyReply {
  reply.hijack();
  writeReadyBytes(reply.request.headers, reply.raw, bytes);
  return reply;
}

/** The CMS's redirect for a page path, if any (asked before the page is rendered). */
export type RedirectLookup = (
  url: string,
) => Promise<{ target: string; statusCode: number } | null>;

export function registerStorefront(
  fastify: FastifyInstance,
  dist = STOREFRONT_DIST,
  redirectFor: RedirectLookup = async () => null,
  /** Visitors' rendered pages, kept (see PageCache); without it every page is rendered. */
  pages?: PageCache,
): void {
  // A hashed asset never changes under its name: read and hash it once per process. The
  // service worker keeps its name across versions: read each time, revalidated each time.
  const assets = new Map<string, { body: Buffer; etag: string }>();
  const asset = async (file: string) => {
    const known = assets.get(file);
    if (known) return known;
    const body = await readFile(join(dist, 'build', file)).catch(() => null);
    if (!body) return null;
    const found = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    if (file !== SERVICE_WORKER) assets.set(file, found);
    return found;
  };

  fastify.get<{ Params: { file: string } }>('/build/:file', async (request, reply) => {
    const { file } = request.params;
    const type = TYPES[extname(file)];
    const found = /^[\w.-]+$/.test(file) && type ? await asset(file) : null;
    if (!found || !type) return reply.status(404).send(jsonError(DEFAULT_MESSAGES[404]));
    await sendFile(
      request,
      reply,
      { etag: found.etag, mimeType: type, read: async () => found.body },
      file === SERVICE_WORKER
        ? // storefront.md §7: registered from /build/ with scope /, checked for updates.
          { 'cache-control': 'no-cache', 'service-worker-allowed': '/' }
        : { 'cache-control': IMMUTABLE },
    );
  });

  registerAppManifest(fastify);

  const renderPage = createPageRenderer(fastify, dist);
  fastify.get('/*', async (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) {
      return reply.status(404).send(jsonError(DEFAULT_MESSAGES[404]));
    }
    // The legal pages' former addresses (/site/privacy) moved for good (/datenschutz); a
    // redirected path of the CMS never reaches the storefront (a failed lookup renders the page).
    const moved = legalRedirect(request.url.split('?')[0]);
    const redirect = moved
      ? { target: moved, statusCode: 301 }
      : await redirectFor(request.url).catch(() => null);
    if (redirect) {
      const query = request.url.indexOf('?');
      const keep = query === -1 || !redirect.target.startsWith('/') ? '' : request.url.slice(query);
      return reply
        .status(redirect.statusCode)
        .header('location', redirect.target + (redirect.target.includes('?') ? '' : keep))
        .header('cache-control', 'no-cache')
        .send();
    }
    // A visitor's page kept from an earlier render: its ready bytes, as they are.
    const key = pages ? visitorPageKey(request.method, request.url, request.headers) : null;
    const kept = key ? pages!.peek(key) : undefined;
    if (kept) return sendKept(reply, kept);
    const html = await readFile(join(dist, 'index.html'), 'utf8').catch(() => null);
    if (html === null) return reply.status(503).send(jsonError(STOREFRONT_NOT_BUILT));
    let page: { html: string; status: number };
    if (key) {
      const found = await pages!.page(key, () => renderPage(request, html));
      if (found.bytes) return sendKept(reply, found.bytes);
      page = found.rendered;
    } else {
      page = await renderPage(request, html);
    }
    return reply
      .status(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(page.html);
  });
}
