import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { DEFAULT_MESSAGES } from '../../common/http/api-error';
import { IMMUTABLE, sendFile } from '../media';

/** The repository root (the same depth from src/ and dist/). */
const REPO = resolve(__dirname, '../../../..');

/** shell/dist, built by `nx run shell:build`. */
export const SHELL_DIST = join(REPO, 'shell/dist');

/** The remotes this repository builds, each from mfe-<name>/dist. */
export const KNOWN_REMOTES = ['orders', 'catalog', 'cms'] as const;

export const remoteDist = (name: string) => join(REPO, `mfe-${name}`, 'dist');

export const SHELL_NOT_BUILT =
  'Das Back-Office ist noch nicht gebaut. Bitte „npx nx run shell:build“ ausführen.';

/** A remote's entry points change with every deploy under the same name: never cached. */
const UNHASHED = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

const SAFE_NAME = /^[\w][\w.-]*$/;

const jsonError = (message: string) => ({ errors: [{ message }] });

export interface BackofficeDirs {
  shell: string;
  remote: (name: string) => string;
}

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Serves the back office on the API's origin: the shell's HTML (never cached) at /backend,
 * the login page's (login.html) at /backend/login, its hashed assets (immutable), and each remote's build under
 * /backend/remotes/<name>/ — remoteEntry.js and mf-manifest.json never cached, so a
 * redeployed remote is seen on the next load; hashed chunks immutable; CORS open so the
 * same files also work when a shell on another origin loads them.
 */
export function registerBackoffice(
  fastify: FastifyInstance,
  dirs: BackofficeDirs = { shell: SHELL_DIST, remote: remoteDist },
): void {
  const html = (files: string[]) => async (_request: FastifyRequest, reply: FastifyReply) => {
    let page: string | null = null;
    for (const file of files) {
      page ??= await readFile(join(dirs.shell, file), 'utf8').catch(() => null);
    }
    if (page === null) return reply.status(503).send(jsonError(SHELL_NOT_BUILT));
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(page);
  };
  for (const path of ['/backend', '/backend/']) fastify.get(path, html(['index.html']));
  // The login's own small page (no Module Federation, no shared antd); the shell's page
  // renders the login too, for a build without it.
  fastify.get('/backend/login', html(['login.html', 'index.html']));

  // Hashed names never change content: read and hash once per process.
  const immutable = new Map<string, { body: Buffer; etag: string }>();
  const serve = async (
    request: FastifyRequest,
    reply: FastifyReply,
    dir: string,
    file: string,
    extraHeaders: Record<string, string>,
  ) => {
    const type = TYPES[extname(file)];
    if (!SAFE_NAME.test(file) || !type) {
      return reply.status(404).headers(extraHeaders).send(jsonError(DEFAULT_MESSAGES[404]));
    }
    const path = join(dir, file);
    const hashed = !UNHASHED.has(file);
    let found = hashed ? immutable.get(path) : undefined;
    if (!found) {
      const body = await readFile(path).catch(() => null);
      if (!body) {
        return reply.status(404).headers(extraHeaders).send(jsonError(DEFAULT_MESSAGES[404]));
      }
      found = { body, etag: etagOf(body) };
      if (hashed) immutable.set(path, found);
    }
    const body = found.body;
    await sendFile(
      request,
      reply,
      { etag: found.etag, mimeType: type, read: async () => body },
      { ...extraHeaders, 'cache-control': hashed ? IMMUTABLE : 'no-cache' },
    );
  };

  fastify.get<{ Params: { file: string } }>('/backend/assets/:file', (request, reply) =>
    serve(request, reply, join(dirs.shell, 'assets'), request.params.file, {}),
  );

  const cors = { 'access-control-allow-origin': '*' };
  fastify.get<{ Params: { name: string; file: string } }>(
    '/backend/remotes/:name/:file',
    (request, reply) => {
      const { name, file } = request.params;
      if (!/^[a-z][a-z0-9-]*$/.test(name)) {
        return reply.status(404).headers(cors).send(jsonError(DEFAULT_MESSAGES[404]));
      }
      return serve(request, reply, dirs.remote(name), file, cors);
    },
  );
}

/**
 * The remote list the shell registers: the configured URLs as they are, else every known
 * remote served from here whose build exists (dist/mf-manifest.json), so an area whose
 * remote is not built yet is simply absent from the navigation. Checked on every call: a
 * remote built later appears on the next page load.
 */
export function remoteList(
  configured: Record<string, string> | null,
  remote: (name: string) => string = remoteDist,
): Record<string, string> {
  if (configured) return configured;
  return Object.fromEntries(
    KNOWN_REMOTES.filter((name) => existsSync(join(remote(name), 'mf-manifest.json'))).map(
      (name) => [name, `/backend/remotes/${name}/mf-manifest.json`],
    ),
  );
}
