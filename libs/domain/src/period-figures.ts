/**
 * One person's figures for a period (a month on every screen): the one function the
 * Zeitnachweis, the Zeitsalden, the terminal, the PDF, the CSV and the XLSX read, so one
 * employee's month has one Soll, one Ist and one Saldo wherever it is shown.
 *
 * Readings where the issue is silent:
 * - A day counts once it has begun: today counts with what is worked so far (as a time
 *   clock's running balance does); a day still to come shows its target in the day rows but
 *   adds nothing to the totals, so planned vacation next week does not credit today.
 * - The target of the whole period, future days included, is a figure of its own
 *   („Soll ganzer Zeitraum“), never mixed into the Saldo.
 * - Ist is what was worked; vacation and sick leave are a credit beside it, so Soll − Ist −
 *   Gutschrift is the period's Saldo on every sheet, and Übertrag + that is the new Saldo.
 */
import type { DayBalance } from './time-balances';

export interface PeriodFigures {
  /** The last day counted: the period's end, or today if the period runs on; null if none. */
  countedUntil: string | null;
  /** Target of the counted days. */
  plannedMinutes: number;
  /** Target of every day of the period, days still to come included. */
  periodPlannedMinutes: number;
  /** Worked on the counted days (real minutes, pauses excluded). */
  workedMinutes: number;
  /** Credited by vacation and sick leave on the counted days. */
  creditedMinutes: number;
  /** worked + credited − planned over the counted days. */
  differenceMinutes: number;
  /** The balance carried in from before the period. */
  openingMinutes: number;
  /** opening + difference: the balance at the end of the counted days. */
  closingMinutes: number;
}

export type FigureKey = Exclude<keyof PeriodFigures, 'countedUntil'>;

/** Whether a day adds to the totals yet: it has begun. */
export const isCounted = (day: string, today: string) => day <= today;

/**
 * The day rows as every sheet shows them: a day still to come keeps its target and credit
 * for the plan, but its difference is 0 (it does not count against the balance yet).
 */
export function countedDays(days: DayBalance[], today: string): DayBalance[] {
  return days.map((day) => (isCounted(day.day, today) ? day : { ...day, differenceMinutes: 0 }));
}

/** A period's figures from its day balances (as {@link countedDays} or raw) and the carry-in. */
export function periodFigures(
  days: DayBalance[],
  openingMinutes: number,
  today: string,
): PeriodFigures {
  const counted = days.filter((day) => isCounted(day.day, today));
  const sum = (pick: (day: DayBalance) => number, of: DayBalance[]) =>
    of.reduce((total, day) => total + pick(day), 0);
  const plannedMinutes = sum((day) => day.plannedMinutes, counted);
  const workedMinutes = sum((day) => day.workedMinutes, counted);
  const creditedMinutes = sum((day) => day.creditedMinutes, counted);
  const differenceMinutes = workedMinutes + creditedMinutes - plannedMinutes;
  return {
    countedUntil: counted.length ? counted[counted.length - 1].day : null,
    plannedMinutes,
    periodPlannedMinutes: sum((day) => day.plannedMinutes, days),
    workedMinutes,
    creditedMinutes,
    differenceMinutes,
    openingMinutes,
    closingMinutes: openingMinutes + differenceMinutes,
  };
}

const germanDate = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/** One figure as a screen or a sheet shows it: its name and what it includes. */
export interface FigureLine {
  key: FigureKey;
  label: string;
  /** What the figure includes, in a sentence (a tooltip on screen, a footnote on paper). */
  includes: string;
  minutes: number;
}

/**
 * The figures in the order every screen and sheet lists them, each naming what it
 * includes; the labels are the product's copy for these figures everywhere.
 */
export function figureLines(figures: PeriodFigures): FigureLine[] {
  const until = figures.countedUntil ? ` bis ${germanDate(figures.countedUntil)}` : '';
  return [
    {
      key: 'plannedMinutes',
      label: `Soll${until}`,
      includes: 'Sollzeit laut Arbeitsvertrag der schon begonnenen Tage, Feiertage abgezogen.',
      minutes: figures.plannedMinutes,
    },
    {
      key: 'workedMinutes',
      label: 'Ist (gearbeitet)',
      includes: 'Gestempelte Arbeitszeit ohne Pausen.',
      minutes: figures.workedMinutes,
    },
    {
      key: 'creditedMinutes',
      label: 'Gutschrift',
      includes: 'Urlaub und Krankenstand, angerechnet mit der Sollzeit des Tages.',
      minutes: figures.creditedMinutes,
    },
    {
      key: 'differenceMinutes',
      label: 'Saldo des Zeitraums',
      includes: 'Ist + Gutschrift − Soll.',
      minutes: figures.differenceMinutes,
    },
    {
      key: 'openingMinutes',
      label: 'Übertrag',
      includes: 'Saldo aus der Zeit vor dem Zeitraum.',
      minutes: figures.openingMinutes,
    },
    {
      key: 'closingMinutes',
      label: 'Saldo',
      includes: 'Übertrag + Saldo des Zeitraums.',
      minutes: figures.closingMinutes,
    },
    {
      key: 'periodPlannedMinutes',
      label: 'Soll ganzer Zeitraum',
      includes: 'Sollzeit aller Tage des Zeitraums, auch der kommenden; zählt nicht zum Saldo.',
      minutes: figures.periodPlannedMinutes,
    },
  ];
}
