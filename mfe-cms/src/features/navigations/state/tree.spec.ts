import type { NavigationItem } from '@bestellwerk/api-client';
import { indentItem, moveItem, outdentItem, updateItem } from './tree';

const item = (label: string, children: NavigationItem[] = []): NavigationItem => ({
  type: 'link',
  label,
  target: '/',
  suffix: null,
  isEnabled: true,
  children,
});
const labels = (items: NavigationItem[]): unknown =>
  items.map((entry) =>
    entry.children.length ? [entry.label, labels(entry.children)] : entry.label,
  );

describe('navigation tree editing', () => {
  const tree = [item('A'), item('B', [item('B1')]), item('C')];

  it.each([
    ['down within a list', [0], [2], [['B', ['B1']], 'A', 'C']],
    ['to the end', [0], [3], [['B', ['B1']], 'C', 'A']],
    ['into a child list', [2], [1, 1], ['A', ['B', ['B1', 'C']]]],
    ['out of a child list', [1, 0], [0], ['B1', 'A', 'B', 'C']],
  ])('moves %s', (_name, from, to, expected) => {
    expect(labels(moveItem(tree, from, to))).toEqual(expected);
  });

  it('indents under the previous sibling and outdents after the parent', () => {
    expect(labels(indentItem(tree, [2]))).toEqual(['A', ['B', ['B1', 'C']]]);
    expect(labels(outdentItem(tree, [1, 0]))).toEqual(['A', 'B', 'B1', 'C']);
    expect(indentItem(tree, [0])).toBe(tree);
  });

  it('changes and removes an item without touching the original', () => {
    expect(labels(updateItem(tree, [1, 0], { label: 'X' }))).toEqual(['A', ['B', ['X']], 'C']);
    expect(labels(updateItem(tree, [1], null))).toEqual(['A', 'C']);
    expect(labels(tree)).toEqual(['A', ['B', ['B1']], 'C']);
  });
});
