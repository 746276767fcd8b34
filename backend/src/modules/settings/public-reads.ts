import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../auth/session.setup';
import { ReadyBytes, writeReadyBytes } from '../public-cache/ready-bytes';
import type { StartDataService } from './start-data.service';

const BRANCHES = '/api/branches/';
const BRANCH_MENUS = /^\/api\/branches\/(\d{1,10})\/menus$/;
const HAS_SESSION = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE.replace('.', '\\.')}=`);

/**
 * The visitors' public reads answered straight from their ready bytes: a GET of /api/init
 * or /api/branches/{id}/menus without a session cookie has no actor, so its answer is the
 * shared one the controllers would send (InitController, BranchMenusController — the same
 * builders and cache keys). Anything else, and any failure (an unknown branch, a database
 * error), goes on to the controllers, which answer as usual.
 *
 * Registered on the Fastify instance before Nest adds its middleware (call it before
 * NestFactory.create, then hand it the StartDataService): such a request needs no session,
 * cookie parsing, request log line, guard or interceptor, and the ready headers and bodies
 * are written to the socket in one go. Fastify's own request hooks that come first (the 503
 * while shutting down) still apply. These answers are not in the request log.
 */
export function registerPublicReads(
  fastify: FastifyInstance,
): (startData: StartDataService) => void {
  let startData: StartDataService | null = null;
  fastify.addHook('onRequest', (request, reply, done) => {
    if (!startData || request.method !== 'GET' || HAS_SESSION.test(request.headers.cookie ?? ''))
      return done();
    const url = request.url;
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    const service = startData;
    let ready: ReadyBytes | undefined;
    let build: () => Promise<ReadyBytes>;
    if (path === '/api/init') {
      ready = service.readyForVisitors();
      build = () => service.forVisitors();
    } else if (path.startsWith(BRANCHES)) {
      const id = Number(BRANCH_MENUS.exec(path)?.[1]);
      if (!(id >= 1)) return done();
      ready = service.readyCatalogOfBranch(id);
      build = () => service.catalogOfBranch(id);
    } else return done();
    if (ready) return answer(request, reply, ready);
    build().then(
      (bytes) => answer(request, reply, bytes),
      () => done(),
    );
  });
  return (service) => {
    startData = service;
  };
}

/** Ends the request here: Fastify runs no further hook and no handler for it. */
function answer(request: FastifyRequest, reply: FastifyReply, bytes: ReadyBytes): void {
  reply.hijack();
  writeReadyBytes(request.headers, reply.raw, bytes);
}
