import { errorMessages } from '../../support/error-messages';
import fc from 'fast-check';
import { Reply, TestApi, startTestApi } from '../api/harness';
import {
  BROKEN_REQUESTS,
  badBodies,
  badQueries,
  dtoOf,
  fieldsOf,
  singleFieldBodies,
} from '../../support/dto-fuzz';
import { RouteEntry, routeTable } from '../../support/route-table';
import { Matrix, setUpMatrix, takesBody, urlOf } from './matrix-fixtures';

/** Cases per route and kind; the seed makes every run send the same requests. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
/** Each test sends about a thousand requests. */
const TIMEOUT = 180_000;

const GERMAN = /[äöüßÄÖÜ„“]|nicht|muss|ist|darf|wurde|kein|bitte|ungültig|verweigert/i;

/** Routes that take anything by design (the providers' webhooks answer 200 to whatever comes). */
const ACCEPTS_ANYTHING = new Set([
  'POST /api/payments/mollie/webhook',
  'POST /api/payments/datatrans/webhook',
]);

/** Logging out or in would end the administrator's session under the suite. */
const SKIPPED = /\/(logout|login)$/;

const key = (route: RouteEntry) => `${route.method} ${route.path}`;

function problemOf(
  route: RouteEntry,
  reply: Reply,
  sent: string,
  mayAccept = ACCEPTS_ANYTHING.has(key(route)),
): string | null {
  const messages = errorMessages(reply.body);
  const refused = reply.status >= 400 && reply.status < 500;
  const german = messages.length > 0 && messages.every((message) => GERMAN.test(message));
  if (refused && german) return null;
  if (mayAccept && reply.status < 400) return null;
  const shown = sent.length > 200 ? `${sent.slice(0, 200)}…` : sent;
  return `${key(route)} ${shown} → ${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`;
}

describe(`bad input, generated from the DTOs (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let routes: RouteEntry[];
  let m: Matrix;
  let tables: string[];

  beforeAll(async () => {
    api = await startTestApi();
    routes = routeTable(api.app).filter((route) => !SKIPPED.test(route.path));
    m = await setUpMatrix(api);
    tables =
      api.kind === 'sqlite'
        ? (
            await api.dataSource.query(
              "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
            )
          ).map((row: { name: string }) => row.name)
        : (
            await api.dataSource.query(
              'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE()',
            )
          ).map((row: { name: string }) => row.name);
    tables = tables.filter((table) => !['kv_entry', 'migrations'].includes(table));
  });
  afterAll(() => api.close());

  /** Row counts of every data table, in one statement. */
  async function counts(): Promise<Record<string, number>> {
    const columns = tables.map((table) => `(SELECT COUNT(*) FROM \`${table}\`) AS \`${table}\``);
    const [row] = await api.dataSource.query(`SELECT ${columns.join(', ')}`);
    return Object.fromEntries(
      tables.map((table) => [table, Number((row as Record<string, number | string>)[table])]),
    );
  }

  /** Runs the requests of one route and reports wrong answers and written rows. */
  async function check(
    route: RouteEntry,
    requests: { sent: string; run: () => Promise<Reply> }[],
    /** An accepted update may change rows; then only the answers are checked. */
    mayAccept?: boolean,
  ): Promise<string[]> {
    const before = await counts();
    const problems: string[] = [];
    for (const request of requests) {
      const problem = problemOf(route, await request.run(), request.sent, mayAccept);
      if (problem) problems.push(problem);
    }
    const after = await counts();
    if (mayAccept) return problems;
    for (const table of tables) {
      if (before[table] !== after[table])
        problems.push(`${key(route)} wrote rows to ${table}: ${before[table]} → ${after[table]}`);
    }
    return problems;
  }

  /** The writes that read a body (the others, print or resend, ignore whatever is sent). */
  const writes = () =>
    routes.filter(
      (route) => (route.method === 'POST' || route.method === 'PUT') && takesBody(route),
    );

  it(
    'every write refuses generated bad bodies with German errors and writes nothing',
    async () => {
      const problems: string[] = [];
      expect(writes().length).toBeGreaterThan(30);
      for (const route of writes()) {
        const dto = dtoOf(route, 'body');
        const bodies = fc.sample(badBodies(dto), { seed: SEED, numRuns: RUNS });
        const url = urlOf(route, m);
        problems.push(
          ...(await check(
            route,
            bodies.map((body) => ({
              sent: JSON.stringify(body),
              run: () => m.admin.request(route.method as 'POST', url, body),
            })),
          )),
        );
      }
      expect(problems).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'every update survives one hostile field: a German refusal or a 200, never a 500',
    async () => {
      const problems: string[] = [];
      for (const route of writes().filter((write) => write.method === 'PUT')) {
        const bodies = singleFieldBodies(dtoOf(route, 'body'));
        if (!bodies) continue;
        const url = urlOf(route, m);
        problems.push(
          ...(await check(
            route,
            fc.sample(bodies, { seed: SEED, numRuns: RUNS }).map((body) => ({
              sent: JSON.stringify(body),
              run: () => m.admin.request('PUT', url, body),
            })),
            true,
          )),
        );
      }
      expect(problems).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'every write refuses invalid JSON and other content types with German errors',
    async () => {
      const problems: string[] = [];
      for (const route of writes()) {
        const url = urlOf(route, m);
        problems.push(
          ...(await check(
            route,
            BROKEN_REQUESTS.map(({ label, payload, contentType }) => ({
              sent: label,
              run: () =>
                m.admin.request(route.method as 'POST', url, payload, {
                  headers: { 'content-type': contentType },
                }),
            })),
          )),
        );
      }
      expect(problems).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'every route with a query DTO refuses generated bad query strings in German',
    async () => {
      const problems: string[] = [];
      const withQuery = routes.filter((route) => dtoOf(route, 'query'));
      expect(withQuery.length).toBeGreaterThan(10);
      for (const route of withQuery) {
        const queries = fc.sample(badQueries(dtoOf(route, 'query')), { seed: SEED, numRuns: RUNS });
        const url = urlOf(route, m);
        // Event streams refuse a bad query before they open; an allowed one would never end.
        problems.push(
          ...(await check(
            route,
            queries.map((query) => ({
              sent: `?${query}`,
              run: () => m.admin.request(route.method as 'GET', `${url}?${query}`),
            })),
          )),
        );
      }
      expect(problems).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'every date in a query takes or refuses far dates (9999-12-31, 0000-01-01), never a 500',
    async () => {
      const problems: string[] = [];
      const DATE_RULES = ['isISO8601', 'isDateString', 'inDateRange', 'matches', 'isString'];
      const DATE_NAME = /^(from|to|day|date|week|validFrom|validUntil|dueDate)$|At$|Date$/;
      for (const route of routes.filter((r) => r.method === 'GET' && dtoOf(r, 'query'))) {
        // An event stream that takes its query would never end.
        if (/events|stream/.test(route.path)) continue;
        const fields = fieldsOf(dtoOf(route, 'query')!).filter(
          (field) => DATE_NAME.test(field.name) && DATE_RULES.some((rule) => field.rules.has(rule)),
        );
        if (!fields.length) continue;
        const names = fields.map((field) => field.name);
        const queries = [
          ...names.flatMap((name) => [`${name}=9999-12-31`, `${name}=0000-01-01`]),
          ...(names.includes('from') && names.includes('to')
            ? ['from=9999-12-30&to=9999-12-31', 'from=2026-01-01&to=9999-12-31T23:59:59Z']
            : []),
        ];
        const url = urlOf(route, m);
        problems.push(
          ...(await check(
            route,
            queries.map((query) => ({
              sent: `?${query}`,
              run: () => m.admin.request('GET', `${url}?${query}`),
            })),
            true,
          )),
        );
      }
      expect(problems).toEqual([]);
    },
    TIMEOUT,
  );

  describe('what it found (each was a 500)', () => {
    it('a list where one record is referenced (a tag’s image): 422 under the field', async () => {
      const reply = await m.admin.put('/api/tags/1', { image: [] });
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual([
        { field: 'image', message: '„Bild“ muss ein Objekt sein.' },
      ]);
    });

    it('a list where one object belongs (a product’s configuration): 422 under the field', async () => {
      const reply = await m.admin.put('/api/products/1', { config: [] });
      expect(reply.status).toBe(422);
      expect(reply.body.errors?.[0]).toMatchObject({ field: 'config' });
    });

    it('half a surrogate pair in a text (an e-mail address): 400 in German', async () => {
      const reply = await m.admin.request(
        'POST',
        '/api/external-users',
        '{"firstName": "Fuzz", "lastName": "Fuzz", "email": "\\ud800"}',
        { headers: { 'content-type': 'application/json' } },
      );
      expect(reply.status).toBe(400);
      expect(reply.body.errors).toEqual([
        { message: 'Der Inhalt der Anfrage enthält ungültige Unicode-Zeichen.' },
      ]);
    });

    it('a price in exponent notation (1e-7): 422 under the field', async () => {
      const reply = await m.admin.put('/api/products/1', { price: 1e-7 });
      expect(reply.status).toBe(422);
      expect(reply.body.errors?.[0]).toMatchObject({ field: 'price' });
    });

    it('null for a division’s visibility: 422, the column stays as it was', async () => {
      const reply = await m.admin.put('/api/divisions/1', { isPublic: null });
      expect(reply.status).toBe(422);
      expect(reply.body.errors?.[0]).toMatchObject({ field: 'isPublic' });
    });

    it('deleting a branch that still has orders: 409 in German, the branch stays', async () => {
      const reply = await m.admin.delete(`/api/branches/${m.branchA}`);
      expect(reply.status).toBe(409);
      expect(reply.body.errors).toEqual([
        { message: 'Der Eintrag wird noch verwendet und kann nicht gelöscht werden.' },
      ]);
      expect((await m.anonymous.get(`/api/branches/${m.branchA}`)).status).toBe(200);
    });
  });
});
