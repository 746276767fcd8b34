import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SESSION_COOKIE } from '../auth';
import { ReadyBytes, sendReadyBytes } from '../public-cache';
import { StartDataService } from './start-data.service';

const BRANCH_MENUS = /^\/api\/branches\/(\d{1,10})\/menus$/;
const HAS_SESSION = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE.replace('.', '\\.')}=`);

/**
 * The visitors' public reads answered straight from their ready bytes, before the session,
 * guards and interceptors: a request without a session cookie has no actor, so its answer
 * is the shared one the controllers would send (InitController, BranchMenusController —
 * the same builders and cache keys). Anything else, and any failure (an unknown branch, a
 * database error), goes on to the controllers, which answer as usual.
 */
export function registerPublicReads(app: NestFastifyApplication): void {
  const startData = app.get(StartDataService);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' || HAS_SESSION.test(request.headers.cookie ?? '')) return;
      const path = request.url.split('?', 1)[0];
      let bytes: Promise<ReadyBytes> | null = null;
      if (path === '/api/init') bytes = startData.forVisitors();
      else {
        const id = BRANCH_MENUS.exec(path)?.[1];
        if (id && Number(id) >= 1) bytes = startData.catalogOfBranch(Number(id));
      }
      if (!bytes) return;
      const ready = await bytes.catch(() => null);
      if (!ready) return;
      return sendReadyBytes(request, reply, ready);
    });
}
