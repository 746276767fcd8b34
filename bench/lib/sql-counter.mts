import { connect as tcpConnect, createServer, Socket } from 'node:net';
import { freePort } from '@bestellwerk/test-support';

/** COM_QUERY, COM_STMT_PREPARE, COM_STMT_EXECUTE: what a statement costs the database. */
/** The outbox relay's own statements (BullmqJobQueue.flush), not caused by a request. */
const RELAY = /`job_outbox`/;
const STATEMENT_COMMANDS = new Set([0x03, 0x16, 0x17]);

/**
 * A TCP proxy between the API and MariaDB that counts the statements the API sends: it
 * reads the MySQL client protocol (3-byte length, sequence id, payload; sequence 0 starts a
 * command, its first byte names it). The shared MariaDB serves other work too, so its
 * global 'Questions' counter cannot be used; this counts the API's connections only.
 * Needs a connection without TLS and compression (mysql2's default).
 */
export async function startSqlCounter(
  target: { host: string; port: number },
  /** Statements not counted: by default the outbox relay's (see RELAY). */
  skip: RegExp = RELAY,
) {
  const sockets = new Set<Socket>();
  const state = { statements: 0, recent: [] as string[], keep: false };
  const server = createServer((client) => {
    const upstream = tcpConnect(target.port, target.host);
    sockets.add(client).add(upstream);
    let buffer = Buffer.alloc(0);
    client.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      while (buffer.length >= 4) {
        const length = buffer.readUIntLE(0, 3);
        if (buffer.length < 4 + length) break;
        const sequence = buffer[3];
        const command = buffer[4];
        if (sequence === 0 && STATEMENT_COMMANDS.has(command)) {
          const text = command === 0x03 ? buffer.subarray(5, 4 + length).toString('utf8') : '';
          // The outbox relay polls on a timer in every API process, whatever is requested.
          if (!skip.test(text)) {
            state.statements += 1;
            if (state.keep) state.recent.push(text.slice(0, 160));
          }
        }
        buffer = buffer.subarray(4 + length);
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', close).on('error', close);
    upstream.on('close', close).on('error', close);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    state,
    /** Counts the statements `action` causes (the proxy serves only the API under test). */
    async count(
      action: () => Promise<unknown>,
      keep = false,
    ): Promise<{ n: number; sql: string[] }> {
      state.keep = keep;
      state.recent = [];
      const before = state.statements;
      await action();
      // The last statements of a request may still be on their way: settle briefly.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const n = state.statements - before;
      state.keep = false;
      return { n, sql: state.recent };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
