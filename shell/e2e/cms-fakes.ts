import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** Stand-ins for the CMS walk (cms.e2e.ts): a local SMTP sink and an OpenAI-compatible endpoint. */

/** A mail as the local SMTP sink received it. */
export interface Mail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback; `next` resolves with the first mail that matches. */
export async function startMailSink() {
  const mails: Mail[] = [];
  const waiting: { match: (mail: Mail) => boolean; done: (mail: Mail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map((entry) => entry.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        mails.push(mail);
        for (const waiter of waiting.filter((entry) => entry.match(mail))) {
          waiting.splice(waiting.indexOf(waiter), 1);
          waiter.done(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    port: (server.server.address() as AddressInfo).port,
    mails,
    next: (match: (mail: Mail) => boolean) =>
      new Promise<Mail>((done) => {
        const found = mails.find(match);
        if (found) done(found);
        else waiting.push({ match, done });
      }),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** A 48 × 48 orange square as PNG: what the fake draws for an image request. */
const SUN_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAAOklEQVR42u3OQQ0AAAgEoItjbNOZwxbOBxsByHS9EiEhISEhISEhISEhISEhISEhISEhISEhISGhOwukvh7i60MEaQAAAABJRU5ErkJggg==';

/**
 * A stand-in for an OpenAI-compatible endpoint: POST /v1/chat/completions answers a site text
 * as JSON, the way Content AI asks for it; POST /v1/images/generations a picture (b64_json).
 */
export async function startFakeOpenAi() {
  const prompts: string[] = [];
  const read = (request: IncomingMessage) =>
    new Promise<string>((done) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => done(body));
    });
  const server: Server = createServer((request, response) => {
    void read(request).then((body) => {
      if (request.method === 'POST' && request.url?.endsWith('/images/generations')) {
        prompts.push((JSON.parse(body) as { prompt: string }).prompt);
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ created: 0, data: [{ b64_json: SUN_PNG }] }));
        return;
      }
      if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
        response.writeHead(404).end();
        return;
      }
      const messages = (JSON.parse(body) as { messages: { role: string; content: string }[] })
        .messages;
      prompts.push(messages.find((message) => message.role === 'user')?.content ?? '');
      const site = {
        title: 'Rückruf in 24 Stunden',
        description: 'Wir rufen Sie zurück – für Reservierungen und Catering.',
        sections: [
          {
            title: 'So einfach geht’s',
            text: '<p>Nummer eintragen, <strong>Anliegen</strong> wählen, fertig.</p>',
          },
          { title: 'Catering', text: '<ul><li>Buffets</li><li>Firmenfeiern</li></ul>' },
        ],
      };
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-e2e',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: 'gpt-4o-mini',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: JSON.stringify(site) },
              finish_reason: 'stop',
            },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    prompts,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
