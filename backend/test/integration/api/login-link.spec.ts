import { AddressInfo } from 'node:net';
import { eventually } from '@bestellwerk/test-support';
import { SMTPServer } from 'smtp-server';
import { TestApi, startTestApi } from './harness';

interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on a random local port that keeps what it receives. */
async function startSmtp(): Promise<{
  url: string;
  mails: ReceivedMail[];
  close: () => Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The link's path and query (/backend/login/link/…?next=…) from a quoted-printable mail body. */
function linkPathFrom(raw: string): string {
  const body = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = body.match(
    /https?:\/\/[^\s/]+(\/backend\/login\/link\/[A-Za-z0-9_-]+(?:\?next=[^\s"<]+)?)/,
  );
  if (!match) throw new Error(`no link in mail:\n${raw}`);
  return match[1];
}

/** The link's token from a quoted-printable mail body. */
const linkFrom = (raw: string) => /\/link\/([A-Za-z0-9_-]+)/.exec(linkPathFrom(raw))![1];

describe(`login links (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    api = await startTestApi({
      SMTP_URL: smtp.url,
      LOGIN_LINK_TTL_MINUTES: '1',
      PUBLIC_URL: 'https://shop.example.at',
    });
    await api.startWorker();
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  it('e-mails a one-time link that logs in once and then is spent', async () => {
    const reply = await api
      .client()
      .post('/api/auth/login-link', { email: 'mitarbeiter@cafe-rosmarin.example.at' });
    expect(reply.status).toBe(200);
    const mail = await eventually(
      () =>
        smtp.mails.find((candidate) =>
          candidate.to.includes('mitarbeiter@cafe-rosmarin.example.at'),
        ),
      { what: 'the login-link mail' },
    );
    expect(mail.raw).toMatch(/Subject: Ihr Anmeldelink f=C3=BCr Bestellwerk|Subject: =\?UTF-8\?/);
    expect(mail.raw).toContain('https://shop.example.at/backend/login/link/');
    const token = linkFrom(mail.raw);

    const browser = api.client();
    const follow = await browser.get(`/backend/login/link/${token}`);
    expect(follow.status).toBe(302);
    expect(follow.headers.location).toBe('/backend#/dashboard');
    const me = await browser.get<{ data: { username: string } }>('/api/users/me');
    expect(me.body.data.username).toBe('mitarbeiter');

    const again = await api.client().post('/api/auth/login-link/consume', { token });
    expect(again.status).toBe(401);
    expect(again.body.errors?.[0].message).toBe('Der Anmeldelink ist ungültig oder abgelaufen.');
  });

  it('opens the screen the link was asked for from, and only a screen of the back office', async () => {
    const sent = smtp.mails.length;
    const reply = await api.client().post('/api/auth/login-link', {
      email: 'admin@cafe-rosmarin.example.at',
      next: '#/orders',
    });
    expect(reply.status).toBe(200);
    const mail = await eventually(() => smtp.mails.slice(sent)[0], {
      what: 'the login-link mail with next',
    });
    const path = linkPathFrom(mail.raw);
    expect(path).toMatch(/^\/backend\/login\/link\/[\w-]+\?next=%23%2Forders$/);

    const follow = await api.client().get(path);
    expect(follow.status).toBe(302);
    expect(follow.headers.location).toBe('/backend#/orders');
    // Followed again (spent), the login page keeps where to go after the password login.
    const spent = await api.client().get(path);
    expect(spent.headers.location).toBe('/backend/login?error=login-link&next=%23%2Forders');
    // A link whose next was changed to another site opens the Übersicht instead.
    const tampered = await api
      .client()
      .get(path.replace('%23%2Forders', encodeURIComponent('https://evil.example')));
    expect(tampered.headers.location).toBe('/backend/login?error=login-link');

    for (const next of ['https://evil.example', '//evil.example', '/backend#/orders']) {
      const refused = await api
        .client()
        .post('/api/auth/login-link', { email: 'admin@cafe-rosmarin.example.at', next });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual([
        {
          field: 'next',
          message: '„Rücksprung“ muss eine Seite des Back-Office sein (z. B. #/orders).',
        },
      ]);
    }
  });

  it('gives the same answer for an unknown address and sends nothing', async () => {
    const before = smtp.mails.length;
    const reply = await api.client().post('/api/auth/login-link', { email: 'niemand@example.at' });
    expect(reply.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.mails.length).toBe(before);
  });

  it('refuses an expired link', async () => {
    const sent = smtp.mails.length;
    await api.client().post('/api/auth/login-link', { email: 'admin@cafe-rosmarin.example.at' });
    const mail = await eventually(
      () =>
        smtp.mails
          .slice(sent)
          .find((candidate) => candidate.to.includes('admin@cafe-rosmarin.example.at')),
      { what: 'the admin mail' },
    );
    const token = linkFrom(mail.raw);
    await api.expireLoginLinks();
    const reply = await api.client().post('/api/auth/login-link/consume', { token });
    expect(reply.status).toBe(401);
    const redirect = await api.client().get(`/backend/login/link/${token}`);
    expect(redirect.headers.location).toBe('/backend/login?error=login-link');
  });

  it('checks the e-mail format in German', async () => {
    const reply = await api.client().post('/api/auth/login-link', { email: 'keine-mail' });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual([
      { field: 'email', message: '„E-Mail“ muss eine gültige E-Mail-Adresse sein.' },
    ]);
  });
});
