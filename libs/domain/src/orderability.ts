/**
 * Whether a product or category can be ordered now and whether it is listed
 * (storefront.md §4).
 *
 * Reading: "its schedule, if any" — a missing or empty schedule means no schedule (always
 * orderable while enabled); an empty rule list is how the back office stores "no schedule".
 */
import { DEFAULT_TIME_ZONE, addDays, toLocal } from './time-zone';
import { OpeningHourRule, OpeningHours, isOpenAt, shiftInstances } from './opening-hours';

export interface SchedulableItem {
  isEnabled: boolean;
  schedule?: readonly OpeningHourRule[] | null;
}

/** Enabled and, if it has a schedule, within it now. */
export function isOrderable(
  item: SchedulableItem,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  if (!item.isEnabled) return false;
  if (!item.schedule || item.schedule.length === 0) return true;
  return isOpenAt(item.schedule, now, timeZone);
}

/** Listed if orderable or visible when unavailable. */
export function isListed(
  item: SchedulableItem & { isVisibleWhenUnavailable?: boolean | null },
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  return !!item.isVisibleWhenUnavailable || isOrderable(item, now, timeZone);
}

/**
 * The first instant after `now` at which any of the schedules opens or closes (so at which
 * isOrderable of an item with one of them may change), looking at the shifts that start
 * from yesterday to tomorrow in the zone — at least a day ahead; null when none of them
 * opens or closes in that time. Lets a cache of orderable states end exactly when one
 * changes.
 */
export function nextScheduleChange(
  schedules: Iterable<OpeningHours>,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): Date | null {
  const today = toLocal(now, timeZone).date;
  const t = now.getTime();
  let next = Infinity;
  for (const rules of schedules) {
    if (!rules || rules.length === 0) continue;
    for (const shift of shiftInstances(rules, addDays(today, -1), addDays(today, 1), timeZone)) {
      for (const edge of [shift.start.getTime(), shift.end.getTime()]) {
        if (edge > t && edge < next) next = edge;
      }
    }
  }
  return next === Infinity ? null : new Date(next);
}

/** The earliest of the instants given; null when there is none. */
export function earliest(instants: Iterable<Date | null | undefined>): Date | null {
  let first: Date | null = null;
  for (const instant of instants) if (instant && (!first || instant < first)) first = instant;
  return first;
}

/** The first instant after `now` at which one of these switched-on menus comes into effect. */
export function nextMenuStart(
  menus: Iterable<{ isEnabled: boolean; availableFrom: Date | null }>,
  now: Date,
): Date | null {
  return earliest(
    [...menus]
      .filter((menu) => menu.isEnabled && menu.availableFrom && menu.availableFrom > now)
      .map((menu) => menu.availableFrom),
  );
}
