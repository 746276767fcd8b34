import type { FastifyInstance, FastifyReply } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_MESSAGES } from '../../common/http/api-error';

/** Built by scripts/build.ts (esbuild) from backend/player/src into dist/player. */
export const PLAYER_DIST = join(__dirname, '../../player');

export const PLAYER_NOT_BUILT =
  'Der Signage-Player ist noch nicht gebaut. Bitte „npx nx run backend:build“ ausführen.';

const FILES: Record<string, string> = {
  'player.js': 'text/javascript; charset=utf-8',
  'player.css': 'text/css; charset=utf-8',
  'sw.js': 'text/javascript; charset=utf-8',
};

/** The player's page: everything else comes from player.js; the TV's browser needs nothing. */
export const PLAYER_HTML = `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Bestellwerk Signage</title>
<link rel="stylesheet" href="/signage/player.css">
<script src="/signage/player.js" defer></script>
</head>
<body>
<main id="app" aria-live="polite"></main>
<div id="status" role="status"></div>
</body>
</html>
`;

/**
 * Serves the digital-signage player at /signage/{path} (a public scene) and
 * /signage/device/{code} (a paired TV), both the same page; its script, style and service
 * worker (scope /signage/) never cached by HTTP, so a deploy reaches every TV on its next
 * load (the worker keeps them for offline).
 */
export function registerSignagePlayer(fastify: FastifyInstance, dist = PLAYER_DIST): void {
  const page = async (_request: unknown, reply: FastifyReply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-frame-options', 'SAMEORIGIN')
      .send(PLAYER_HTML);
  for (const path of ['/signage', '/signage/', '/signage/device', '/signage/device/']) {
    fastify.get(path, page);
  }
  fastify.get('/signage/device/:code', page);
  for (const [file, type] of Object.entries(FILES)) {
    fastify.get(`/signage/${file}`, async (_request, reply) => {
      const body = await readFile(join(dist, file)).catch(() => null);
      if (!body) {
        return reply.status(503).send({ errors: [{ message: PLAYER_NOT_BUILT }] });
      }
      return reply
        .header('content-type', type)
        .header('cache-control', 'no-cache')
        .header('service-worker-allowed', '/signage/')
        .send(body);
    });
  }
  fastify.get<{ Params: { path: string } }>('/signage/:path', (request, reply) => {
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(request.params.path)) {
      return reply.status(404).send({ errors: [{ message: DEFAULT_MESSAGES[404] }] });
    }
    return page(request, reply);
  });
}
