import {
  currencySymbol,
  formatCents,
  formatDate,
  formatDateTime,
  formatLocalDate,
  formatMoney,
  formatNumber,
  formatTime,
  isoWeek,
  isoWeekNumber,
  truncate,
  weekdayName,
} from './format';
import { roundHalfAwayFromZero, roundQuantity } from './rounding';

describe('money: currency from configuration, 2 decimals, default EUR', () => {
  it.each([
    [1250, 'EUR', '12,50 €'],
    [1500, undefined, '15,00 €'],
    [0, 'EUR', '0,00 €'],
    [123456, 'EUR', '1.234,56 €'],
    [-320, 'EUR', '-3,20 €'],
    [990, 'CHF', '9,90 CHF'],
  ])('%i cents in %s is %s', (cents, currency, text) => {
    expect(formatCents(cents, currency)).toBe(text);
  });

  it.each([
    [12.5, '12,50 €'],
    [0.1 + 0.2, '0,30 €'],
    [1.005, '1,01 €'],
  ])('%d euros is %s', (euros, text) => {
    expect(formatMoney(euros)).toBe(text);
  });

  it('knows the euro sign', () => {
    expect(currencySymbol('EUR')).toBe('€');
  });

  it.each(['EUR', 'CHF', 'USD', 'GBP', 'JPY', 'SEK'])(
    'writes %s as Intl de-DE narrowSymbol does, known or asked',
    (currency) => {
      const intl = new Intl.NumberFormat('de-DE', {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
      })
        .formatToParts(0)
        .find((part) => part.type === 'currency')?.value;
      expect(currencySymbol(currency)).toBe(intl);
    },
  );
});

describe('numbers the German way, without Intl, as Intl de-DE writes them', () => {
  const intl = (value: number, maximumDigits: number, minimumDigits: number) =>
    new Intl.NumberFormat('de-DE', {
      minimumFractionDigits: minimumDigits,
      maximumFractionDigits: maximumDigits,
    }).format(value);
  const digitSettings: Array<[number, number]> = [
    [3, 0],
    [2, 2],
    [0, 0],
    [6, 1],
  ];

  it.each([
    [1234.5, 3, 0, '1.234,5'],
    [1000, 3, 0, '1.000'],
    [999.9995, 3, 0, '1.000'],
    [1.005, 2, 2, '1,01'],
    [0.5, 0, 0, '1'],
    [-1234567.891, 2, 2, '-1.234.567,89'],
    [1.5e-7, 3, 0, '0'],
    [1e21, 2, 2, '1.000.000.000.000.000.000.000,00'],
  ])('%d with %i to %i fraction digits is %s', (value, maximum, minimum, text) => {
    expect(formatNumber(value, maximum, minimum)).toBe(text);
    expect(intl(value, maximum, minimum)).toBe(text);
  });

  it('agrees with Intl on edge values: halves, signs, zeros, exponents, NaN, infinity', () => {
    const values = [
      0,
      -0,
      0.5,
      1.5,
      2.5,
      -0.5,
      -0.0004,
      0.0005,
      0.00049,
      2.675,
      1.0049999999999999,
      8.33335,
      0.1 + 0.2,
      123456789.125,
      9.995,
      99.995,
      999999.9996,
      1e-7,
      1.5e-7,
      5e-4,
      1e15,
      1.23e20,
      1e21,
      4.35e22,
      Number.MAX_SAFE_INTEGER,
      Number.NaN,
      Infinity,
      -Infinity,
    ];
    for (const value of values)
      for (const [maximum, minimum] of digitSettings)
        expect([value, maximum, minimum, formatNumber(value, maximum, minimum)]).toEqual([
          value,
          maximum,
          minimum,
          intl(value, maximum, minimum),
        ]);
  });

  it('agrees with Intl on 20,000 random amounts, prices and quantities', () => {
    // A fixed linear congruential sequence: the same numbers on every run.
    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 20_000; i++) {
      const scale = 10 ** Math.floor(next() * 12 - 4);
      const value = (next() - 0.3) * scale;
      const rounded = i % 3 === 0 ? Math.round(value * 1000) / 1000 : value;
      const [maximum, minimum] = digitSettings[i % digitSettings.length];
      expect([rounded, formatNumber(rounded, maximum, minimum)]).toEqual([
        rounded,
        intl(rounded, maximum, minimum),
      ]);
    }
  });
});

describe('rounding half away from zero', () => {
  it.each([
    [0.5, 0, 1],
    [-0.5, 0, -1],
    [1.5, 0, 2],
    [2.5, 0, 3],
    [1.005, 2, 1.01],
    [2.345, 2, 2.35],
    [-2.345, 2, -2.35],
    [8.33335, 4, 8.3334],
    [0.4999, 0, 0],
  ])('%d to %i decimals is %d', (value, decimals, expected) => {
    expect(roundHalfAwayFromZero(value, decimals)).toBe(expected);
  });

  it('quantities keep 6 decimals, so 0.1 + 0.2 is 0.3', () => {
    expect(roundQuantity(0.1 + 0.2)).toBe(0.3);
  });
});

describe('date formats DD.MM.YYYY HH:mm, HH:mm, DD.MM.YYYY', () => {
  const instant = new Date('2026-10-25T01:30:00Z'); // 02:30 CET after the change
  it('formats in the branch time zone', () => {
    expect(formatDateTime(instant, 'Europe/Vienna')).toBe('25.10.2026 02:30');
    expect(formatTime(instant, 'Europe/Vienna')).toBe('02:30');
    expect(formatDate(instant, 'Europe/Vienna')).toBe('25.10.2026');
    expect(formatDate(new Date('2026-12-31T23:30:00Z'))).toBe('01.01.2027');
    expect(formatLocalDate('2026-03-09')).toBe('09.03.2026');
  });
});

describe('German weekday names', () => {
  it.each([
    ['2026-03-30', 'Montag'],
    ['2026-03-31', 'Dienstag'],
    ['2026-04-01', 'Mittwoch'],
    ['2026-04-02', 'Donnerstag'],
    ['2026-04-03', 'Freitag'],
    ['2026-04-04', 'Samstag'],
    ['2026-04-05', 'Sonntag'],
  ])('%s is a %s', (date, name) => {
    expect(weekdayName(date)).toBe(name);
  });
});

describe('ISO week numbers (date picker)', () => {
  it.each([
    ['2026-01-01', 2026, 1],
    ['2025-12-29', 2026, 1], // Monday of week 1 of 2026 lies in 2025
    ['2026-12-28', 2026, 53],
    ['2026-12-31', 2026, 53],
    ['2027-01-01', 2026, 53],
    ['2027-01-03', 2026, 53],
    ['2027-01-04', 2027, 1],
    ['2024-12-30', 2025, 1],
    ['2021-01-03', 2020, 53],
    ['2026-03-29', 2026, 13],
  ])('%s is in ISO week %i-%i', (date, year, week) => {
    expect(isoWeek(date)).toEqual({ year, week });
    expect(isoWeekNumber(date)).toBe(week);
  });
});

describe('truncate (storefront.md §9: 128 characters with ...)', () => {
  const a128 = 'a'.repeat(128);
  it.each([
    ['', 128, ''],
    ['Kurz', 128, 'Kurz'],
    [a128, 128, a128],
    [`${a128}b`, 128, `${a128}...`],
    ['Frisches Bauernbrot', 8, 'Frisches...'],
    ['Frisches Bauernbrot', 9, 'Frisches...'],
    ['Kaffee ☕☕☕', 8, 'Kaffee ☕...'],
    ['Äpfel', 0, '...'],
  ])('%j cut at %i is %j', (text, length, expected) => {
    expect(truncate(text, length)).toBe(expected);
  });

  it('cuts at 128 characters by default', () => {
    expect(truncate('x'.repeat(300))).toBe(`${'x'.repeat(128)}...`);
  });
});
