import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SseMessage {
  id?: string;
  event?: string;
  data: unknown;
}

export interface SseStream {
  status: number;
  headers: IncomingMessage['headers'];
  /** Every event received so far, in order. */
  messages: SseMessage[];
  /** The raw text received so far (retry line, comments included). */
  raw(): string;
  /** Resolves with the first event (already received or still to come) that matches. */
  next(match: (message: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>;
  close(): void;
}

/** Listens on an ephemeral port once, so a real HTTP client can hold a stream open. */
export async function baseUrl(app: NestFastifyApplication): Promise<string> {
  const server = app.getHttpServer();
  if (!server.listening) await app.listen(0, '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** Opens a server-sent-events stream the way EventSource does, and parses its events. */
export async function openStream(
  app: NestFastifyApplication,
  path: string,
  headers: Record<string, string> = {},
): Promise<SseStream> {
  const url = `${await baseUrl(app)}${path}`;
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { accept: 'text/event-stream', ...headers } });
    req.on('error', reject);
    req.on('response', (response) => {
      const messages: SseMessage[] = [];
      const waiters: { match: (m: SseMessage) => boolean; done: (m: SseMessage) => void }[] = [];
      let text = '';
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const message: Partial<SseMessage> & { lines: string[] } = { lines: [] };
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) message.id = line.slice(4);
            else if (line.startsWith('event: ')) message.event = line.slice(7);
            else if (line.startsWith('data: ')) message.lines.push(line.slice(6));
          }
          if (!message.lines.length) continue;
          const parsed: SseMessage = {
            id: message.id,
            event: message.event,
            data: JSON.parse(message.lines.join('\n')),
          };
          messages.push(parsed);
          for (const waiter of [...waiters]) {
            if (waiter.match(parsed)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.done(parsed);
            }
          }
        }
      });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        messages,
        raw: () => text,
        next: (match, timeoutMs = 5000) => {
          const found = messages.find(match);
          if (found) return Promise.resolve(found);
          return new Promise((done, fail) => {
            const timer = setTimeout(
              () => fail(new Error(`no matching event within ${timeoutMs} ms; got ${text}`)),
              timeoutMs,
            );
            waiters.push({
              match,
              done: (m) => {
                clearTimeout(timer);
                done(m);
              },
            });
          });
        },
        close: () => {
          req.destroy();
          response.destroy();
        },
      });
    });
    req.end();
  });
}

/** The Cookie header of a logged-in harness client. */
export function cookieHeader(client: { cookies: Map<string, string> }): Record<string, string> {
  return { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
}
