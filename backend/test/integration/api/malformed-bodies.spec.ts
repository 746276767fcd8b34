import { errorMessages } from '../../support/error-messages';
import { Client, Reply, TestApi, startTestApi } from './harness';

/**
 * Property-style: whatever malformed body arrives — nested too deep, wrong types, huge
 * strings, out-of-range numbers, broken JSON, the wrong content type — every write route
 * answers a 4xx with German errors and no row changes. The bodies come from a seeded
 * generator, so a failure names the seed and the case and can be replayed.
 */

const SEED = Number(process.env.MALFORMED_SEED ?? 20261125);
/** Cases per public write route (the anonymous attack surface) and per other write route. */
const PUBLIC_CASES = 40;
const STAFF_CASES = 6;

/** mulberry32: small, fast and good enough to spread cases; not for secrets. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Case {
  label: string;
  body: string;
  contentType?: string;
}

const FIELDS = [
  'username',
  'password',
  'email',
  'items',
  'branch',
  'amount',
  'product',
  'data',
  'type',
  'isPaid',
  'name',
  'file',
  'price',
  'token',
  'rating',
  'comment',
  'paymentMethod',
];

function generator(seed: number) {
  const next = random(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)];
  const int = (max: number) => Math.floor(next() * max);

  /** A value of the wrong type for any field of ours (none takes such a value). */
  const wrongValue = (depth = 0): string =>
    pick<() => string>([
      () => String(-1 - int(1_000_000)),
      () => pick(['1e309', '-1e309', '1e9', '-0', '1.5e-400', '9007199254740993']),
      () => pick(['"NaN"', '"Infinity"', '"-1"', '"1e3"', '"0x10"']),
      () => JSON.stringify('x'.repeat(100_000 + int(200_000))),
      () => pick(['null', 'true', 'false', '[]', '{}']),
      () =>
        `[${Array.from({ length: 1 + int(5) }, () => (depth < 3 ? wrongValue(depth + 1) : '0')).join(',')}]`,
      () =>
        depth < 3
          ? `{${JSON.stringify(pick(FIELDS))}:${wrongValue(depth + 1)},"keinFeld":1}`
          : '{"keinFeld":1}',
      () => JSON.stringify('\u0000\ud800<script>„“'.repeat(1 + int(100))),
    ])();

  /** Objects and arrays mixed, `depth` deep. */
  const deep = (depth: number) => {
    let open = '';
    let close = '';
    for (let level = 0; level < depth; level++) {
      if (next() < 0.5) {
        open += '[';
        close = ']' + close;
      } else {
        open += `{${JSON.stringify(pick(FIELDS))}:`;
        close = '}' + close;
      }
    }
    return open + '1' + close;
  };

  const families: (() => Case)[] = [
    () => {
      const depth = 33 + int(20_000);
      return { label: `nested ${depth} deep`, body: deep(depth) };
    },
    () => {
      const depth = 33 + int(5_000);
      return {
        label: `a field nested ${depth} deep`,
        body: `{${JSON.stringify(pick(FIELDS))}:${deep(depth)}}`,
      };
    },
    () => {
      const fields = Array.from({ length: 1 + int(4) }, () => pick(FIELDS));
      const body = `{${fields.map((field) => `${JSON.stringify(field)}:${wrongValue()}`).join(',')},"keinFeld":${wrongValue()}}`;
      return { label: `wrong types for ${fields.join(', ')}`, body };
    },
    () => ({
      label: 'broken JSON',
      body: pick([
        '',
        '{',
        '{"username":"admin",',
        "{'username':'admin'}",
        '{"a":1,}',
        'NaN',
        '{"amount":NaN}',
        '{"amount":Infinity}',
        '\ufeff{"a":1}',
        '{"a":1}{"b":2}',
        '{"a":"\\u12"}',
        '[1,2',
        'undefined',
        '{"a":01}',
      ]),
    }),
    () => ({
      label: 'prototype pollution',
      body: pick([
        '{"__proto__":{"isAdmin":true}}',
        '{"constructor":{"prototype":{"isAdmin":true}}}',
        '{"items":[{"__proto__":{"amount":1}}]}',
      ]),
    }),
    () => ({
      label: 'scalar or list where an object belongs',
      body: pick(['1', '"text"', 'true', 'null', '[]', '[{"username":"admin"}]']),
    }),
    () => {
      const contentType = pick([
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'multipart/form-data',
        'application/octet-stream',
        'application/json; charset=latin1',
      ]);
      const body = pick([
        '{"keinFeld":1}',
        'keinFeld=1&items[0][amount]=-1&__proto__[x]=1',
        '<?xml version="1.0"?><order/>',
        '\u0000\u0001\u0002',
      ]);
      return { label: `content type ${contentType}`, body, contentType };
    },
  ];

  return (): Case => pick(families)();
}

interface Route {
  method: 'POST' | 'PUT';
  path: string;
}

/** Anonymous write routes: anyone on the internet can send these. */
const PUBLIC_WRITES = [
  '/api/orders',
  '/api/auth/login',
  '/api/auth/login-link',
  '/api/auth/login-link/consume',
  '/api/analytics-log',
  '/api/uploads',
  '/api/orders/public/{uid}/{hash}/questionnaire',
  '/api/orders/public/{uid}/{hash}/confirm-counter-appointment',
  '/api/orders/public/{uid}/{hash}/reject-counter-appointment',
];
/** They take anything and answer 200 by design (nothing is trusted from their body). */
const ACCEPTS_ANYTHING = new Set(['/api/payments/mollie/webhook']);
/**
 * Take no body to check: logging out, a TV asking for a pairing code, publishing a site's
 * draft.
 */
const NO_BODY = new Set([
  '/backend/logout',
  '/api/auth/logout',
  '/api/signage/pairings',
  '/api/sites/{id}/publish',
]);

const looksGerman = (message: string) =>
  /[äöüß„“]|nicht|muss|ist|darf|wurde|bitte|ungültig/i.test(message);

describe(`malformed bodies on every write route (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let admin: Client;
  let tables: string[];

  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.admin();
    // kv_entry holds throttle counters on SQLite: counting failed attempts is its job.
    tables = api.dataSource.entityMetadatas
      .filter((meta) => meta.tableType !== 'view')
      .map((meta) => meta.tableName)
      .filter((table) => table !== 'kv_entry');
  });
  afterAll(() => api.close());

  const snapshot = () =>
    Promise.all(
      tables.map(async (table) => {
        const [row] = await api.dataSource.query(`SELECT COUNT(*) AS n FROM \`${table}\``);
        return `${table}=${Number((row as { n: unknown }).n)}`;
      }),
    );

  async function writeRoutes(): Promise<Route[]> {
    const reply = await api.client().get('/api/docs/openapi.json');
    const paths = (reply.body as unknown as { paths: Record<string, object> }).paths;
    return Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .map((method) => method.toUpperCase())
        .filter((method): method is Route['method'] => method === 'POST' || method === 'PUT')
        .map((method) => ({ method, path })),
    );
  }

  function problemOf(route: Route, sent: Case, reply: Reply): string | null {
    const where = `${route.method} ${route.path} [seed ${SEED}] ${sent.label}`;
    if (reply.status >= 500) return `${where} → ${reply.status}`;
    if (ACCEPTS_ANYTHING.has(route.path)) return null;
    if (reply.status < 400) return `${where} → ${reply.status} (accepted)`;
    const messages = errorMessages(reply.body);
    if (messages.length === 0 || !messages.every(looksGerman)) {
      return `${where} → ${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`;
    }
    return null;
  }

  it('answers each with a German 4xx and writes nothing', async () => {
    const routes = (await writeRoutes()).filter(({ path }) => !NO_BODY.has(path));
    for (const path of PUBLIC_WRITES) {
      expect(routes.map((route) => route.path)).toContain(path);
    }
    const before = await snapshot();
    const next = generator(SEED);
    const problems: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const isPublic = PUBLIC_WRITES.includes(route.path);
      const url = route.path.replace(/\{[^}]+\}/g, '1');
      for (let index = 0; index < (isPublic ? PUBLIC_CASES : STAFF_CASES); index++) {
        const malformed = next();
        const client = isPublic ? api.client() : admin;
        const reply = await client.request(route.method, url, malformed.body, {
          headers: { 'content-type': malformed.contentType ?? 'application/json' },
        });
        sent++;
        const problem = problemOf(route, malformed, reply);
        if (problem) problems.push(problem);
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(400);
    expect(await snapshot()).toEqual(before);
    // The admin's session survived it all: nothing above logged anyone out or in.
    expect((await admin.get('/api/users/me')).status).toBe(200);
  });
});
