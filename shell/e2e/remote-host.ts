import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/**
 * A remote's build on a host of its own, as a CDN would serve it: another origin, so every
 * answer carries Access-Control-Allow-Origin; manifest and entry never cached. `dir` is what
 * is deployed there now (a deploy replaces it); paths in `failing` answer 500, as a half
 * finished upload would.
 */
export class RemoteHost {
  private server: Server | null = null;
  readonly requested: string[] = [];
  readonly failing = new Set<string>();

  constructor(
    readonly port: number,
    public dir: string,
  ) {}

  get manifestUrl() {
    return `http://127.0.0.1:${this.port}/mf-manifest.json`;
  }

  async start(): Promise<void> {
    const server = createServer((request, reply) => {
      const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
      this.requested.push(path);
      const file = join(this.dir, path);
      if (this.failing.has(path)) {
        reply.writeHead(500, { 'access-control-allow-origin': '*' }).end();
        return;
      }
      if (!file.startsWith(this.dir) || !existsSync(file) || path.endsWith('/')) {
        reply.writeHead(404, { 'access-control-allow-origin': '*' }).end();
        return;
      }
      const hashed = /\.[0-9a-f]{10}\./.test(path);
      reply.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'access-control-allow-origin': '*',
        'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      reply.end(readFileSync(file));
    });
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(this.port, '127.0.0.1', () => done());
    });
    this.server = server;
  }

  /** Gone, as a host that is down: open keep-alive connections are cut too. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    const closed = new Promise((done) => server.close(done));
    server.closeAllConnections();
    await closed;
  }
}
