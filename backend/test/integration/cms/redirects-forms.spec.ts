import { eventually } from '@bestellwerk/test-support';
import { SmtpSink, header, startSmtpSink } from '../../support/mail';
import { Client, TestApi, countRows, startTestApi } from '../api/harness';

interface Row {
  id: number;
  [key: string]: unknown;
}

describe('CMS: redirects and public forms', () => {
  let api: TestApi;
  let admin: Client;
  let visitor: Client;
  let sink: SmtpSink;
  let formId: number;

  beforeAll(async () => {
    sink = await startSmtpSink();
    api = await startTestApi({
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      MAIL_FROM: 'Bestellwerk <no-reply@bestellwerk.test>',
    });
    await api.startWorker();
    admin = await api.admin();
    visitor = api.client();
    const nodes = await visitor.get<{ data: Row[] }>('/api/nodes');
    formId = nodes.body.data.find((node) => node.identifier === 'kontakt')!.id;
  });
  afterAll(async () => {
    await api.close();
    await sink.close();
  });

  describe('redirects', () => {
    it('a redirected path is answered with the redirect before the storefront renders', async () => {
      const created = await admin.post<{ data: Row }>('/api/redirects', {
        path: 'alte-seite/',
        target: '/ueber-uns',
      });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({
        path: '/alte-seite',
        target: '/ueber-uns',
        statusCode: 301,
      });
      const page = await api.app.inject({ method: 'GET', url: '/alte-seite?utm=1' });
      expect(page.statusCode).toBe(301);
      expect(page.headers.location).toBe('/ueber-uns?utm=1');
      await admin.post('/api/redirects', {
        path: '/extern',
        target: 'https://example.at/',
        statusCode: 302,
      });
      const away = await api.app.inject({ method: 'GET', url: '/extern' });
      expect(away.statusCode).toBe(302);
      expect(away.headers.location).toBe('https://example.at/');
    });

    it('a target that leaves the shop disguised as a path (//host, /\\host) is refused, and an old row is not followed', async () => {
      const before = await countRows(api, 'cms_redirect');
      for (const target of [
        '//evil.example',
        '/\\evil.example',
        '/ok\\..\\x',
        'javascript:alert(1)',
      ]) {
        const reply = await admin.post('/api/redirects', { path: '/flucht', target });
        expect(reply.status).toBe(422);
        expect(reply.body.errors).toEqual([
          {
            field: 'target',
            message: '„Ziel“ muss ein Pfad dieses Shops (/neue-seite) oder eine http(s)-URL sein.',
          },
        ]);
      }
      expect(await countRows(api, 'cms_redirect')).toBe(before);
      // A row written past the API (an old import): the page is served, not redirected.
      await api.dataSource.query(
        "INSERT INTO cms_redirect (path, target, statusCode) VALUES ('/alt-import', '//evil.example', 301)",
      );
      // (A write through the API makes every process read the redirects again.)
      await admin.post('/api/redirects', { path: '/alt-import-2', target: '/ueber-uns' });
      expect((await api.app.inject({ method: 'GET', url: '/alt-import-2' })).statusCode).toBe(301);
      const page = await api.app.inject({ method: 'GET', url: '/alt-import' });
      expect(page.statusCode).not.toBe(301);
      expect(page.headers.location).toBeUndefined();
    });

    it('loops are refused on save, in German, and nothing changes', async () => {
      await admin.post('/api/redirects', { path: '/a', target: '/b' });
      await admin.post('/api/redirects', { path: '/b', target: '/c' });
      const before = await countRows(api, 'cms_redirect');
      const loop = await admin.post('/api/redirects', { path: '/c', target: '/a' });
      expect(loop.status).toBe(422);
      expect(loop.body.errors).toEqual([
        {
          field: 'target',
          message: 'Diese Weiterleitung ergäbe eine Schleife: /c → /a → /b → /c.',
        },
      ]);
      const self = await admin.post('/api/redirects', { path: '/selbst', target: '/selbst/' });
      expect(self.body.errors![0].message).toBe(
        'Diese Weiterleitung ergäbe eine Schleife: /selbst → /selbst.',
      );
      expect(await countRows(api, 'cms_redirect')).toBe(before);
      // Changing an existing one into a loop is refused too.
      const [b] = (await admin.get<{ data: Row[] }>('/api/redirects?search=%2Fb')).body.data.filter(
        (row) => row.path === '/b',
      );
      const edit = await admin.put(`/api/redirects/${b.id}`, { target: '/a' });
      expect(edit.status).toBe(422);
    });

    it('30 parallel saves that pairwise would loop: exactly one of each pair is kept', async () => {
      const replies = await Promise.all(
        Array.from({ length: 15 }, (_, i) => [
          admin.post('/api/redirects', { path: `/x${i}`, target: `/y${i}` }),
          admin.post('/api/redirects', { path: `/y${i}`, target: `/x${i}` }),
        ]).flat(),
      );
      for (let i = 0; i < 15; i++) {
        const pair = [replies[2 * i].status, replies[2 * i + 1].status].sort();
        expect(pair).toEqual([201, 422]);
      }
      const rows: { path: string; target: string }[] = await api.dataSource.query(
        `SELECT path, target FROM cms_redirect WHERE path LIKE '/x%' OR path LIKE '/y%'`,
      );
      expect(rows).toHaveLength(15);
    });
  });

  describe('public form POST /api/custom/form/{formId}', () => {
    it('refuses wrong input with a list of German strings and stores nothing', async () => {
      const before = await countRows(api, 'cms_form_submission');
      const reply = await visitor.post(`/api/custom/form/${formId}`, {
        name: '',
        email: 'anna@',
        phone: '0664 123',
        topic: 'Werbung',
      });
      expect(reply.status).toBe(422);
      expect(reply.body).toEqual({
        errors: [
          '„Name“ ist erforderlich.',
          '„E-Mail“ muss eine gültige E-Mail-Adresse sein.',
          '„Telefon“: Bitte geben Sie eine gültige Nummer im Format +436641234567 an.',
          '„Anliegen“ muss eine der angebotenen Möglichkeiten sein.',
          '„Nachricht“ ist erforderlich.',
          '„Ich bin mit der Verarbeitung meiner Daten zur Beantwortung einverstanden.“ muss bestätigt werden.',
        ],
      });
      expect((await visitor.post('/api/custom/form/99999', {})).body).toEqual({
        errors: ['Das Formular wurde nicht gefunden.'],
      });
      expect((await visitor.post(`/api/custom/form/${formId}`, [1, 2])).status).toBe(400);
      expect(await countRows(api, 'cms_form_submission')).toBe(before);
    });

    it('stores a valid submission and e-mails it to the shop through the worker', async () => {
      const reply = await visitor.post<{ data: Row }>(`/api/custom/form/${formId}`, {
        name: 'Anna Gruber',
        email: 'anna@example.at',
        topic: 'Reservierung',
        message: 'Tisch für 8 Personen am Samstag?',
        privacy: true,
      });
      expect(reply.status).toBe(201);
      expect(reply.body.data.thankYouMessage).toBe(
        '<p>Vielen Dank! Wir melden uns innerhalb eines Werktags bei Ihnen.</p>',
      );
      const mail = await eventually(() =>
        sink.mails.find((entry) => entry.raw.includes('Tisch f')),
      );
      expect(mail.to).toEqual(['info@cafe-rosmarin.example.at']);
      expect(header(mail.raw, 'subject')).toBe('Neue Anfrage über das Formular „Kontakt“');
      const submissions = await admin.get<{ data: Row[] }>(`/api/nodes/${formId}/submissions`);
      expect(submissions.body.data[0].answers).toContainEqual({
        fieldId: 'name',
        label: 'Name',
        value: 'Anna Gruber',
      });
      const csv = await api.app.inject({
        method: 'GET',
        url: `/api/nodes/${formId}/submissions.csv`,
        headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.body.split('\r\n')[0]).toBe(
        '\uFEFF"Nr.";"Eingegangen";"Name";"E-Mail";"Telefon";"Anliegen";"Nachricht";"Ich bin mit der Verarbeitung meiner Daten zur Beantwortung einverstanden."',
      );
      expect(csv.body).toContain('"Anna Gruber";"anna@example.at";"";"Reservierung"');
      expect((await visitor.get(`/api/nodes/${formId}/submissions`)).status).toBe(401);
    });

    it('30 parallel submissions: each stored once and mailed once', async () => {
      const before = await countRows(api, 'cms_form_submission');
      const replies = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          visitor.post(`/api/custom/form/${formId}`, {
            name: `Gast ${i}`,
            email: `gast${i}@example.at`,
            message: `Parallel ${i}`,
            privacy: true,
          }),
        ),
      );
      expect(replies.map((reply) => reply.status)).toEqual(Array(30).fill(201));
      expect(await countRows(api, 'cms_form_submission')).toBe(before + 30);
      await eventually(() =>
        sink.mails.filter((mail) => /Parallel \d+/.test(mail.raw)).length >= 30 ? true : undefined,
      );
      const texts = sink.mails.flatMap((mail) => /Parallel (\d+)/.exec(mail.raw)?.[1] ?? []);
      expect(new Set(texts).size).toBe(30);
      expect(texts).toHaveLength(30);
    });
  });
});
