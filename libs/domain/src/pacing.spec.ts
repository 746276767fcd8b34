import {
  DEFAULT_PREPARATION_MINUTES,
  PreparationTable,
  delayMinutes,
  delayNoticeText,
  estimateFrom,
  hourOfWeek,
  kitchenCanMake,
  learnPreparationTimes,
  orderPreparation,
  promiseMinutes,
  queueFinishTimes,
  serviceSpans,
  usualPreparationText,
  weightedQuantile,
} from './pacing';
import { zonedDateTime } from './time-zone';

const MIN = 60_000;
const VIENNA = 'Europe/Vienna';
const at = (date: string, time: string) => zonedDateTime(date, time, VIENNA);

describe('texts', () => {
  it('tells the customer the delay and the back office the usual time, to the letter', () => {
    expect(delayNoticeText(15)).toBe('Ihre Bestellung verzögert sich um etwa 15 Minuten.');
    expect(usualPreparationText(8)).toBe('übliche Zubereitung ca. 8 min');
  });
});

describe('hourOfWeek', () => {
  it.each([
    ['2026-11-30', '00:10', 0], // Monday
    ['2026-11-30', '12:30', 12],
    ['2026-12-06', '23:59', 167], // Sunday
  ])('%s %s local is hour %i of the week', (date, time, hour) => {
    expect(hourOfWeek(at(date, time), VIENNA)).toBe(hour);
  });
});

describe('weighted quantiles', () => {
  it('median and p80 of equal weights', () => {
    const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((value) => ({ value, weight: 1 }));
    expect(weightedQuantile(values, 0.5)).toBe(5);
    expect(weightedQuantile(values, 0.8)).toBe(8);
  });
  it('recent observations count more (half-life)', () => {
    const now = Date.UTC(2026, 10, 30);
    const old = Array.from({ length: 10 }, () => ({ minutes: 20, at: now - 120 * 86_400_000 }));
    const recent = Array.from({ length: 5 }, () => ({ minutes: 8, at: now - 86_400_000 }));
    expect(estimateFrom([...old, ...recent], now)?.medianMinutes).toBe(8);
    expect(estimateFrom([...old, ...recent], now, 10_000)?.medianMinutes).toBe(20);
  });
  it('one outlier does not move the median', () => {
    const now = 0;
    const spans = [7, 8, 8, 9, 9, 10, 180].map((minutes) => ({ minutes, at: now }));
    expect(estimateFrom(spans, now)).toEqual({ medianMinutes: 9, p80Minutes: 10, samples: 7 });
  });
});

describe('serviceSpans: the wait for a station is the queue’s, not the product’s', () => {
  it('with one station, an order accepted while another is cooking starts when it is done', () => {
    const t0 = Date.UTC(2026, 10, 30, 11);
    const spans = serviceSpans(
      [
        { acceptedAt: t0, readyAt: t0 + 10 * MIN, productIds: [1] },
        { acceptedAt: t0 + 2 * MIN, readyAt: t0 + 20 * MIN, productIds: [2] },
      ],
      1,
    );
    expect(spans.map((s) => s.minutes)).toEqual([10, 10]);
  });
  it('with two stations both cook at once', () => {
    const t0 = Date.UTC(2026, 10, 30, 11);
    const spans = serviceSpans(
      [
        { acceptedAt: t0, readyAt: t0 + 10 * MIN, productIds: [1] },
        { acceptedAt: t0 + 2 * MIN, readyAt: t0 + 20 * MIN, productIds: [2] },
      ],
      2,
    );
    expect(spans.map((s) => s.minutes)).toEqual([10, 18]);
  });
  it('drops spans that are negative or longer than four hours', () => {
    const t0 = 0;
    expect(
      serviceSpans(
        [
          { acceptedAt: t0, readyAt: t0 - MIN, productIds: [1] },
          { acceptedAt: t0, readyAt: t0 + 300 * MIN, productIds: [1] },
        ],
        1,
      ),
    ).toEqual([]);
  });
});

describe('learnPreparationTimes and the lookup', () => {
  const now = at('2026-11-30', '18:00').getTime();
  // Mondays at noon, four weeks: product 1 (soup, category 10) takes 6 min, product 2 (pizza,
  // category 20) 14 min; one order a quarter hour, never overlapping.
  const history = [7, 14, 21, 28].flatMap((daysAgo) =>
    Array.from({ length: 6 }, (_, n) => {
      const start = at('2026-11-30', '12:00').getTime() - daysAgo * 86_400_000 + n * 15 * MIN;
      const pizza = n % 2 === 1;
      return {
        acceptedAt: start,
        readyAt: start + (pizza ? 14 : 6) * MIN,
        productIds: pizza ? [2] : [1],
      };
    }),
  );
  const rows = learnPreparationTimes(history, {
    now,
    stations: 2,
    timeZone: VIENNA,
    categoryOf: new Map([
      [1, 10],
      [2, 20],
    ]),
  });
  const table = new PreparationTable(rows);

  it('learns per product, per category and for the branch', () => {
    const product1 = rows.find((r) => r.scope === 'product' && r.refId === 1 && r.hourOfWeek < 0);
    expect(product1).toMatchObject({ medianMinutes: 6, p80Minutes: 6, samples: 12 });
    expect(rows.some((r) => r.scope === 'category' && r.refId === 20)).toBe(true);
    expect(rows.find((r) => r.scope === 'branch' && r.hourOfWeek < 0)?.samples).toBe(24);
  });
  it('a product ordered alone often enough is estimated from those orders alone', () => {
    const t0 = at('2026-11-02', '09:00').getTime();
    const alone = Array.from({ length: 8 }, (_, n) => ({
      acceptedAt: t0 + n * 60 * MIN,
      readyAt: t0 + n * 60 * MIN + 3 * MIN,
      productIds: [7],
    }));
    const withMain = Array.from({ length: 20 }, (_, n) => ({
      acceptedAt: t0 + 86_400_000 + n * 60 * MIN,
      readyAt: t0 + 86_400_000 + n * 60 * MIN + 12 * MIN,
      productIds: [7, 8],
    }));
    const learned = learnPreparationTimes([...alone, ...withMain], {
      now,
      stations: 1,
      timeZone: VIENNA,
    });
    const espresso = learned.find(
      (r) => r.scope === 'product' && r.refId === 7 && r.hourOfWeek < 0,
    );
    expect(espresso).toMatchObject({ medianMinutes: 3, samples: 8 });
    expect(
      learned.find((r) => r.scope === 'product' && r.refId === 8 && r.hourOfWeek < 0)
        ?.medianMinutes,
    ).toBe(12);
  });

  it('keeps an hour of the week only with enough orders', () => {
    // 12:xx Mondays: 4 weeks × 4 orders (12:00, 12:15, 12:30, 12:45), 2 per product → 8.
    expect(
      rows.find((r) => r.scope === 'product' && r.refId === 1 && r.hourOfWeek === 12),
    ).toMatchObject({ samples: 8 });
    // 13:xx: 2 orders a week, 8 for the branch, 4 per product: only the branch's hour kept.
    expect(rows.some((r) => r.scope === 'product' && r.hourOfWeek === 13)).toBe(false);
    expect(rows.some((r) => r.scope === 'branch' && r.hourOfWeek === 13)).toBe(true);
  });
  it('falls back from product to category to branch to the default', () => {
    expect(table.lookup(2, 20, 12)?.medianMinutes).toBe(14);
    // An unknown product of the pizza category: the category's figure.
    expect(table.lookup(99, 20, 50)?.medianMinutes).toBe(14);
    // An unknown product without category: the branch's.
    expect(table.lookup(99, null, 50)?.scope).toBe('branch');
    expect(orderPreparation([{ id: 5 }], null, 12)).toEqual({
      medianMinutes: DEFAULT_PREPARATION_MINUTES,
      p80Minutes: DEFAULT_PREPARATION_MINUTES,
    });
  });
  it('an order takes as long as its slowest product, never less than its lead time', () => {
    expect(orderPreparation([{ id: 1 }, { id: 2 }], table, 12).medianMinutes).toBe(14);
    expect(orderPreparation([{ id: 1, leadTimeMinutes: 30 }], table, 12)).toEqual({
      medianMinutes: 30,
      p80Minutes: 30,
    });
    expect(orderPreparation([], table, 12)).toEqual({ medianMinutes: 0, p80Minutes: 0 });
    // A day's notice is no day of cooking: the floor stops at an hour.
    expect(orderPreparation([{ id: 1, leadTimeMinutes: 1440 }], table, 12).p80Minutes).toBe(60);
  });
});

describe('the queue and the promise', () => {
  const now = at('2026-11-30', '12:00');

  it('an empty kitchen promises the preparation time, never less than the lead time', () => {
    expect(
      promiseMinutes({
        now,
        openOrders: [],
        stations: 2,
        preparationMinutes: 8,
        leadTimeMinutes: 0,
        roundMinutes: 1,
      }).minutes,
    ).toBe(8);
    expect(
      promiseMinutes({
        now,
        openOrders: [],
        stations: 2,
        preparationMinutes: 8,
        leadTimeMinutes: 15,
      }).minutes,
    ).toBe(15);
  });

  it('the promise moves later as orders queue up, the sooner the fewer stations', () => {
    const burst = Array.from({ length: 10 }, () => ({ remainingMinutes: 10 }));
    const two = promiseMinutes({
      now,
      openOrders: burst,
      stations: 2,
      preparationMinutes: 10,
      leadTimeMinutes: 15,
    });
    const five = promiseMinutes({
      now,
      openOrders: burst,
      stations: 5,
      preparationMinutes: 10,
      leadTimeMinutes: 15,
    });
    expect(two).toMatchObject({ minutes: 60, waitMinutes: 50 });
    expect(two.earliest.getTime()).toBe(now.getTime() + 60 * MIN);
    expect(five.minutes).toBe(30);
  });

  it('an order cannot start before the shop accepts it', () => {
    const promise = promiseMinutes({
      now,
      openOrders: [],
      stations: 1,
      preparationMinutes: 8,
      acceptMinutes: 3,
      leadTimeMinutes: 0,
      roundMinutes: 1,
    });
    expect(promise.minutes).toBe(11);
  });

  it('learns how long the shop takes to accept', () => {
    const t0 = at('2026-11-02', '12:00').getTime();
    const history = Array.from({ length: 10 }, (_, n) => ({
      placedAt: t0 + n * 30 * MIN,
      acceptedAt: t0 + n * 30 * MIN + (n < 8 ? 2 : 6) * MIN,
      readyAt: t0 + n * 30 * MIN + 12 * MIN,
      productIds: [1],
    }));
    const table = new PreparationTable(
      learnPreparationTimes(history, { now: t0, stations: 1, timeZone: VIENNA }),
    );
    expect(table.acceptance(12)).toMatchObject({ medianMinutes: 2, p80Minutes: 2 });
    expect(table.acceptance(99)).toMatchObject({ medianMinutes: 2, samples: 10 });
  });

  it('busy mode’s extra minutes add on top', () => {
    expect(
      promiseMinutes({
        now,
        openOrders: [],
        stations: 1,
        preparationMinutes: 8,
        leadTimeMinutes: 0,
        extraMinutes: 20,
      }).minutes,
    ).toBe(30);
  });

  it('promises a time on the 5-minute grid, rounded up', () => {
    const at = new Date(now.getTime() + 2 * MIN); // 12:02
    const promise = promiseMinutes({
      now: at,
      openOrders: [],
      stations: 1,
      preparationMinutes: 8,
      leadTimeMinutes: 0,
    });
    expect(promise.earliest.toISOString()).toBe(new Date(now.getTime() + 10 * MIN).toISOString());
    expect(promise.minutes).toBe(8);
    const exact = promiseMinutes({
      now,
      openOrders: [],
      stations: 1,
      preparationMinutes: 10,
      leadTimeMinutes: 0,
    });
    expect(exact.minutes).toBe(10);
  });

  it('an order for later does not start before its time', () => {
    const { finishes, firstFreeMinutes } = queueFinishTimes(
      [{ remainingMinutes: 10, notBeforeMinutes: 60 }, { remainingMinutes: 5 }],
      1,
    );
    expect(finishes).toEqual([70, 75]);
    expect(firstFreeMinutes).toBe(75);
  });

  it('an order accepted long ago behind others has not been cooking all that time', () => {
    // Two orders accepted 20 minutes ago, 15 minutes each, one station: the first is nearly
    // done, the second has just started.
    const { finishes } = queueFinishTimes(
      [
        { remainingMinutes: 15, notBeforeMinutes: -20 },
        { remainingMinutes: 15, notBeforeMinutes: -20 },
      ],
      1,
    );
    expect(finishes).toEqual([1, 16]);
  });

  it('the kitchen can make a time at or after the promise', () => {
    const promise = promiseMinutes({
      now,
      openOrders: [],
      stations: 1,
      preparationMinutes: 20,
      leadTimeMinutes: 0,
    });
    expect(kitchenCanMake(new Date(now.getTime() + 20 * MIN), promise, now)).toBe(true);
    expect(kitchenCanMake(new Date(now.getTime() + 10 * MIN), promise, now)).toBe(false);
    // Beyond the planning horizon the queue of now does not bind.
    const swamped = promiseMinutes({
      now,
      openOrders: [{ remainingMinutes: 300 }],
      stations: 1,
      preparationMinutes: 10,
      leadTimeMinutes: 0,
    });
    expect(kitchenCanMake(new Date(now.getTime() + 150 * MIN), swamped, now)).toBe(true);
    expect(kitchenCanMake(new Date(now.getTime() + 100 * MIN), swamped, now)).toBe(false);
  });

  it.each([
    [0, 0],
    [4, 0],
    [5, 5],
    [11, 15],
  ])('%i minutes late is told as %i', (late, told) => {
    expect(delayMinutes(now, new Date(now.getTime() + late * MIN))).toBe(told);
  });
});
