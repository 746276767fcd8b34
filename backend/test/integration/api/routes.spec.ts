import { errorMessages } from '../../support/error-messages';
import { TestApi, startTestApi } from './harness';

interface OpenApi {
  paths: Record<string, Record<string, unknown>>;
}

/** Routes anyone may call; every other route must answer 401 without a login. */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/config',
  'GET /api/init',
  'GET /api/backoffice/remotes',
  'GET /api/branches',
  'GET /api/branches/{id}',
  'GET /api/divisions',
  'GET /api/divisions/{id}',
  'GET /api/tables',
  'GET /api/tables/{id}',
  'GET /api/donatees',
  'GET /api/donatees/{id}',
  'GET /api/menus',
  'GET /api/menus/{id}',
  'GET /api/branches/{id}/menus',
  'GET /api/categories',
  'GET /api/categories/{id}',
  'GET /api/products',
  'GET /api/products/{id}',
  'GET /api/tags',
  'GET /api/tags/{id}',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/login-link',
  'POST /api/auth/login-link/consume',
  'GET /api/auth/csrf',
  'GET /backend/logout',
  'POST /backend/logout',
  'GET /backend/login/link/{token}',
  // storefront.md §7: customers attach files to configurable products without an account.
  'POST /api/uploads',
  // storefront.md §6/§7: the checkout and the status page (uid + hash act as the secret).
  'POST /api/orders',
  'GET /api/orders/public/{uid}/{hash}',
  // The kitchen's earliest time for a cart: the checkout asks it before any login.
  'GET /api/orders/promise/{branchId}',
  'GET /api/orders/public/{uid}/{hash}/events',
  // Busy mode as a customer may know it, live on the card, page and checkout (issue 36).
  'GET /api/events/shop',
  'GET /api/orders/full-slots/{branchId}',
  'POST /api/orders/public/{uid}/{hash}/confirm-counter-appointment',
  'POST /api/orders/public/{uid}/{hash}/reject-counter-appointment',
  'POST /api/orders/public/{uid}/{hash}/questionnaire',
  // backoffice-api.md §6: the order feeds are opened by a branch's API key.
  'GET /api/orders/frontdesk/{branchId}/{apiKey}',
  'GET /api/orders/backoffice/{branchId}/{apiKey}',
  'GET /api/events/frontdesk/{branchId}/{apiKey}',
  'GET /api/events/backoffice/{branchId}/{apiKey}',
  // storefront.md §7 / backoffice-api.md §7: the visitors' analytics after cookie consent.
  'POST /api/analytics-log',
  // Issue 16: the shop's pages are read by visitors (only public records and published
  // content); the public form takes submissions.
  'GET /api/sites',
  'GET /api/sites/{id}',
  'GET /api/blocks',
  'GET /api/blocks/{id}',
  'GET /api/nodes',
  'GET /api/nodes/{id}',
  'GET /api/navigations',
  'GET /api/navigations/{id}',
  'POST /api/custom/form/{formId}',
  // Issue 19: the clock-in terminal, opened by an employee's token (401 that names neither
  // token nor username) or a branch's API key (403).
  'GET /api/time-tracking/{token}/{username}',
  'GET /api/time-tracking/{token}/{username}/me',
  'GET /api/time-tracking/{token}/{username}/working-schedules',
  'GET /api/time-tracking/{token}/{username}/working-activities',
  'GET /api/time-tracking/{token}/{username}/balances',
  'GET /api/time-tracking/{token}/{username}/holiday-balances',
  'POST /api/time-tracking/{token}/{username}/working-activities/{action}',
  'GET /api/time-tracking-terminal/{branchId}/{apiKey}',
  'GET /api/time-tracking-terminal/{branchId}/{apiKey}/employees',
  'POST /api/time-tracking-terminal/{branchId}/{apiKey}/login',
  // Issue 18: the signage player. A public scene by its path; a TV by the token it got with
  // its pairing code (checked by the service: 401 „Dieser TV ist nicht gekoppelt.“).
  'POST /api/signage/pairings',
  'GET /api/signage/pairings/{code}',
  'GET /api/signage/scenes/{path}/schedule',
  'GET /api/signage/scenes/{path}/events',
  'GET /api/signage/player/schedule',
  'GET /api/signage/player/scenes/{id}/schedule',
  'POST /api/signage/player/heartbeat',
  'POST /api/signage/player/commands/{commandId}/ack',
  'POST /api/signage/player/screenshot',
  'GET /api/signage/player/events',
  'GET /api/signage/videos/{file}',
]);

/** Tables whose rows a rejected request must leave untouched. */
const DATA_TABLES = [
  'analytics_event',
  'branch',
  'delivery_area',
  'department',
  'dining_table',
  'division',
  'user',
  'customer',
  'external_user',
  'donatee',
  'setting',
  'api_key',
  'tag',
  'menu',
  'menu_branches',
  'menu_category',
  'menu_category_product',
  'category',
  'product',
  'product_image',
  'product_tags',
  'image',
  'upload',
  'job_record',
  'customer_order',
  'signage_scene',
  'signage_segment',
  'signage_stream',
  'signage_device',
];

function routesOf(document: OpenApi): { method: string; path: string }[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
}

const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '1');

describe(`every route (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let routes: { method: string; path: string }[];

  beforeAll(async () => {
    api = await startTestApi();
    const reply = await api.client().get<OpenApi>('/api/docs/openapi.json');
    routes = routesOf(reply.body as unknown as OpenApi);
  });
  afterAll(() => api.close());

  it('the OpenAPI document lists the API', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes).toContainEqual({ method: 'POST', path: '/api/auth/login' });
  });

  it('is guarded unless explicitly public: 401 with a German message without login', async () => {
    const open: string[] = [];
    for (const { method, path } of routes) {
      const key = `${method} ${path}`;
      if (PUBLIC_ROUTES.has(key)) continue;
      const reply = await api
        .client()
        .request(method as 'GET', concrete(path), method === 'GET' ? undefined : {});
      const message = reply.body.errors?.[0]?.message;
      if (reply.status !== 401 || message !== 'Bitte melden Sie sich an.') {
        open.push(`${key} → ${reply.status} ${message}`);
      }
    }
    expect(open).toEqual([]);
  });

  it('answers bad input to every write with German errors and writes nothing', async () => {
    const admin = await api.admin();
    const counts = async () =>
      Promise.all(
        DATA_TABLES.map(async (table) => {
          const [row] = await api.dataSource.query(`SELECT COUNT(*) AS n FROM \`${table}\``);
          return `${table}=${(row as { n: unknown }).n}`;
        }),
      );
    const before = await counts();
    const writes = routes.filter(
      ({ method, path }) =>
        ['POST', 'PUT'].includes(method) &&
        !path.startsWith('/api/auth/') &&
        path !== '/backend/logout' &&
        // Take no input: a TV asks for a pairing code (kept in the key-value store only); a
        // site's draft is published.
        path !== '/api/signage/pairings' &&
        path !== '/api/sites/{id}/publish',
    );
    expect(writes.length).toBeGreaterThan(5);
    const problems: string[] = [];
    for (const { method, path } of writes) {
      const reply = await admin.request(method as 'POST', concrete(path), {
        keinFeld: 'unbekannt',
        name: 12345,
      });
      const messages = errorMessages(reply.body);
      const german =
        messages.length > 0 &&
        messages.every((message) => /[äöüß„“]|nicht|muss|ist|darf|wurde/.test(message));
      if (reply.status < 400 || reply.status >= 500 || !german) {
        problems.push(`${method} ${path} → ${reply.status} ${JSON.stringify(reply.body)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(await counts()).toEqual(before);
  });
});
