import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One header of a raw message, unfolded and with RFC 2047 encoded words decoded. */
export function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head
    .split(/\r?\n/)
    .find((entry) => entry.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (!line) return undefined;
  return line
    .slice(name.length + 1)
    .trim()
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_hex, code: string) =>
                String.fromCharCode(parseInt(code, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

/** A message as a local SMTP sink received it. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  messageId: string;
  raw: string;
}

export interface SmtpSink {
  port: number;
  /** Every message in the order it arrived. */
  mails: ReceivedMail[];
  /** SMTP connections opened to the sink so far, and how many of them are open now. */
  connections: { opened: number; open: number };
  /** Resolves once no connection is open (at once when none is). */
  idle(): Promise<void>;
  /** Closes every open connection as a server going away does (421, then the socket). */
  dropConnections(): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback that keeps every message (port 0: a free one) and counts
 * its connections. Connections reset by a killed sender are not its failure.
 */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const connections = { opened: 0, open: 0 };
  const counted = new Set<string>();
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(session, callback) {
      counted.add(session.id);
      connections.opened += 1;
      connections.open += 1;
      callback();
    },
    onClose(session) {
      if (!counted.delete(session.id)) return;
      connections.open -= 1;
      if (connections.open === 0) waiters.splice(0).forEach((wake) => wake());
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((entry) => entry.address),
          subject: header(raw, 'Subject') ?? '',
          messageId: header(raw, 'Message-ID') ?? '',
          raw,
        });
        callback();
      });
    },
  });
  // Errors of connections are the senders' business; but a port that is taken fails the
  // start at once (before, that error was swallowed too and the start waited for ever).
  server.on('error', () => undefined);
  await new Promise<void>((done, fail) => {
    server.server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      server.server.off('error', fail);
      done();
    });
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    mails,
    connections,
    idle: () =>
      connections.open === 0 ? Promise.resolve() : new Promise((wake) => waiters.push(wake)),
    dropConnections: () =>
      // smtp-server's own shutdown does the same with the connections it tracks.
      (
        server.connections as Set<{ send(code: number, text: string): void; close(): void }>
      ).forEach((connection) => {
        connection.send(421, 'Service not available, closing transmission channel');
        connection.close();
      }),
    close: () => new Promise((done) => server.close(() => done())),
  };
}
