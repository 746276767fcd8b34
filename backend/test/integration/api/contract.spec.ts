import Ajv, { type ValidateFunction } from 'ajv';
import {
  WEDNESDAY_NOON,
  loadShop,
  resetOrderRate,
  setClock,
  takeawayDraft,
} from '../orders/order-fixtures';
import { Client, TestApi, startTestApi } from './harness';

type Reply = { status: number; body: unknown };

/**
 * OpenAPI 3.0's `nullable` next to a reference (`{ nullable, allOf: [{ $ref }] }`) or a
 * choice of types (`{ nullable, oneOf: [...] }`) as JSON Schema says it: null, or the
 * shape. Ajv applies `nullable` to `type` only.
 */
function nullableRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableRefs);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node).map(([key, value]) => [key, nullableRefs(value)] as const);
  const schema = Object.fromEntries(entries) as Record<string, unknown>;
  if (schema.nullable === true && Array.isArray(schema.allOf)) {
    const { nullable: _nullable, type: _type, ...rest } = schema;
    return { anyOf: [{ type: 'null' }, rest] };
  }
  if (schema.nullable === true && Array.isArray(schema.oneOf) && schema.type === undefined) {
    const { nullable: _nullable, oneOf, ...rest } = schema;
    return { ...rest, oneOf: [{ type: 'null' }, ...(oneOf as unknown[])] };
  }
  return schema;
}

/**
 * The OpenAPI document's response schemas against the real answers: every field a schema
 * calls required is there, with its type, for staff and for visitors. A DTO that promises
 * more (or other) than the server sends fails here; the generated client types rely on it.
 */
describe(`the API contract: answers match the OpenAPI document (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let admin: Client;
  let visitor: Client;
  let ajv: Ajv;
  let document: { paths: Record<string, Record<string, unknown>> };
  const validators = new Map<string, ValidateFunction>();

  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.admin();
    visitor = api.client();
    document = (await visitor.get('/api/docs/openapi.json')).body as typeof document;
    // OpenAPI 3.0 schemas: `nullable`, formats as annotations, unknown keys ignored.
    ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
    ajv.addSchema({ ...(nullableRefs(document) as object), $id: 'api' });
  });
  afterAll(() => api.close());

  function validator(path: string, method: string, status: number): ValidateFunction {
    const key = `${method} ${path} ${status}`;
    let found = validators.get(key);
    if (!found) {
      const pointer = ['paths', path, method, 'responses', String(status), 'content']
        .map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1'))
        .join('/');
      found = ajv.compile({ $ref: `api#/${pointer}/application~1json/schema` });
      validators.set(key, found);
    }
    return found;
  }

  /** The answer's status and body as the document describes them for that route. */
  function expectDescribed(reply: Reply, path: string, method = 'get') {
    const validate = validator(path, method, reply.status);
    const valid = validate(reply.body);
    expect({ path, status: reply.status, errors: valid ? [] : validate.errors }).toEqual({
      path,
      status: reply.status,
      errors: [],
    });
  }

  const lists = [
    'branches',
    'divisions',
    'departments',
    'tables',
    'customers',
    'external-users',
    'donatees',
    'menus',
    'categories',
    'products',
    'tags',
    'images',
    'uploads',
    'users',
    'devices',
  ];

  it.each(lists)('GET /api/%s and one record, as staff', async (name) => {
    const list = await admin.get<{ data: { id: number }[] }>(`/api/${name}`);
    expect(list.status).toBe(200);
    expectDescribed(list, `/api/${name}`);
    const first = list.body.data[0];
    if (first) expectDescribed(await admin.get(`/api/${name}/${first.id}`), `/api/${name}/{id}`);
  });

  it.each([
    'branches',
    'divisions',
    'tables',
    'donatees',
    'menus',
    'categories',
    'products',
    'tags',
  ])('GET /api/%s as a visitor (the public shapes)', async (name) => {
    const list = await visitor.get(`/api/${name}`);
    expect(list.status).toBe(200);
    expectDescribed(list, `/api/${name}`);
  });

  it('the start data, the configuration, the menus of a branch, for both', async () => {
    for (const client of [visitor, admin]) {
      expectDescribed(await client.get('/api/init'), '/api/init');
      expectDescribed(await client.get('/api/config'), '/api/config');
      const branches = await client.get<{ data: { id: number }[] }>('/api/branches');
      const id = branches.body.data[0].id;
      expectDescribed(await client.get(`/api/branches/${id}/menus`), '/api/branches/{id}/menus');
    }
  });

  it('the staff routes of the session, logs, jobs, keys and health', async () => {
    expectDescribed(await admin.get('/api/users/me'), '/api/users/me');
    expectDescribed(await admin.get('/api/auth/csrf'), '/api/auth/csrf');
    expectDescribed(await admin.get('/api/logs'), '/api/logs');
    expectDescribed(await admin.get('/api/jobs'), '/api/jobs');
    expectDescribed(await admin.get('/api/backoffice/remotes'), '/api/backoffice/remotes');
    expectDescribed(await admin.get('/api/branches/1/api-keys'), '/api/branches/{id}/api-keys');
    const created = await admin.post('/api/branches/1/api-keys', { name: 'Kasse' });
    expectDescribed(created, '/api/branches/{id}/api-keys', 'post');
    const health = await visitor.get('/api/health');
    if (health.status === 200) expectDescribed(health, '/api/health');
  });

  it('an order: the status page, the checkout and the back office see it as described', async () => {
    const shop = await loadShop(api);
    setClock(api, WEDNESDAY_NOON);
    await resetOrderRate(api);
    const placed = await visitor.post<{ data: { id: number; uid: string; hash: string } }>(
      '/api/orders',
      takeawayDraft(shop),
    );
    expect(placed.status).toBe(201);
    expectDescribed(placed, '/api/orders', 'post');
    const { id, uid, hash } = placed.body.data;
    expectDescribed(
      await visitor.get(`/api/orders/public/${uid}/${hash}`),
      '/api/orders/public/{uid}/{hash}',
    );
    expectDescribed(await admin.get(`/api/orders/${id}`), '/api/orders/{id}');
    expectDescribed(await admin.get('/api/orders'), '/api/orders');
    expectDescribed(await admin.get('/api/orders/current'), '/api/orders/current');
    const confirmed = await admin.post(`/api/orders/${id}/status/confirm`, {});
    expectDescribed(confirmed, '/api/orders/{id}/status/{action}', 'post');
  });
});
