import { eventually } from '@bestellwerk/test-support';
import { Client, TestApi, startTestApi } from '../api/harness';
import { OrderBody, WEDNESDAY_NOON, loadShop, setClock, takeawayDraft } from './order-fixtures';
import { ReceivedMail, SmtpSink, header, startSmtpSink } from '../../support/mail';

type Mail = ReceivedMail;

describe(`orders: e-mails reach the customer and the branch (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let smtp: SmtpSink;
  let visitor: Client;
  let admin: Client;

  beforeAll(async () => {
    // A free port: this suite runs on both databases, and the two runs may overlap.
    smtp = await startSmtpSink();
    api = await startTestApi({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    await api.startWorker();
    setClock(api, WEDNESDAY_NOON);
    visitor = api.client();
    admin = await api.admin();
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  /** The mail once it is there; if it never comes, the error lists the mails that came. */
  function mailTo(address: string, subject: RegExp): Promise<Mail> {
    return eventually(() => {
      const mail = smtp.mails.find(
        (entry) => entry.to.includes(address) && subject.test(entry.subject),
      );
      if (mail) return mail;
      throw new Error(
        `no mail to ${address} matching ${subject}; got ${JSON.stringify(smtp.mails.map((entry) => [entry.to, entry.subject]))}`,
      );
    });
  }

  it('sends the new order to the customer and to the branch, then the confirmation', async () => {
    const shop = await loadShop(api);
    const reply = await visitor.post<OrderBody>(
      '/api/orders',
      takeawayDraft(shop, { email: 'kundin@example.at' }),
    );
    expect(reply.status).toBe(201);
    const order = reply.body.data as OrderBody;

    const customer = await mailTo(
      'kundin@example.at',
      /^Ihre Bestellung Nr\. \d+ bei Café Rosmarin ist eingegangen$/,
    );
    // Quoted-printable wraps long lines with a trailing '='.
    expect(customer.raw.replace(/=\r?\n/g, '')).toContain(`/status/${order.uid}/${order.hash}`);
    // From the shop's name (its setting), at MAIL_FROM's address, not from the software.
    expect(header(customer.raw, 'From')).toMatch(/^"?Café Rosmarin"? <[^>]+@[^>]+>$/);
    const branch = await mailTo('graz@cafe-rosmarin.example.at', /^Neue Bestellung Nr\. \d+$/);
    expect(branch.subject).toContain(String(order.ticketNumber));

    expect((await admin.post(`/api/orders/${order.id}/status/confirm`, {})).status).toBe(200);
    await mailTo('kundin@example.at', /^Ihre Bestellung Nr\. \d+ wurde bestätigt$/);
  }, 30_000);

  it('mails each counter appointment the shop proposes, then the confirmation the customer accepts', async () => {
    // The messages of a change go through the outbox of its transaction with keys of their
    // own: a second proposal is a second mail, not a duplicate of the first.
    const shop = await loadShop(api);
    const reply = await visitor.post<OrderBody>(
      '/api/orders',
      takeawayDraft(shop, { email: 'termin@example.at' }),
    );
    const order = reply.body.data as OrderBody;
    for (const counterAppointment of ['2026-11-25T15:30:00.000Z', '2026-11-25T16:00:00.000Z']) {
      const proposed = await admin.post(`/api/orders/${order.id}/counter-appointment`, {
        counterAppointment,
      });
      expect(proposed.status).toBe(200);
    }
    await mailTo(
      'termin@example.at',
      /^Neuer Terminvorschlag für Ihre Bestellung Nr\. \d+: .*16:30/,
    );
    await mailTo(
      'termin@example.at',
      /^Neuer Terminvorschlag für Ihre Bestellung Nr\. \d+: .*17:00/,
    );

    const accepted = await visitor.post(
      `/api/orders/public/${order.uid}/${order.hash}/confirm-counter-appointment`,
    );
    expect(accepted.status).toBe(200);
    const confirmation = await mailTo(
      'termin@example.at',
      /^Ihre Bestellung Nr\. \d+ wurde bestätigt$/,
    );
    expect(confirmation.subject).toContain(String(order.ticketNumber));
  }, 30_000);
});
