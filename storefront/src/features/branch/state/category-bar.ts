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
 * The group to highlight: the last one (in page order) whose top is above the reading line,
 * 25% down the part of the window that the sticky header (cart and this bar) leaves
 * visible, so the group that fills the screen is the one marked, not the one before it;
 * the first one while none has reached it; the last one once the page is scrolled to its
 * end (a short last group never reaches the line).
 */
export function currentGroup(
  tops: readonly { id: number; top: number }[],
  windowHeight: number,
  view: { headerBottom?: number; atEnd?: boolean } = {},
): number | null {
  if (view.atEnd && tops.length) return tops[tops.length - 1].id;
  const header = Math.max(0, view.headerBottom ?? 0);
  const line = header + (windowHeight - header) * CURRENT_GROUP_RATIO;
  let current: number | null = tops[0]?.id ?? null;
  for (const group of tops) if (group.top <= line) current = group.id;
  return current;
}
