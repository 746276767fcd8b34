import type { NavigationItem } from '@bestellwerk/api-client';

/** Where an item sits in the tree: the indices from the top ([1, 0] = first child of the second). */
export type TreePath = number[];

/** A copy of the tree (every level new), so a change never touches the form's current value. */
const clone = (items: NavigationItem[]): NavigationItem[] =>
  items.map((item) => ({ ...item, children: clone(item.children ?? []) }));

const childrenAt = (items: NavigationItem[], path: TreePath): NavigationItem[] =>
  path.reduce<NavigationItem[]>((level, index) => level[index].children, items);

/** A deep copy with `item` taken from `from` and put at `to` (a sibling list and index). */
export function moveItem(items: NavigationItem[], from: TreePath, to: TreePath): NavigationItem[] {
  const copy = clone(items);
  const source = childrenAt(copy, from.slice(0, -1));
  const [moved] = source.splice(from[from.length - 1], 1);
  // Moving into an item's own subtree would lose it.
  if (to.length > from.length && from.every((index, i) => to[i] === index)) return items;
  let target = to;
  // Removing from the same list before the target shifts the target one up.
  const sameParent =
    from.length === to.length && from.slice(0, -1).every((index, i) => index === to[i]);
  if (sameParent && from[from.length - 1] < to[to.length - 1])
    target = [...to.slice(0, -1), to[to.length - 1] - 1];
  childrenAt(copy, target.slice(0, -1)).splice(target[target.length - 1], 0, moved);
  return copy;
}

/** Moves an item one level in (the last child of its previous sibling). */
export function indentItem(items: NavigationItem[], path: TreePath): NavigationItem[] {
  const index = path[path.length - 1];
  if (index === 0) return items;
  const previous = [...path.slice(0, -1), index - 1];
  const children = childrenAt(items, previous).length;
  return moveItem(items, path, [...previous, children]);
}

/** Moves an item one level out (after its parent). */
export function outdentItem(items: NavigationItem[], path: TreePath): NavigationItem[] {
  if (path.length < 2) return items;
  const parent = path.slice(0, -1);
  return moveItem(items, path, [...parent.slice(0, -1), parent[parent.length - 1] + 1]);
}

export function updateItem(
  items: NavigationItem[],
  path: TreePath,
  change: Partial<NavigationItem> | null,
): NavigationItem[] {
  const copy = clone(items);
  const list = childrenAt(copy, path.slice(0, -1));
  const index = path[path.length - 1];
  if (change === null) list.splice(index, 1);
  else list[index] = { ...list[index], ...change };
  return copy;
}

export const newItem = (): NavigationItem => ({
  type: 'link',
  label: 'Neuer Eintrag',
  target: '/',
  suffix: null,
  isEnabled: true,
  children: [],
});
