import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
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
}

type Coding = 'identity' | 'gzip' | 'br';

const etagOf = (hash: string, coding: Coding) =>
  coding === 'identity' ? `"${hash}"` : `"${hash}-${coding === 'br' ? 'br' : 'gz'}"`;

/**
 * Serialises `value` as the API's envelope `{ data }` and compresses it in the thread pool
 * (a large shop's start data must not hold the event loop). Brotli at quality 5: close to
 * the best size for JSON at a fraction of quality 11's time, which matters once per change.
 */
export async function readyBytes(value: unknown): Promise<ReadyBytes> {
  const identity = Buffer.from(JSON.stringify({ data: value ?? null }));
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(identity),
    brotliAsync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 32);
  return { identity, gzip: gzipped, br: brotli, hash };
}

/** The best coding the client accepts: brotli, then gzip, else none. */
export function chooseCoding(acceptEncoding: string | undefined): Coding {
  if (!acceptEncoding) return 'identity';
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

/**
 * Sends ready bytes as they are: 304 when the client's copy is current, otherwise the
 * coding it accepts. `no-cache` lets browsers and proxies keep the answer but ask each time,
 * so a change is seen on the next request.
 */
export function sendReadyBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  bytes: ReadyBytes,
): FastifyReply {
  const coding = chooseCoding(request.headers['accept-encoding']);
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding')
    .header('etag', etagOf(bytes.hash, coding));
  if (isUnchanged(request.headers['if-none-match'], bytes.hash)) {
    return reply.status(304).send();
  }
  reply.header('content-type', 'application/json; charset=utf-8');
  if (coding !== 'identity') reply.header('content-encoding', coding);
  return reply.status(200).send(bytes[coding]);
}
