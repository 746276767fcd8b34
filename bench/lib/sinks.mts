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
