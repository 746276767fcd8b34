import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import type { LiveEvent } from './live-event';

export const SSE_HEARTBEAT_MS = 15_000;
export const SSE_RETRY_MS = 3_000;

/**
 * Streams live events as server-sent events on a hijacked reply: one `event:`/`id:`/`data:`
 * block per event, a comment line as heartbeat so proxies keep the connection, and the
 * subscription ends when the client goes away.
 */
export function streamEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  events: Observable<LiveEvent>,
  present: (event: LiveEvent) => unknown = (event) => event,
): void {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx would otherwise hold events back in its buffer.
    'x-accel-buffering': 'no',
  });
  response.write(`retry: ${SSE_RETRY_MS}\n: verbunden\n\n`);

  const subscription = events.subscribe((event) => {
    response.write(
      `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(present(event))}\n\n`,
    );
  });
  const heartbeat = setInterval(() => response.write(': ping\n\n'), SSE_HEARTBEAT_MS);
  heartbeat.unref();

  const close = () => {
    clearInterval(heartbeat);
    subscription.unsubscribe();
  };
  request.raw.on('close', close);
  response.on('close', close);
}
