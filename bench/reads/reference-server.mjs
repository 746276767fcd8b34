// The reference of the read figures: a bare Fastify server that answers each captured URL
// with the bytes and headers the product sent for it (content-encoding included), from
// memory. Whatever the product spends beyond this is its own cost.
import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const captured = JSON.parse(readFileSync(process.env.BODIES_FILE, 'utf8'));
const replies = new Map(
  Object.entries(captured).map(([url, reply]) => [
    url,
    { status: reply.status, headers: reply.headers, body: Buffer.from(reply.body, 'base64') },
  ]),
);
const app = Fastify({ logger: false });
app.get('/__ready', async () => 'ok');
app.route({
  method: ['GET', 'POST'],
  url: '/*',
  handler: (request, reply) => {
    const found = replies.get(request.method === 'POST' ? `POST ${request.url}` : request.url);
    if (!found) return reply.code(404).send();
    reply.code(found.status).headers(found.headers).send(found.body);
  },
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
