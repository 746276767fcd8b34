import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { addDays, netCentsFromGrossCents, toLocal, zonedInstant } from '@bestellwerk/domain';

/**
 * 90 days of orders and visits for the demo shop, so a fresh `npm start` opens a dashboard
 * full of charts. Deterministic (a seeded generator), written with multi-row INSERTs (a few
 * hundred statements for ~5,000 orders and ~40,000 events). Visitors are random hashes, as
 * the analytics log keeps them; there is no address anywhere.
 */
export interface DemoStatisticsOptions {
  days?: number;
  /** The last day's end (default now); everything lies before it. */
  now?: number;
  seed?: number;
  /** Visits per branch and day on average. */
  visitsPerDay?: number;
  /** Orders per branch and day on average. */
  ordersPerDay?: number;
}

const ZONE = 'Europe/Vienna';

function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly [T, number][]): T => {
    const total = items.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = next() * total;
    for (const [item, weight] of items) {
      roll -= weight;
      if (roll < 0) return item;
    }
    return items[items.length - 1][0];
  };
  return { next, int, pick };
}

/** UTC text for DATETIME columns of both dialects (TypeORM's own format on SQLite). */
const sqlTime = (ms: number) => new Date(ms).toISOString().replace('T', ' ').replace('Z', '');

async function insertRows(
  manager: EntityManager,
  table: string,
  columns: string[],
  rows: unknown[][],
): Promise<void> {
  const per = Math.max(1, Math.floor(2000 / columns.length));
  for (let index = 0; index < rows.length; index += per) {
    const chunk = rows.slice(index, index + per);
    const placeholders = chunk.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
    await manager.query(
      `INSERT INTO \`${table}\` (${columns.map((c) => `\`${c}\``).join(', ')}) VALUES ${placeholders}`,
      chunk.flat(),
    );
  }
}

/** Minutes after local midnight: lunch and evening peaks, as a restaurant sees them. */
const MINUTE_OF_DAY: [number, number][] = [
  [9 * 60, 1],
  [11 * 60, 4],
  [12 * 60, 6],
  [13 * 60, 3],
  [15 * 60, 1],
  [17 * 60, 3],
  [18 * 60, 6],
  [19 * 60, 5],
  [20 * 60, 2],
];

export async function insertDemoStatistics(
  manager: EntityManager,
  options: DemoStatisticsOptions = {},
): Promise<{ orders: number; events: number }> {
  const days = options.days ?? 90;
  const now = options.now ?? Date.now();
  const random = generator(options.seed ?? 20);
  const branches: { id: number; identifier: string }[] = await manager.query(
    'SELECT `id`, `identifier` FROM `branch` ORDER BY `id`',
  );
  const products: { id: number; name: string; price: number; tax: string }[] = await manager.query(
    'SELECT `id`, `name`, `price`, `tax` FROM `product` WHERE `price` > 0',
  );
  if (branches.length === 0 || products.length === 0) return { orders: 0, events: 0 };
  const today = toLocal(new Date(now), ZONE).date;
  const orders: unknown[][] = [];
  const events: unknown[][] = [];
  const tickets = new Map<string, number>();
  // The kitchen's own generator: the orders, visits and their order stay as they were.
  const kitchenRandom = generator((options.seed ?? 20) + 36);

  for (let offset = days - 1; offset >= 0; offset--) {
    const day = addDays(today, -offset);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const busy = weekday === 5 || weekday === 6 ? 1.4 : weekday === 0 ? 0.7 : 1;
    for (const branch of branches) {
      const kitchen: KitchenOrder[] = [];
      const orderCount = Math.round(
        (options.ordersPerDay ?? 18) * busy * (0.7 + random.next() * 0.6),
      );
      for (let n = 0; n < orderCount; n++) {
        const minute = random.pick(MINUTE_OF_DAY) + random.int(0, 59);
        const at = zonedInstant(day, minute, ZONE).getTime() + random.int(0, 59) * 1000;
        if (at >= now) continue;
        const ticketKey = `${branch.id}|${day}`;
        const ticket = (tickets.get(ticketKey) ?? 0) + 1;
        tickets.set(ticketKey, ticket);
        const items = Array.from({ length: random.int(1, 3) }, () => {
          const product = products[random.int(0, products.length - 1)];
          const amount = random.int(1, 3);
          return {
            productId: product.id,
            name: product.name,
            amount,
            unitPriceCents: Number(product.price),
            totalCents: Number(product.price) * amount,
            taxRate: Number(product.tax),
          };
        });
        const taxes: Record<string, { net: number; tax: number; gross: number }> = {};
        for (const item of items) {
          const rate = String(item.taxRate);
          const line = (taxes[rate] ??= { net: 0, tax: 0, gross: 0 });
          line.gross += item.totalCents;
        }
        for (const [rate, line] of Object.entries(taxes)) {
          line.net = netCentsFromGrossCents(line.gross, Number(rate));
          line.tax = line.gross - line.net;
        }
        const gross = items.reduce((sum, item) => sum + item.totalCents, 0);
        const net = Object.values(taxes).reduce((sum, line) => sum + line.net, 0);
        // Only finished orders, none of today: the live board, the alarms and today's
        // counts stay the shop's own.
        if (offset === 0) continue;
        const status = random.pick([
          ['completed', 90],
          ['canceled', 5],
          ['rejected', 3],
        ] as [string, number][]);
        const kind = random.pick([
          ['takeaway', 5],
          ['delivery', 3],
          ['dine-in', 2],
        ] as [string, number][]);
        const totals = {
          net,
          tax: gross - net,
          gross,
          deliveryNet: 0,
          deliveryTax: 0,
          deliveryGross: 0,
          totalNet: net,
          totalTax: gross - net,
          totalGross: gross,
          taxes,
          isApproximate: false,
        };
        const row: unknown[] = [
          randomUUID(),
          randomUUID().replace(/-/g, ''),
          branch.id,
          ticket,
          day,
          kind,
          status,
          random.next() < 0.6 ? 'cash' : 'atm-card',
          status === 'completed' ? 1 : 0,
          'Demo',
          `Kunde ${ticket}`,
          sqlTime(at),
          sqlTime(at),
          JSON.stringify(
            items.map((item) => ({
              ...item,
              unit: 'piece',
              unitShort: 'Stk.',
              calculationModel: 'fixed',
              partValues: [],
              parts: [],
              product: { id: item.productId, name: item.name },
            })),
          ),
          JSON.stringify(totals),
          gross,
          sqlTime(at),
          sqlTime(at + random.int(5, 90) * 60_000),
          null,
          null,
        ];
        orders.push(row);
        if (status === 'completed') {
          kitchen.push({ row, at, prices: items.map((item) => item.unitPriceCents) });
        }
      }
      runDemoKitchen(kitchen, kitchenRandom);
      insertVisits(events, random, day, branch, busy, options.visitsPerDay ?? 45, now);
    }
  }
  await insertRows(
    manager,
    'customer_order',
    [
      'uid',
      'hash',
      'branchId',
      'ticketNumber',
      'ticketDate',
      'kind',
      'status',
      'paymentMethod',
      'isPaid',
      'firstName',
      'lastName',
      'slotStart',
      'announcedAt',
      'items',
      'totals',
      'totalGrossCents',
      'createdAt',
      'updatedAt',
      'confirmedAt',
      'readyAt',
    ],
    orders,
  );
  await insertRows(
    manager,
    'analytics_event',
    [
      'type',
      'action',
      'visitorHash',
      'branchId',
      'path',
      'browser',
      'os',
      'referrerGroup',
      'referrerSource',
      'screen',
      'pixelRatio',
      'colorScheme',
      'createdAt',
    ],
    events,
  );
  return { orders: orders.length, events: events.length };
}

interface KitchenOrder {
  /** The INSERT row; its last two values are confirmedAt and readyAt. */
  row: unknown[];
  at: number;
  prices: number[];
}

/** The demo kitchen's stations (the branch setting's default). */
export const DEMO_KITCHEN_STATIONS = 2;

/**
 * When the demo's finished orders were accepted and ready, so the learned preparation
 * times (libs/domain pacing) have a history: a drink takes about 3 minutes, a small dish 8,
 * a main 12 (by price), an order as long as its slowest line with some spread and now and
 * then a hold-up; accepted 0.5–3 minutes after it came in; cooked on DEMO_KITCHEN_STATIONS
 * stations first come, first served — at a rush orders wait for a free station.
 */
function runDemoKitchen(orders: KitchenOrder[], random: ReturnType<typeof generator>): void {
  const free = new Array<number>(DEMO_KITCHEN_STATIONS).fill(0);
  for (const order of [...orders].sort((a, b) => a.at - b.at)) {
    const confirmedAt = order.at + Math.round((30 + random.next() * 150) * 1000);
    const base = Math.max(
      ...order.prices.map((cents) => (cents < 500 ? 3 : cents < 1000 ? 8 : 12)),
    );
    const spread = 0.8 + random.next() * 0.6;
    const holdUp = random.next() < 0.05 ? 5 + random.int(0, 10) : 0;
    const minutes = base * spread + holdUp;
    let station = 0;
    for (let i = 1; i < free.length; i++) if (free[i] < free[station]) station = i;
    const start = Math.max(confirmedAt, free[station]);
    const readyAt = start + Math.round(minutes * 60_000);
    free[station] = readyAt;
    const length = order.row.length;
    order.row[length - 2] = sqlTime(confirmedAt);
    order.row[length - 1] = sqlTime(readyAt);
  }
}

const BROWSERS: [[string, string], number][] = [
  [['Mobile Safari', 'iOS'], 30],
  [['Chrome', 'Android'], 30],
  [['Chrome', 'Windows'], 18],
  [['Firefox', 'Windows'], 6],
  [['Safari', 'Mac OS'], 8],
  [['Edge', 'Windows'], 6],
  [['Samsung Internet', 'Android'], 2],
];
const REFERRERS: [[string, string | null], number][] = [
  [['direct', null], 40],
  [['search', 'google.com'], 30],
  [['search', 'duckduckgo.com'], 3],
  [['social', 'instagram.com'], 10],
  [['social', 'facebook.com'], 6],
  [['campaign', 'newsletter'], 6],
  [['website', 'falter.at'], 5],
];
const SCREENS: [[string, string], number][] = [
  [['390x844', '3'], 30],
  [['412x915', '2.63'], 20],
  [['1920x1080', '1'], 25],
  [['1440x900', '2'], 12],
  [['768x1024', '2'], 8],
  [['2560x1440', '1'], 5],
];

function insertVisits(
  events: unknown[][],
  random: ReturnType<typeof generator>,
  day: string,
  branch: { id: number; identifier: string },
  busy: number,
  perDay: number,
  now: number,
): void {
  const visits = Math.round(perDay * busy * (0.7 + random.next() * 0.6));
  for (let v = 0; v < visits; v++) {
    const visitor = randomUUID().replace(/-/g, '');
    const [browser, os] = random.pick(BROWSERS);
    const [group, source] = random.pick(REFERRERS);
    const [screen, ratio] = random.pick(SCREENS);
    const scheme = random.next() < 0.35 ? 'dark' : 'light';
    let at = zonedInstant(day, random.pick(MINUTE_OF_DAY) - 30 + random.int(0, 59), ZONE).getTime();
    const row = (
      type: string,
      path: string | null,
      extra: Partial<Record<string, unknown>> = {},
    ) => {
      if (at >= now) return;
      events.push([
        type,
        type === 'page_view' ? path : null,
        visitor,
        branch.id,
        path,
        browser,
        os,
        extra.group ?? null,
        extra.source ?? null,
        extra.screen ?? null,
        extra.ratio ?? null,
        extra.scheme ?? null,
        sqlTime(at),
      ]);
    };
    row('init', null, { group, source, screen, ratio, scheme });
    row('page_view', random.next() < 0.5 ? '/' : `/${branch.identifier}`);
    const steps = random.int(0, 4);
    const branchPath = `/${branch.identifier}`;
    for (let s = 0; s < steps; s++) {
      at += random.int(20, 240) * 1000;
      const step = random.pick([
        ['menu', 4],
        ['addtocart', 3],
        ['checkout', 2],
      ] as [string, number][]);
      if (step === 'menu') row('page_view', branchPath);
      else if (step === 'addtocart') row('addtocart', null);
      else {
        row('initiatecheckout', null);
        at += random.int(30, 180) * 1000;
        row('page_view', '/checkout');
        if (random.next() < 0.6) {
          at += random.int(30, 120) * 1000;
          row('purchase', null);
          row('page_view', '/status/:uid/:hash');
        }
        break;
      }
    }
  }
}
