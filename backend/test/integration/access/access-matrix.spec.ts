import { Client, Reply, TestApi, startTestApi } from '../api/harness';
import { RouteEntry, routeTable } from '../../support/route-table';
import {
  Matrix,
  dataOfBranch,
  setUpMatrix,
  snapshot,
  takesBody,
  urlOf,
  validBodies,
} from './matrix-fixtures';

/** Event streams stay open while they are allowed: only their refusals can be awaited. */
const isStream = (route: RouteEntry) =>
  (
    (Reflect.getMetadata('swagger/apiProduces', route.handler) as string[] | undefined) ?? []
  ).includes('text/event-stream');

/** Ending a session would log the caller out for the rest of the suite. */
const endsSession = (route: RouteEntry) => /\/logout$/.test(route.path);

const key = (route: RouteEntry) => `${route.method} ${route.path}`;

/** A pass over every route sends a few hundred requests. */
const TIMEOUT = 120_000;

describe(`the access matrix (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let routes: RouteEntry[];
  let m: Matrix;
  let bodies: Record<string, unknown>;

  beforeAll(async () => {
    api = await startTestApi();
    routes = routeTable(api.app);
    m = await setUpMatrix(api);
    bodies = validBodies(m);
  });
  afterAll(() => api.close());

  /** One request; the route's query names branch A on lists of branch data. */
  async function call(client: Client, route: RouteEntry): Promise<Reply> {
    let url = urlOf(route, m);
    if (route.method === 'GET' && route.access?.kind === 'branch' && !url.includes(':'))
      url += `?branch=${m.branchA}`;
    const body = bodies[key(route)] ?? (route.method === 'GET' ? undefined : {});
    return client.request(route.method as 'POST', url, body);
  }

  it('reads the application route table, in which every route declares who may call it', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((route) => !route.access).map(key)).toEqual([]);
    const kinds = new Set(routes.map((route) => route.access?.kind));
    expect([...kinds].sort()).toEqual(['admin', 'apiKey', 'branch', 'employee', 'public']);
  });

  it('has a valid body for every branch-scoped write, so the access check is reached', () => {
    const missing = routes.filter(
      (route) => route.access?.kind === 'branch' && takesBody(route) && !(key(route) in bodies),
    );
    expect(missing.map(key)).toEqual([]);
  });

  it(
    'anonymous: 401 in German unless public; an API-key route refuses another branch’s key',
    async () => {
      const problems: string[] = [];
      for (const route of routes) {
        const kind = route.access!.kind;
        if (kind === 'public' && isStream(route)) continue;
        const reply = await call(m.anonymous, route);
        if (reply.status >= 500) problems.push(`${key(route)} → ${reply.status}`);
        else if (kind === 'apiKey' && reply.status !== 403)
          problems.push(`${key(route)} with B's key → ${reply.status}`);
        else if (kind !== 'public' && kind !== 'apiKey') {
          if (reply.status !== 401) problems.push(`${key(route)} → ${reply.status}`);
          else expect(reply.body.errors).toEqual([{ message: 'Bitte melden Sie sich an.' }]);
        }
      }
      expect(problems).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'employee of branch B: never reads or changes branch A’s data, 403 on admin routes',
    async () => {
      const before = await snapshot(api);
      const leaks: string[] = [];
      for (const route of routes) {
        const kind = route.access!.kind;
        const takesId = /:(id|branchId)\b/.test(route.path);
        if (endsSession(route)) continue;
        // Allowed streams never end; a stream of branch A (?branch=A) must be refused.
        if (isStream(route) && kind !== 'branch' && kind !== 'admin' && kind !== 'apiKey') continue;
        const reply = await call(m.employeeB, route);
        const label = `${key(route)} → ${reply.status}`;
        if (reply.status >= 500) leaks.push(`${label} (server error)`);
        else if (kind === 'admin' && reply.status !== 403) leaks.push(label);
        else if (kind === 'apiKey' && reply.status !== 403) leaks.push(label);
        else if (kind === 'branch' && takesId && reply.status < 400) leaks.push(label);
        // A 422 would mean the body stopped the request before the branch was checked.
        else if (kind === 'branch' && route.method !== 'GET' && ![403, 404].includes(reply.status))
          leaks.push(`${label} (not refused for the branch)`);
        else if (kind !== 'public' && reply.status < 300) {
          const found = dataOfBranch(reply.body, m.branchA);
          if (found.length)
            leaks.push(`${label}: branch A data at ${found.slice(0, 3).join(', ')}`);
        }
      }
      expect(leaks).toEqual([]);
      // Nothing of A (or anyone) changed: every data table holds the same rows as before.
      const after = await snapshot(api);
      const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
      expect(changed).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'employee of branch A and the administrator: no answer is a server error',
    async () => {
      const problems: string[] = [];
      // Deletions last, so that the other routes still find their records.
      const ordered = [
        ...routes.filter((route) => route.method !== 'DELETE'),
        ...routes.filter((route) => route.method === 'DELETE'),
      ];
      for (const client of [m.employeeA, m.admin]) {
        for (const route of ordered) {
          if (endsSession(route) || isStream(route)) continue;
          const reply = await call(client, route);
          if (reply.status >= 500) problems.push(`${key(route)} → ${reply.status}`);
          else if (reply.status >= 400 && !reply.body.errors?.length)
            problems.push(`${key(route)} → ${reply.status} without errors`);
        }
      }
      expect(problems).toEqual([]);
    },
    TIMEOUT,
  );
});
