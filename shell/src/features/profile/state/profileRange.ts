import { presetRange, type StatisticsPreset } from '@bestellwerk/domain';

/**
 * The user-profile queries of a range preset on `today`: start…end, and `now` (the day the
 * balance runs to) — today when it lies in the range, else the range's last day.
 */
export function profileQuery(
  preset: StatisticsPreset,
  today: string,
): { start: string; now: string; end: string } {
  const { from, to } = presetRange(preset, today);
  return { start: from, now: today < to ? today : to, end: to };
}

/** '2026-11-03' → '03.11.2026'. */
export const germanDay = (day: string) =>
  `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
