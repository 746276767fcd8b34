import { countedDays, figureLines, periodFigures } from './period-figures';
import type { DayBalance } from './time-balances';

const day = (date: string, planned: number, worked: number, credited = 0): DayBalance => ({
  day: date,
  plannedMinutes: planned,
  workedMinutes: worked,
  creditedMinutes: credited,
  differenceMinutes: worked + credited - planned,
  holiday: null,
  absence: null,
  flags: [],
});

// A week: Mon worked long, Tue vacation, Wed today (half worked so far), Thu and Fri to
// come with a vacation day planned on Fri.
const week = [
  day('2026-11-23', 480, 540),
  day('2026-11-24', 480, 0, 480),
  day('2026-11-25', 480, 200),
  day('2026-11-26', 480, 0),
  day('2026-11-27', 480, 0, 480),
];

describe('periodFigures: one person’s period, one set of numbers', () => {
  it('counts the days that have begun, today included; days to come add nothing', () => {
    const figures = periodFigures(week, 90, '2026-11-25');
    expect(figures).toEqual({
      countedUntil: '2026-11-25',
      plannedMinutes: 1440,
      periodPlannedMinutes: 2400,
      workedMinutes: 740,
      creditedMinutes: 480,
      differenceMinutes: -220,
      openingMinutes: 90,
      closingMinutes: -130,
    });
  });

  it('adds up: Ist + Gutschrift − Soll is the days’ Saldo, Übertrag + that the new one', () => {
    for (const today of ['2026-11-20', '2026-11-23', '2026-11-25', '2026-11-27', '2026-12-31']) {
      const days = countedDays(week, today);
      const figures = periodFigures(days, 15, today);
      const daysSaldo = days.reduce((sum, entry) => sum + entry.differenceMinutes, 0);
      expect(figures.differenceMinutes).toBe(daysSaldo);
      expect(figures.differenceMinutes).toBe(
        figures.workedMinutes + figures.creditedMinutes - figures.plannedMinutes,
      );
      expect(figures.closingMinutes).toBe(15 + daysSaldo);
      expect(figures.periodPlannedMinutes).toBe(2400);
    }
  });

  it('before the period nothing counts; after it everything does', () => {
    expect(periodFigures(week, 0, '2026-11-22')).toMatchObject({
      countedUntil: null,
      plannedMinutes: 0,
      differenceMinutes: 0,
    });
    expect(periodFigures(week, 0, '2026-12-01')).toMatchObject({
      countedUntil: '2026-11-27',
      plannedMinutes: 2400,
      creditedMinutes: 960,
    });
  });

  it('keeps the target of a day to come in its row but not its difference', () => {
    const [, , , thursday, friday] = countedDays(week, '2026-11-25');
    expect(thursday).toMatchObject({ plannedMinutes: 480, differenceMinutes: 0 });
    expect(friday).toMatchObject({ creditedMinutes: 480, differenceMinutes: 0 });
    expect(countedDays(week, '2026-11-25')[2].differenceMinutes).toBe(-280);
  });

  it('names every figure and what it includes, Soll with the last day counted', () => {
    const lines = figureLines(periodFigures(week, 0, '2026-11-25'));
    expect(lines.map((line) => line.label)).toEqual([
      'Soll bis 25.11.2026',
      'Ist (gearbeitet)',
      'Gutschrift',
      'Saldo des Zeitraums',
      'Übertrag',
      'Saldo',
      'Soll ganzer Zeitraum',
    ]);
    expect(lines.every((line) => line.includes.length > 10)).toBe(true);
    expect(figureLines(periodFigures([], 0, ''))[0].label).toBe('Soll');
  });
});
