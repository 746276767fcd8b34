/**
 * Whether a product or category can be ordered now and whether it is listed
 * (storefront.md §4).
 *
 * Reading: "its schedule, if any" — a missing or empty schedule means no schedule (always
 * orderable while enabled); an empty rule list is how the back office stores "no schedule".
 */
import { DEFAULT_TIME_ZONE } from './time-zone';
import { OpeningHourRule, isOpenAt } from './opening-hours';

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
