import { createServer, Server } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { freePort } from '@bestellwerk/test-support';

/** A local SMTP server that takes every message and remembers its envelope recipients. */
export async function startSmtpSink() {
  const recipients = new Map<string, number>();
  let messages = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        messages += 1;
        for (const to of session.envelope.rcptTo) {
          const address = to.address.toLowerCase();
          recipients.set(address, (recipients.get(address) ?? 0) + 1);
        }
        done();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    recipients,
    get messages() {
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A network receipt printer (raw TCP, as on port 9100): keeps each connection's bytes as one
 * receipt, decoded as latin1 so that ASCII markers in it can be found.
 */
export async function startPrintSink() {
  const receipts: string[] = [];
  const server: Server = createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => {
      receipts.push(Buffer.concat(chunks).toString('latin1'));
      socket.end();
    });
    socket.on('error', () => undefined);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    host: '127.0.0.1',
    port,
    receipts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What an ESC/POS printer can be set to in the printer bench. */
export type SinkPrinterState = 'ok' | 'paper-near-end' | 'paper-out' | 'cover-open' | 'offline';

/**
 * A receipt printer that answers the ESC/POS real-time status (DLE EOT 1, 2, 4) as the
 * backend's test sink does (backend/test/support/printer-sink.ts; the bytes follow
 * libs/domain printer-status): a status-only connection is no receipt; a receipt sent while
 * it cannot print waits in its buffer and comes out when it is 'ok' again; 'offline' takes
 * no connection. `printed` counts each token's receipts.
 */
export async function startStatusPrinter() {
  const { answerDleEotQueries, isOnlyDleEotQueries } = await import('@bestellwerk/domain');
  const receipts: string[] = [];
  const buffered: string[] = [];
  let state: SinkPrinterState = 'ok';
  let questions = 0;
  const canPrint = () => state === 'ok' || state === 'paper-near-end';
  const server: Server = createServer((socket) => {
    socket.on('error', () => undefined);
    if (state === 'offline') {
      questions += 1;
      socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    let scanned = 0;
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const { answer, next } = answerDleEotQueries(state, Buffer.concat(chunks), scanned);
      scanned = next;
      if (answer.length) {
        questions += 1;
        socket.write(Uint8Array.from(answer));
      }
    });
    socket.on('end', () => {
      const bytes = Buffer.concat(chunks);
      if (!isOnlyDleEotQueries(bytes))
        (canPrint() ? receipts : buffered).push(bytes.toString('latin1'));
      socket.end();
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    host: '127.0.0.1',
    port,
    receipts,
    get questions() {
      return questions;
    },
    setState(next: SinkPrinterState) {
      state = next;
      if (canPrint()) receipts.push(...buffered.splice(0));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
