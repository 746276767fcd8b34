import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { SESSION_COOKIE } from '../auth';
import { ReadyBytes, writeReadyBytes } from '../public-cache';
import type { StartDataService } from './start-data.service';

const BRANCHES = '/api/branches/';
const BRANCH_MENUS = /^\/api\/branches\/(\d{1,10})\/menus$/;
const HAS_SESSION = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE.replace('.', '\\.')}=`);

/** Which shared answer a request asks for: the start data, a branch's catalogue, or none. */
function publicReadOf(
  method: string | undefined,
  url: string | undefined,
  cookie: string | undefined,
): 'init' | number | null {
  if (method !== 'GET' || !url || (cookie && HAS_SESSION.test(cookie))) return null;
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (path === '/api/init') return 'init';
  if (!path.startsWith(BRANCHES)) return null;
  const id = Number(BRANCH_MENUS.exec(path)?.[1]);
  return id >= 1 ? id : null;
}

/**
 * The visitors' public reads answered straight from their ready bytes: a GET of /api/init
 * or /api/branches/{id}/menus without a session cookie has no actor, so its answer is the
 * shared one the controllers would send (InitController, BranchMenusController — the same
 * builders and cache keys). Anything else, and any failure (an unknown branch, a database
 * error), goes on to the controllers, which answer as usual. Such a request needs no
 * session, cookie parsing, request log line, guard or interceptor; these answers are not
 * in the request log.
 *
 * Two doors, both set up before NestFactory.create and handed the StartDataService after:
 * - `listener` wraps Fastify's request listener (its serverFactory): an answer that is
 *   ready now is written before Fastify makes a request of it (routing, hooks), except
 *   once Fastify is closing, when it answers itself (and closes the connections);
 * - an onRequest hook ahead of Nest's middleware takes the rest (an answer to build first,
 *   requests that do not come through the server, such as tests' inject).
 */
export function registerPublicReads() {
  let startData: StartDataService | null = null;
  /**
   * Further answers ready before routing (the storefront's kept pages, the TVs' public
   * schedules), asked in turn after ours.
   */
  const others: ((request: IncomingMessage) => ReadyBytes | undefined)[] = [];
  const other = (request: IncomingMessage) => {
    for (const lookup of others) {
      const found = lookup(request);
      if (found) return found;
    }
    return undefined;
  };
  let closing = false;
  const ready = (read: 'init' | number) =>
    read === 'init' ? startData!.readyForVisitors() : startData!.readyCatalogOfBranch(read);

  const listener =
    (fastify: RequestListener): RequestListener =>
    (request: IncomingMessage, response: ServerResponse) => {
      const read = startData
        ? publicReadOf(request.method, request.url, request.headers.cookie)
        : null;
      const bytes = closing ? undefined : read === null ? other(request) : ready(read);
      if (bytes) writeReadyBytes(request.headers, response, bytes);
      else fastify(request, response);
    };

  const hook = (fastify: FastifyInstance) => {
    fastify.addHook('preClose', (done) => {
      closing = true;
      done();
    });
    fastify.addHook('onRequest', (request, reply, done) => {
      const read = startData
        ? publicReadOf(request.method, request.url, request.headers.cookie)
        : null;
      if (read === null) return done();
      const bytes = ready(read);
      if (bytes) return answer(request, reply, bytes);
      const service = startData!;
      (read === 'init' ? service.forVisitors() : service.catalogOfBranch(read)).then(
        (built) => answer(request, reply, built),
        () => done(),
      );
    });
  };

  return {
    listener,
    hook,
    serve(service: StartDataService): void {
      startData = service;
    },
    /**
     * Another source of ready answers on the same door: it names the bytes a raw request
     * would get from its route right now, or nothing (then the route answers it).
     */
    serveReady(lookup: (request: IncomingMessage) => ReadyBytes | undefined): void {
      others.push(lookup);
    },
  };
}

/** Ends the request here: Fastify runs no further hook and no handler for it. */
function answer(request: FastifyRequest, reply: FastifyReply, bytes: ReadyBytes): void {
  reply.hijack();
  writeReadyBytes(request.headers, reply.raw, bytes);
}
