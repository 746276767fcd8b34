import {
  currencySymbol,
  formatCents,
  formatDate,
  formatDateTime,
  formatLocalDate,
  formatMoney,
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
