import type { CategoryView } from '../../../shared/types';

/** §9: a group is current once its top is above 25% of the window height. */
export const CURRENT_GROUP_RATIO = 0.25;

/** §2: bundles are excluded from the bar: groups holding nothing but bundles. */
export function categoryBarEntries(catalog: readonly CategoryView[]): CategoryView[] {
  return catalog.filter(
    (category) =>
      category.products.length > 0 &&
      !category.products.every((product) => product.type === 'bundle'),
  );
}

/**
 * The group to highlight: the last one (in page order) whose top is above the line at 25%
 * of the window height; the first one while none has reached it.
 */
export function currentGroup(
  tops: readonly { id: number; top: number }[],
  windowHeight: number,
): number | null {
  const line = windowHeight * CURRENT_GROUP_RATIO;
  let current: number | null = tops[0]?.id ?? null;
  for (const group of tops) if (group.top <= line) current = group.id;
  return current;
}
