import type { ProductView } from '../../../shared/types';
import { product } from '../../../shared/fixtures';
import { categoryBarEntries, currentGroup } from './category-bar';

describe('the category bar (storefront.md §2, §9)', () => {
  it('leaves out groups of bundles only and empty groups', () => {
    const group = (id: number, types: ProductView['type'][]) => ({
      id,
      name: `G${id}`,
      description: null,
      isOrderable: true,
      products: types.map((type, index) => product({ id: id * 10 + index, type })),
    });
    const entries = categoryBarEntries([
      group(1, ['simple']),
      group(2, ['bundle', 'bundle']),
      group(3, []),
      group(4, ['bundle', 'configurable']),
    ]);
    expect(entries.map((entry) => entry.id)).toEqual([1, 4]);
  });

  it('marks the last group whose top passed 25% of the window height', () => {
    const tops = [
      { id: 1, top: -400 },
      { id: 2, top: 190 },
      { id: 3, top: 220 },
    ];
    // 25% of 800 is 200: group 2 is above the line, group 3 not yet.
    expect(currentGroup(tops, 800)).toBe(2);
    expect(currentGroup(tops, 880)).toBe(3);
    expect(
      currentGroup(
        [
          { id: 1, top: 500 },
          { id: 2, top: 900 },
        ],
        800,
      ),
    ).toBe(1);
    expect(currentGroup([], 800)).toBeNull();
  });

  it('measures the line below the sticky header, so the group filling the screen is marked', () => {
    // A phone: 700 px, the header ends at 160. Group 2 starts at 250 and fills the rest.
    const tops = [
      { id: 1, top: -600 },
      { id: 2, top: 250 },
      { id: 3, top: 900 },
    ];
    // Without the header the line is at 175 and group 1 would stay marked (one behind).
    expect(currentGroup(tops, 700)).toBe(1);
    // Below a 160 px header the line is at 160 + 25% of 540 = 295.
    expect(currentGroup(tops, 700, { headerBottom: 160 })).toBe(2);
  });

  it('marks the last group once the page is scrolled to its end', () => {
    const tops = [
      { id: 1, top: -900 },
      { id: 2, top: 100 },
      { id: 3, top: 600 },
    ];
    expect(currentGroup(tops, 700, { headerBottom: 160 })).toBe(2);
    expect(currentGroup(tops, 700, { headerBottom: 160, atEnd: true })).toBe(3);
  });
});
