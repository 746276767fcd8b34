import type { RouteEntry } from '../../support/route-table';
import { Client, TestApi } from '../api/harness';
import {
  OrderBody,
  WEDNESDAY_NOON,
  loadShop,
  resetOrderRate,
  setClock,
  takeawayDraft,
} from '../orders/order-fixtures';

export const EMPLOYEE_B = { username: 'mitarbeiter-wien', password: 'Team-Wien-2026!' };

/**
 * Branch A (Graz, the demo employee's) with one record of every branch-owned kind, branch B
 * (Wien) with an employee and an API key of its own, and the four callers.
 */
export interface Matrix {
  branchA: number;
  branchB: number;
  /** Records of branch A by the first path segment of the routes that take their id. */
  idsOfA: Record<string, number>;
  order: { uid: string; hash: string };
  apiKeyOfB: string;
  apiKeyIdOfA: number;
  employeeBId: number;
  anonymous: Client;
  employeeA: Client;
  employeeB: Client;
  admin: Client;
}

async function created(reply: { status: number; body: unknown }, what: string) {
  if (reply.status >= 300)
    throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return (reply.body as { data: Record<string, unknown> }).data;
}

export async function setUpMatrix(api: TestApi): Promise<Matrix> {
  const shop = await loadShop(api);
  const branchA = shop.branch.graz;
  const branchB = shop.branch.wien;
  setClock(api, WEDNESDAY_NOON);
  await resetOrderRate(api);
  const admin = await api.admin();
  const anonymous = api.client();
  const order = (await created(
    await anonymous.post('/api/orders', takeawayDraft(shop)),
    'order of A',
  )) as unknown as OrderBody;
  const device = await created(
    await admin.post('/api/devices', {
      identifier: 'terminal-graz',
      name: 'Terminal Graz',
      type: 'terminal',
      branch: { id: branchA },
    }),
    'device of A',
  );
  const customer = await created(
    await admin.post('/api/customers', { lastName: 'Kundin Graz', branch: { id: branchA } }),
    'customer of A',
  );
  const keyOfA = await created(
    await admin.post(`/api/branches/${branchA}/api-keys`, { name: 'Küche Graz' }),
    'API key of A',
  );
  const keyOfB = await created(
    await admin.post(`/api/branches/${branchB}/api-keys`, { name: 'Küche Wien' }),
    'API key of B',
  );
  const employeeB = await created(
    await admin.post('/api/users', {
      ...EMPLOYEE_B,
      roles: ['ROLE_EMPLOYEE'],
      branches: [{ id: branchB }],
    }),
    'employee of B',
  );
  const first = async (table: string) => {
    const [row] = await api.dataSource.query(
      `SELECT id FROM ${table} WHERE branchId = ${branchA} ORDER BY id LIMIT 1`,
    );
    return Number((row as { id: number }).id);
  };
  const signage = await signageOfA(admin, branchA);
  const employeeBClient = api.client();
  await employeeBClient.login(EMPLOYEE_B.username, EMPLOYEE_B.password);
  return {
    branchA,
    branchB,
    idsOfA: {
      orders: order.id,
      devices: Number(device.id),
      customers: Number(customer.id),
      branches: branchA,
      tables: await first('dining_table'),
      departments: await first('department'),
      ...signage,
    },
    order: { uid: order.uid, hash: order.hash },
    apiKeyOfB: String(keyOfB.key),
    apiKeyIdOfA: Number(keyOfA.id),
    employeeBId: Number(employeeB.id),
    anonymous,
    employeeA: await api.employee(),
    employeeB: employeeBClient,
    admin,
  };
}

/** One signage record of each kind for branch A, by the first path segment of its routes. */
async function signageOfA(admin: Client, branchA: number): Promise<Record<string, number>> {
  const segment = await created(
    await admin.post('/api/digital-signage-segments', {
      name: 'Uhr Graz',
      type: 'clock',
      branch: { id: branchA },
    }),
    'segment of A',
  );
  const stream = await created(
    await admin.post('/api/digital-signage-streams', {
      name: 'Stream Graz',
      segmentIds: [segment.id],
      branch: { id: branchA },
    }),
    'stream of A',
  );
  const scene = await created(
    await admin.post('/api/scenes', {
      identifier: 'szene-graz',
      name: 'Szene Graz',
      path: 'szene-graz',
      branch: { id: branchA },
    }),
    'scene of A',
  );
  const tv = await created(
    await admin.post('/api/digital-signage-devices', {
      identifier: 'tv-graz',
      name: 'TV Graz',
      branch: { id: branchA },
      scene: { id: scene.id },
    }),
    'TV of A',
  );
  return {
    scenes: Number(scene.id),
    'digital-signage-segments': Number(segment.id),
    'digital-signage-streams': Number(stream.id),
    'digital-signage-devices': Number(tv.id),
  };
}

/**
 * The route's path with branch A's ids (and B's API key) in it. Ids of records that belong
 * to no branch (products, users, jobs) are ids of existing records.
 */
export function urlOf(route: RouteEntry, m: Matrix): string {
  const resource = route.path.replace(/^\/api\//, '').split('/')[0];
  const values: Record<string, string> = {
    id:
      resource === 'users'
        ? String(m.employeeBId)
        : String(m.idsOfA[resource] ?? (resource === 'jobs' ? 'x' : 1)),
    branchId: String(m.branchA),
    apiKey: m.apiKeyOfB,
    keyId: String(m.apiKeyIdOfA),
    uid: m.order.uid,
    // The status page's secret of A's order is not known to anyone else.
    hash: 'f'.repeat(40),
    action: 'confirm',
    index: '0',
    queue: 'print',
    token: 'unbekannt',
    username: 'unbekannt',
    method: 'mollie',
    file: 'unbekannt.jpg',
    size: 'small',
    alias: 'unbekannt',
    path: 'unbekannt',
    code: 'UNBEKA',
    commandId: 'unbekannt',
    family: 'inter',
    version: '0.0.0',
    // The demo shop's contact form (a public form: an empty body is refused, nothing stored).
    formId: '1',
    // A statistics report (GET /api/statistics/:name).
    name: 'orders',
  };
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${route.path}`);
    return encodeURIComponent(value);
  });
}

/**
 * Bodies that pass validation, so that a write of branch A's record by an employee of branch
 * B reaches the access check instead of stopping at a 422. Every branch-scoped write with a
 * body needs one here (the suite says which is missing).
 */
export function validBodies(m: Matrix): Record<string, unknown> {
  return {
    'POST /api/tables': { identifier: 'B-Tisch', seats: 2, branch: { id: m.branchA } },
    'PUT /api/tables/:id': { identifier: 'Übernommen' },
    'POST /api/devices': {
      identifier: 'terminal-fremd',
      name: 'Fremdes Terminal',
      type: 'terminal',
      branch: { id: m.branchA },
    },
    'PUT /api/devices/:id': { name: 'Übernommen' },
    'POST /api/customers': { lastName: 'Fremd', branch: { id: m.branchA } },
    'POST /api/working-activities': {
      user: { id: m.employeeBId },
      branch: { id: m.branchA },
      startedAt: '2026-01-05T08:00:00.000Z',
      endedAt: '2026-01-05T12:00:00.000Z',
    },
    'POST /api/time-tracking-terminal/:branchId/:apiKey/login': { username: 'x', pin: '1234' },
    'PUT /api/customers/:id': { lastName: 'Übernommen' },
    'PUT /api/branches/:id': { name: 'Übernommen' },
    'PUT /api/branches/:id/busy-mode': { extraMinutes: 20 },
    'POST /api/orders/:id/status/:action': {},
    'POST /api/orders/:id/counter-appointment': { counterAppointment: '2026-11-25T13:30:00Z' },
    'PUT /api/orders/:id/items/:index': { amount: 5 },
    'PUT /api/orders/:id': { comment: 'Bitte klingeln' },
    'POST /api/orders/:id/update-payment-status': { isPaid: true },
    'POST /api/devices/:id/logs': { lines: ['übernommen'] },
    'POST /api/devices/:id/demo-state': { state: 'paper-out' },
    'POST /api/scenes': {
      identifier: 'szene-fremd',
      name: 'Fremd',
      path: 'szene-fremd',
      branch: { id: m.branchA },
    },
    'PUT /api/scenes/:id': { name: 'Übernommen' },
    'POST /api/digital-signage-segments': {
      name: 'Fremd',
      type: 'clock',
      branch: { id: m.branchA },
    },
    'PUT /api/digital-signage-segments/:id': { name: 'Übernommen' },
    'POST /api/digital-signage-segments/:id/video': { file: 'data:video/mp4;base64,AAAA' },
    'POST /api/digital-signage-streams': { name: 'Fremd', branch: { id: m.branchA } },
    'PUT /api/digital-signage-streams/:id': { name: 'Übernommen' },
    'POST /api/digital-signage-devices': {
      identifier: 'tv-fremd',
      name: 'Fremd',
      branch: { id: m.branchA },
    },
    'PUT /api/digital-signage-devices/:id': { name: 'Übernommen' },
    'POST /api/digital-signage-devices/:id/pair': { code: 'ABCDEF' },
    'POST /api/digital-signage-devices/:id/command': { command: 'reload' },
  };
}

/** Whether a route needs a body: a @Body() parameter on its handler. */
export function takesBody(route: RouteEntry): boolean {
  const args = (Reflect.getMetadata('__routeArguments__', route.controller, route.handlerName) ??
    {}) as Record<string, unknown>;
  // RouteParamtypes.BODY is 3; the keys read '3:<index>'.
  return Object.keys(args).some((key) => key.startsWith('3:'));
}

/** Objects in an answer that belong to branch A: { branchId: A } or { branch: { id: A } }. */
export function dataOfBranch(body: unknown, branch: number, path = '$'): string[] {
  if (Array.isArray(body))
    return body.flatMap((item, i) => dataOfBranch(item, branch, `${path}[${i}]`));
  if (!body || typeof body !== 'object') return [];
  const record = body as Record<string, unknown>;
  const own =
    record.branchId === branch || (record.branch as { id?: unknown } | null)?.id === branch
      ? [path]
      : [];
  return [
    ...own,
    ...Object.entries(record).flatMap(([key, value]) =>
      key === 'branch' ? [] : dataOfBranch(value, branch, `${path}.${key}`),
    ),
  ];
}

/** Every row of every table that holds data (not sessions, counters or migrations). */
export async function snapshot(api: TestApi): Promise<Record<string, string>> {
  const tables: { name: string }[] =
    api.kind === 'sqlite'
      ? await api.dataSource.query(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
        )
      : await api.dataSource.query(
          'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE()',
        );
  const skip = new Set(['kv_entry', 'migrations', 'typeorm_metadata']);
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    if (skip.has(name)) continue;
    const rows = await api.dataSource.query(`SELECT * FROM \`${name}\` ORDER BY 1`);
    result[name] = JSON.stringify(rows);
  }
  return result;
}
