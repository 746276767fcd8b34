import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** An answer serialised once, with its gzip and brotli forms and their strong ETags. */
export interface ReadyBytes {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** The content hash; each coding's ETag adds its own suffix (a strong ETag per form). */
  hash: string;
  /** Each coding's response headers, made once: for 200 (with the body's) and for 304. */
  heads: Record<Coding, { ok: OutgoingHttpHeaders; unchanged: OutgoingHttpHeaders }>;
}

type Coding = 'identity' | 'gzip' | 'br';
const CODINGS: readonly Coding[] = ['identity', 'gzip', 'br'];

const etagOf = (hash: string, coding: Coding) =>
  coding === 'identity' ? `"${hash}"` : `"${hash}-${coding === 'br' ? 'br' : 'gz'}"`;

/**
 * Serialises `value` as the API's envelope `{ data }` and compresses it in the thread pool
 * (a large shop's start data must not hold the event loop). Brotli at quality 5: close to
 * the best size for JSON at a fraction of quality 11's time, which matters once per change.
 */
export function readyBytes(value: unknown): Promise<ReadyBytes> {
  return readyBody(Buffer.from(JSON.stringify({ data: value ?? null })), {
    contentType: 'application/json; charset=utf-8',
  });
}

/**
 * Any body made ready the same way: its gzip and brotli forms, ETags and heads, once.
 * `vary` names what else than the coding chose this body (a page's cookies);
 * `cacheControl` is `no-cache` (ask each time) unless the URL names one version for good.
 */
export async function readyBody(
  identity: Buffer,
  {
    contentType,
    vary = 'Accept-Encoding',
    cacheControl = 'no-cache',
    compressed = false,
    hash = createHash('sha256').update(identity).digest('base64url').slice(0, 32),
  }: {
    contentType: string;
    vary?: string;
    cacheControl?: string;
    /** A body compressed by its format (JPEG, PNG, WebP): every coding gets it as it is. */
    compressed?: boolean;
    /** The body's version where the caller names it already (its ETag's value). */
    hash?: string;
  },
): Promise<ReadyBytes> {
  const [gzipped, brotli] = compressed
    ? [identity, identity]
    : await Promise.all([
        gzipAsync(identity),
        brotliAsync(identity, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          },
        }),
      ]);
  const bodies: Record<Coding, Buffer> = { identity, gzip: gzipped, br: brotli };
  const heads = Object.fromEntries(
    CODINGS.map((coding) => {
      // `no-cache` lets browsers and proxies keep the answer but ask each time, so a change
      // is seen on the next request.
      const unchanged = {
        'cache-control': cacheControl,
        vary,
        etag: etagOf(hash, compressed ? 'identity' : coding),
      };
      const ok: OutgoingHttpHeaders = {
        ...unchanged,
        'content-type': contentType,
        ...(coding === 'identity' || compressed ? {} : { 'content-encoding': coding }),
        'content-length': bodies[coding].length,
      };
      return [coding, { ok, unchanged }];
    }),
  ) as ReadyBytes['heads'];
  return { ...bodies, hash, heads };
}

/** Accept-Encoding values seen and the coding each chose (browsers send a handful of forms). */
const chosen = new Map<string, Coding>();
const CHOSEN_KEPT = 64;

/** The best coding the client accepts: brotli, then gzip, else none. */
export function chooseCoding(acceptEncoding: string | undefined): Coding {
  if (!acceptEncoding) return 'identity';
  const known = chosen.get(acceptEncoding);
  if (known) return known;
  const coding = parseAcceptEncoding(acceptEncoding);
  if (chosen.size < CHOSEN_KEPT) chosen.set(acceptEncoding, coding);
  return coding;
}

function parseAcceptEncoding(acceptEncoding: string): Coding {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

/** Whether If-None-Match names this content (in any coding: they decode to the same bytes). */
function isUnchanged(ifNoneMatch: string | undefined, hash: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === `"${hash}"` || tag === `"${hash}-br"` || tag === `"${hash}-gz"`;
  });
}

/** What answers a request with these headers: status, headers and body (none for 304). */
function answerFor(headers: IncomingHttpHeaders, bytes: ReadyBytes) {
  const coding = chooseCoding(headers['accept-encoding']);
  const head = bytes.heads[coding];
  return isUnchanged(headers['if-none-match'], bytes.hash)
    ? { status: 304, headers: head.unchanged, body: null }
    : { status: 200, headers: head.ok, body: bytes[coding] };
}

/**
 * Sends ready bytes as they are, through Fastify (its onSend hooks run): 304 when the
 * client's copy is current, otherwise the coding it accepts.
 */
export function sendReadyBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  bytes: ReadyBytes,
): FastifyReply {
  const answer = answerFor(request.headers, bytes);
  reply.status(answer.status).headers(answer.headers);
  return answer.body ? reply.send(answer.body) : reply.send();
}

/**
 * The same answer written straight to the socket, for a request no hook, session or
 * middleware has to see (the visitors' fast path): the headers and bodies are ready, so
 * this is one write.
 */
export function writeReadyBytes(
  headers: IncomingHttpHeaders,
  response: ServerResponse,
  bytes: ReadyBytes,
): void {
  const answer = answerFor(headers, bytes);
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body ?? undefined);
}
