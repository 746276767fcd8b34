import { zonedDateTime } from '@bestellwerk/domain';
import { KeyValueStore } from '../../../src/common/kv/key-value-store';
import { Clock } from '../../../src/modules/orders/clock';
import { Order } from '../../../src/modules/orders/entities/order.entity';
import { orderRateKey } from '../../../src/modules/orders/order-throttle.service';
import { Client, TestApi, startTestApi } from '../api/harness';

/** Wednesday 25 November 2026, 12:00 in Vienna: Graz is open and delivers (11–14). */
export const WEDNESDAY_NOON = new Date('2026-11-25T11:00:00Z');
/** Sunday 29 November 2026, 12:00 in Vienna: Graz and Linz are closed. */
export const SUNDAY_NOON = new Date('2026-11-29T11:00:00Z');

/** The suites place many orders from one address: start each test with a fresh count. */
export async function resetOrderRate(api: TestApi): Promise<void> {
  await api.app.get(KeyValueStore).delete(orderRateKey('127.0.0.1'));
}

/** Sets the orders module's clock; returns a function that moves it again. */
export function setClock(api: TestApi, at: Date): (next: Date) => void {
  let now = at;
  jest.spyOn(api.app.get(Clock), 'now').mockImplementation(() => new Date(now));
  return (next: Date) => {
    now = next;
  };
}

export interface Shop {
  branch: Record<'graz' | 'wien' | 'linz', number>;
  product: (name: string) => number;
  area: (name: string) => number;
  table: (branch: number, identifier: string) => number;
  donatee: (name: string) => number;
}

export async function loadShop(api: TestApi): Promise<Shop> {
  const q = <T>(sql: string) => api.dataSource.query(sql) as Promise<T[]>;
  const branches = await q<{ id: number; identifier: string }>('SELECT id, identifier FROM branch');
  const products = await q<{ id: number; name: string }>('SELECT id, name FROM product');
  const areas = await q<{ id: number; area: string }>('SELECT id, area FROM delivery_area');
  const tables = await q<{ id: number; identifier: string; branchId: number }>(
    'SELECT id, identifier, branchId FROM dining_table',
  );
  const donatees = await q<{ id: number; name: string }>('SELECT id, name FROM donatee');
  const find = <T>(rows: T[], match: (row: T) => boolean, what: string): T => {
    const row = rows.find(match);
    if (!row) throw new Error(`demo shop has no ${what}`);
    return row;
  };
  const byIdentifier = (identifier: string) =>
    Number(find(branches, (row) => row.identifier === identifier, identifier).id);
  return {
    branch: {
      graz: byIdentifier('graz-hauptplatz'),
      wien: byIdentifier('wien-neubau'),
      linz: byIdentifier('linz-landstrasse'),
    },
    product: (name) => Number(find(products, (row) => row.name === name, name).id),
    area: (name) => Number(find(areas, (row) => row.area === name, name).id),
    table: (branch, identifier) =>
      Number(
        find(
          tables,
          (row) => Number(row.branchId) === branch && row.identifier === identifier,
          `table ${identifier}`,
        ).id,
      ),
    donatee: (name) => Number(find(donatees, (row) => row.name === name, name).id),
  };
}

/** A complete takeaway draft for Graz: two espressos, as the storefront sends it. */
export function takeawayDraft(shop: Shop, extra: Record<string, unknown> = {}) {
  return {
    branch: { id: shop.branch.graz },
    isDelivery: false,
    isDineIn: false,
    firstName: 'Lena',
    lastName: 'Gruber',
    email: 'lena.gruber@example.at',
    phone: '+436641234567',
    country: 'AT',
    comment: 'Bitte ohne Zucker.',
    appointmentDate: null,
    paymentMethod: 'cash',
    legalInstructions: true,
    privacyPolicy: true,
    items: [{ product: { id: shop.product('Espresso') }, amount: 2, unit: 'piece', parts: [] }],
    ...extra,
  };
}

export type OrderBody = {
  id: number;
  uid: string;
  hash: string;
  ticketNumber: number;
  status: string;
  totals: { totalGross: number; gross: number; deliveryGross: number; [key: string]: unknown };
  items: { name: string; amount: number; unitPrice: number; total: number; parts: unknown[] }[];
  [key: string]: unknown;
};

/** A suite of order tests: one API with the demo shop, the clock at Wednesday noon. */
export interface OrderSuite {
  /** Set before the first test (beforeAll). */
  api: TestApi;
  shop: Shop;
  visitor: Client;
  /** Logged in before the first test when the suite asked for staff. */
  admin: Client;
  employee: Client;
  moveClock: (at: Date) => void;
  submit: (body: unknown, headers?: Record<string, string>) => ReturnType<Client['request']>;
  /** Places a takeaway order as a visitor; throws unless it is accepted. */
  place: (extra?: Record<string, unknown>) => Promise<OrderBody>;
}

/**
 * Registers the hooks an order suite needs: start the API, load the shop, set the clock (and
 * log in an administrator and an employee with `staff`); each test starts at Wednesday noon
 * with a fresh order count. Call it inside the describe block.
 */
export function orderSuite({ staff = false }: { staff?: boolean } = {}): OrderSuite {
  const suite = {
    moveClock: (at: Date) => void at,
    submit: (body: unknown, headers: Record<string, string> = {}) =>
      suite.visitor.request<OrderBody>('POST', '/api/orders', body, { headers }),
    place: async (extra: Record<string, unknown> = {}) => {
      const reply = await suite.submit(takeawayDraft(suite.shop, extra));
      if (reply.status !== 201) throw new Error(JSON.stringify(reply.body));
      return reply.body.data as OrderBody;
    },
  } as OrderSuite;
  beforeAll(async () => {
    suite.api = await startTestApi();
    suite.shop = await loadShop(suite.api);
    suite.visitor = suite.api.client();
    suite.moveClock = setClock(suite.api, WEDNESDAY_NOON);
    if (staff) {
      suite.admin = await suite.api.admin();
      suite.employee = await suite.api.employee();
    }
  });
  afterAll(() => suite.api.close());
  beforeEach(async () => {
    suite.moveClock(WEDNESDAY_NOON);
    await resetOrderRate(suite.api);
  });
  return suite;
}

/**
 * Lets time pass for an order's escalation: its alarm and missed are due now (the row's
 * alarmDueAt / missedDueAt set to a second ago), as if the wait were over.
 */
export async function escalationDueNow(api: TestApi, id: number): Promise<void> {
  const past = new Date(Date.now() - 1000);
  // Through the entity: each driver writes the instant its own way (SQLite binds no Date).
  await api.dataSource.getRepository(Order).update(id, { alarmDueAt: past, missedDueAt: past });
}

/** Tomorrow (in Vienna, by the real clock) at a wall-clock time in Vienna. */
export function tomorrowInVienna(time: string): Date {
  const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(
    new Date(Date.now() + 24 * 3600 * 1000),
  );
  return zonedDateTime(tomorrow, time, 'Europe/Vienna');
}
