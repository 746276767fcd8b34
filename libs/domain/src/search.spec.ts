import { branchCountText, isFilterActive, searchBranches, searchWords, toggleTag } from './search';

const branches = [
  {
    id: 1,
    name: 'Bestellwerk Mitte',
    street: 'Mariahilfer Straße 12',
    city: 'Wien',
    zipCode: '1070',
    keywords: 'Innenstadt, Museumsquartier',
    tags: [{ id: 1, name: 'Vegan' }],
  },
  {
    id: 2,
    name: 'Bestellwerk Graz',
    street: 'Herrengasse 3',
    city: 'Graz',
    zipCode: '8010',
    keywords: '',
    tags: [{ id: 2, name: 'Glutenfrei' }],
  },
  {
    id: 3,
    name: 'Bestellwerk Linz',
    street: 'Landstraße 5',
    city: 'Linz',
    zipCode: '4020',
    keywords: null,
    tags: [],
  },
];
const ids = (list: { id: number }[]) => list.map((branch) => branch.id);

describe('§5 branch search', () => {
  it('"The term is trimmed and split on spaces and commas"', () => {
    expect(searchWords('  Wien, 8010  Linz ')).toEqual(['Wien', '8010', 'Linz']);
    expect(searchWords(' , ')).toEqual([]);
  });

  it.each([
    ['', [1, 2, 3]],
    ['   ', [1, 2, 3]],
    ['wien', [1]],
    ['GRAZ', [2]],
    ['80', [2]],
    ['1070', [1]],
    ['herrengasse', [2]],
    ['straße', [1, 3]],
    ['museums', [1]],
    ['vegan', [1]],
    ['glutenfrei', [2]],
    ['Wien Graz', [1, 2]],
    ['Wien,Linz', [1, 3]],
    ['Salzburg', []],
    ['Bestellwerk', [1, 2, 3]],
  ])('"%s" finds %j', (term, expected) => {
    expect(ids(searchBranches(branches, term))).toEqual(expected);
  });

  it('"The tag filter requires the branch to carry the selected tag"', () => {
    expect(ids(searchBranches(branches, '', 1))).toEqual([1]);
    expect(ids(searchBranches(branches, 'Graz', 1))).toEqual([]);
    expect(ids(searchBranches(branches, 'Bestellwerk', 2))).toEqual([2]);
    expect(ids(searchBranches(branches, '', null))).toEqual([1, 2, 3]);
  });

  it('keywords may be a list', () => {
    expect(ids(searchBranches([{ id: 9, name: 'X', keywords: ['Hafen'] }], 'hafen'))).toEqual([9]);
  });
});

describe('branch overview texts', () => {
  it("'{n} von {m} Filialen werden angezeigt.'", () => {
    expect(branchCountText(2, 7)).toBe('2 von 7 Filialen werden angezeigt.');
  });

  it('the count line shows only when a search or tag is active', () => {
    expect(isFilterActive('', null)).toBe(false);
    expect(isFilterActive(' ,', undefined)).toBe(false);
    expect(isFilterActive('Wien')).toBe(true);
    expect(isFilterActive('', 3)).toBe(true);
  });

  it('"choosing the same tag again deselects it"', () => {
    expect(toggleTag(null, 2)).toBe(2);
    expect(toggleTag(2, 3)).toBe(3);
    expect(toggleTag(3, 3)).toBeNull();
  });
});
