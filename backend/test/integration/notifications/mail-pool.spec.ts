import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppConfig } from '../../../src/config/app-config';
import { MailService, SMTP_POOL } from '../../../src/modules/notifications/mail.service';
import { SmtpSink, startSmtpSink } from '../../support/mail';

/** MailService's SMTP pool against a real SMTP server on loopback that counts connections. */
describe('E-mail through the pooled SMTP transport', () => {
  let dir: string;
  let sink: SmtpSink;
  let mail: MailService;

  const service = (port: number) =>
    new MailService(
      AppConfig.fromProcess({
        DATA_DIR: dir,
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Bestellwerk <no-reply@bestellwerk.test>',
      }),
    );
  const message = (n: number) => ({
    to: `gast${n}@example.at`,
    subject: `Ihre Bestellung Nr. ${n}`,
    text: `Vielen Dank für Ihre Bestellung Nr. ${n}.`,
    html: `<p>Vielen Dank für Ihre Bestellung Nr. ${n}.</p>`,
    key: `order.${n}.customer`,
  });

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'bestellwerk-mail-pool-'));
  });

  beforeEach(async () => {
    sink = await startSmtpSink();
    mail = service(sink.port);
  });

  afterEach(async () => {
    mail.onApplicationShutdown();
    await sink.idle();
    await sink.close();
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('sends many mails one after another over one connection', async () => {
    for (let n = 1; n <= 30; n++) await mail.send(message(n));

    expect(sink.mails.map((m) => m.to[0])).toEqual(
      Array.from({ length: 30 }, (_, i) => `gast${i + 1}@example.at`),
    );
    expect(sink.connections.opened).toBe(1);
  });

  it('sends mails handed over at once over at most the pool size of connections', async () => {
    await Promise.all(Array.from({ length: 40 }, (_, i) => mail.send(message(i + 1))));

    expect(sink.mails).toHaveLength(40);
    expect(new Set(sink.mails.map((m) => m.to[0])).size).toBe(40);
    expect(sink.connections.opened).toBeGreaterThan(0);
    expect(sink.connections.opened).toBeLessThanOrEqual(SMTP_POOL.maxConnections);
  });

  it('keeps the Message-ID of a job key on a pooled connection', async () => {
    await mail.send(message(7));
    await mail.send(message(7));

    expect(sink.mails).toHaveLength(2);
    expect(sink.mails[0].messageId).toMatch(/^<[0-9a-f]{32}@bestellwerk\.test>$/);
    expect(sink.mails[1].messageId).toBe(sink.mails[0].messageId);
  });

  it('closes its idle connections at shutdown', async () => {
    await mail.send(message(1));
    expect(sink.connections.open).toBe(1);

    mail.onApplicationShutdown();
    await sink.idle();

    expect(sink.connections.open).toBe(0);
    expect(sink.mails).toHaveLength(1);
  });
});

describe('E-mail when the SMTP server drops an idle pooled connection', () => {
  it('opens a new connection for the next mail', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bestellwerk-mail-pool-'));
    const sink = await startSmtpSink();
    const mail = new MailService(
      AppConfig.fromProcess({ DATA_DIR: dir, SMTP_URL: `smtp://127.0.0.1:${sink.port}` }),
    );
    try {
      await mail.send({ to: 'anna@example.at', subject: 'Erste', text: 'Hallo' });
      sink.dropConnections();
      await sink.idle();
      await mail.send({ to: 'anna@example.at', subject: 'Zweite', text: 'Hallo' });

      expect(sink.mails.map((m) => m.subject)).toEqual(['Erste', 'Zweite']);
      expect(sink.connections.opened).toBe(2);
    } finally {
      mail.onApplicationShutdown();
      await sink.idle();
      await sink.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
