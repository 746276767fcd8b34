import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startScript } from './processes.mts';

/** Headers a client sees that the reference must send too (length comes from the body). */
const KEPT = ['content-type', 'content-encoding', 'etag', 'cache-control', 'vary', 'last-modified'];

export interface Captured {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Starts the bare Fastify reference answering each key ('/path' or 'POST /path') with its reply. */
export async function startReference(name: string, replies: Map<string, Captured>) {
  const file = join(mkdtempSync(join(tmpdir(), 'bestellwerk-bench-ref-')), 'bodies.json');
  const json: Record<string, unknown> = {};
  for (const [key, reply] of replies) {
    json[key] = {
      status: reply.status,
      headers: Object.fromEntries(
        Object.entries(reply.headers).filter(([header]) => KEPT.includes(header.toLowerCase())),
      ),
      body: reply.body.toString('base64'),
    };
  }
  writeFileSync(file, JSON.stringify(json));
  return startScript(name, 'bench/reads/reference-server.mjs', { BODIES_FILE: file });
}
