import type { StatisticsReport } from '@bestellwerk/api-client';
import { formatCents, formatNumber } from '@bestellwerk/domain';

/**
 * A figure of a report as the dashboard shows it: cents as euros the way the shop writes
 * prices (libs/domain formatCents: „12,50 €“, never Intl's „€ 12,50“), minutes as h:mm.
 */
export function formatFigure(unit: StatisticsReport['unit'] | string, value: number): string {
  if (unit === 'cents') return formatCents(Math.round(value));
  if (unit === 'minutes') {
    const sign = value < 0 ? '−' : '';
    const minutes = Math.abs(Math.round(value));
    return `${sign}${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')} h`;
  }
  return formatNumber(value, 2);
}

/** The change against the previous period in percent, or null when there was nothing. */
export function changePercent(current: number, previous: number): number | null {
  if (!previous) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

export const WEEKDAY_SHORT = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'];

/** '2026-11-03' → '03.11.' (the axis' short form). */
export const shortDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.`;
