import {
  estimateTextEm,
  layoutMenuBoard,
  menuBoardColumns,
  menuBoardContent,
  menuBoardFitWarning,
  menuBoardMinFontSize,
  menuBoardPageLabel,
  paginateMenuBoard,
  uncoveredRect,
  type MenuBoardCategoryText,
} from './menu-board-layout';

const category = (items: number, nameEm = 6): MenuBoardCategoryText => ({
  nameEm,
  items: Array.from({ length: items }, () => ({ nameEm: 8, priceEm: 3 })),
});
const HD = { width: 1920, height: 1080 };
const UHD = { width: 3840, height: 2160 };
const PORTRAIT = { width: 1080, height: 1920 };
/** The seeded board's zone: the screen less the ticker's 12 % strip. */
const boardOf = (screen: { width: number; height: number }) => ({
  width: screen.width,
  height: Math.round(screen.height * 0.88),
});
const placed = (pages: ReturnType<typeof paginateMenuBoard>) =>
  pages.flat(2).flatMap((entry) => entry.items.map((item) => `${entry.category}:${item}`));

describe('the readable minimum scales with the screen', () => {
  it.each([
    [HD, 24],
    [UHD, 48],
    [PORTRAIT, 24],
    [{ width: 1280, height: 720 }, 16],
  ])('%o → %i px', (screen, px) => expect(menuBoardMinFontSize(screen)).toBe(px));
});

describe('columns by the zone width', () => {
  it('holds as many columns of at least 15 em as fit, at least one, at most six', () => {
    expect(menuBoardColumns(1920, 24)).toBe(4);
    expect(menuBoardColumns(1080, 24)).toBe(2);
    expect(menuBoardColumns(200, 24)).toBe(1);
    expect(menuBoardColumns(20000, 10)).toBe(6);
  });
});

describe('paginating the board', () => {
  it('places every product exactly once, in order', () => {
    const categories = [category(7), category(3), category(12)];
    const pages = paginateMenuBoard(categories, 2, 16, 10);
    const expected = categories.flatMap((c, ci) => c.items.map((_, i) => `${ci}:${i}`));
    expect(placed(pages)).toEqual(expected);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page).toHaveLength(2);
  });

  it('repeats a heading where a category goes on, and never leaves a heading alone at the foot', () => {
    // Column 10 em: heading 2.1 em, products 1.7 em each: 4 fit under the heading.
    const pages = paginateMenuBoard([category(6), category(2)], 3, 16, 10);
    const [first, second] = pages[0];
    expect(first).toEqual([{ category: 0, continued: false, items: [0, 1, 2, 3] }]);
    expect(second[0]).toEqual({ category: 0, continued: true, items: [4, 5] });
    // Heading + 2 products + gap + heading + first product = 2.1+3.4+0.9+2.1+1.7 = 10.2 > 10.
    expect(second).toHaveLength(1);
    expect(pages[0][2][0]).toMatchObject({ category: 1, continued: false });
  });

  it('wraps long names onto more lines in a narrow column', () => {
    const long = [{ nameEm: 1, items: [{ nameEm: 30, priceEm: 3 }] }];
    const narrow = paginateMenuBoard([...long, ...long, ...long], 1, 16, 9);
    const wide = paginateMenuBoard([...long, ...long, ...long], 1, 40, 9);
    expect(narrow.length).toBeGreaterThan(wide.length);
  });
});

describe('laying the board out', () => {
  it('shows a small board large, on one page, in balanced columns', () => {
    const layout = layoutMenuBoard({
      zone: boardOf(HD),
      screen: HD,
      categories: [category(4), category(4)],
    });
    expect(layout.pages).toHaveLength(1);
    expect(layout.fontSize).toBe(42);
    const heights = layout.pages[0].map((c) => c.flatMap((e) => e.items).length);
    expect(Math.max(...heights) - Math.min(...heights.filter(Boolean))).toBeLessThanOrEqual(4);
  });

  it('shrinks the text before it pages, and never below the minimum', () => {
    const medium = layoutMenuBoard({
      zone: boardOf(HD),
      screen: HD,
      categories: [category(12), category(12), category(10)],
    });
    expect(medium.pages).toHaveLength(1);
    expect(medium.fontSize).toBeLessThan(42);
    expect(medium.fontSize).toBeGreaterThanOrEqual(24);
  });

  it.each([
    ['1080p', HD],
    ['4K', UHD],
    ['portrait', PORTRAIT],
  ])('pages a large catalogue at the minimum on %s, every product on some page', (_, screen) => {
    const categories = [category(9), category(6), category(14), category(40), category(8)];
    const layout = layoutMenuBoard({ zone: boardOf(screen), screen, categories });
    expect(layout.fontSize).toBe(menuBoardMinFontSize(screen));
    expect(layout.pages.length).toBeGreaterThan(1);
    expect(placed(layout.pages)).toHaveLength(77);
    expect(new Set(placed(layout.pages)).size).toBe(77);
  });

  it('lays 4K out like 1080p, twice as large', () => {
    const categories = [category(9), category(6), category(14), category(40)];
    const hd = layoutMenuBoard({ zone: boardOf(HD), screen: HD, categories });
    const uhd = layoutMenuBoard({ zone: boardOf(UHD), screen: UHD, categories });
    expect(uhd.fontSize).toBe(hd.fontSize * 2);
    expect(uhd.columns).toBe(hd.columns);
    expect(uhd.pages.length).toBe(hd.pages.length);
  });

  it('uses fewer columns on a portrait screen', () => {
    const categories = [category(5)];
    expect(layoutMenuBoard({ zone: PORTRAIT, screen: PORTRAIT, categories }).columns).toBe(1);
    expect(
      layoutMenuBoard({ zone: PORTRAIT, screen: PORTRAIT, categories: [category(60)] }).columns,
    ).toBe(2);
  });

  it('takes more room per product with slack (more pages, never fewer)', () => {
    const categories = [category(30), category(30)];
    const plain = layoutMenuBoard({ zone: boardOf(HD), screen: HD, categories });
    const slack = layoutMenuBoard({ zone: boardOf(HD), screen: HD, categories, slack: 1.3 });
    expect(slack.pages.length).toBeGreaterThanOrEqual(plain.pages.length);
    expect(slack.pages.length).toBeGreaterThan(1);
  });

  it('lays out again at a given size with measured heights, which win over the estimate', () => {
    const categories = [category(10), category(10)];
    const first = layoutMenuBoard({ zone: boardOf(HD), screen: HD, categories });
    const measured = categories.map((c) => ({
      ...c,
      headingEm: 2,
      items: c.items.map((item) => ({ ...item, heightEm: 4 })),
    }));
    const again = layoutMenuBoard({
      zone: boardOf(HD),
      screen: HD,
      categories: measured,
      fontSize: first.fontSize,
    });
    expect(again.fontSize).toBe(first.fontSize);
    expect(again.columns).toBe(first.columns);
    // 4 em a product is more than twice the estimate: the same font needs more pages.
    expect(again.pages.length).toBeGreaterThan(first.pages.length);
  });

  it('shows an empty board as one empty page', () => {
    const layout = layoutMenuBoard({ zone: HD, screen: HD, categories: [] });
    expect(layout.pages).toHaveLength(1);
  });
});

describe('texts', () => {
  it('labels the page only when the board pages', () => {
    expect(menuBoardPageLabel(0, 1)).toBeNull();
    expect(menuBoardPageLabel(1, 3)).toBe('Seite 2/3');
  });
  it('warns in the editor when a board pages', () => {
    expect(menuBoardFitWarning(1)).toBeNull();
    expect(menuBoardFitWarning(2)).toBe(
      'Nicht alle Produkte passen auf eine Seite – sie werden im Wechsel auf 2 Seiten gezeigt.',
    );
  });
  it('estimates text about half an em a letter', () => {
    expect(estimateTextEm('Espresso')).toBeCloseTo(4.16);
  });
});

describe('the part of a zone no other zone covers', () => {
  const board = { x: 0, y: 0, width: 100, height: 100 };
  it('cuts a ticker strip laid over the bottom', () => {
    expect(uncoveredRect(board, [{ x: 0, y: 88, width: 100, height: 12 }])).toEqual({
      x: 0,
      y: 0,
      width: 100,
      height: 88,
    });
  });
  it('cuts a strip at the top or side, and leaves a zone beside it alone', () => {
    expect(uncoveredRect(board, [{ x: 0, y: 0, width: 100, height: 10 }])).toEqual({
      x: 0,
      y: 10,
      width: 100,
      height: 90,
    });
    expect(uncoveredRect(board, [{ x: 80, y: 0, width: 20, height: 100 }]).width).toBe(80);
    const upper = { x: 0, y: 0, width: 100, height: 88 };
    expect(uncoveredRect(upper, [{ x: 0, y: 88, width: 100, height: 12 }])).toEqual(upper);
  });
});

describe('what a menu board shows', () => {
  const product = (name: string, isOrderable = true) => ({ name, isOrderable });
  const menus = [
    {
      id: 1,
      name: 'Café-Karte',
      catalog: [
        { id: 10, name: 'Kaffee', products: [product('Espresso'), product('Mokka', false)] },
        { id: 11, name: 'Kuchen', products: [product('Sachertorte')] },
      ],
    },
    {
      id: 2,
      name: 'Abendkarte',
      catalog: [{ id: 20, name: 'Wein', products: [product('Zweigelt')] }],
    },
  ];
  it('the first menu, all categories, unavailable products struck (kept) by default', () => {
    const shown = menuBoardContent({}, menus);
    expect(shown.title).toBe('Café-Karte');
    expect(shown.categories.map((c) => c.products.map((p) => p.name))).toEqual([
      ['Espresso', 'Mokka'],
      ['Sachertorte'],
    ]);
  });
  it('its own menu, chosen categories, unavailable ones left out, its own title', () => {
    expect(
      menuBoardContent(
        { menuId: 1, categoryIds: [10], unavailable: 'hide', title: 'Kaffee' },
        menus,
      ),
    ).toEqual({
      title: 'Kaffee',
      categories: [{ id: 10, name: 'Kaffee', products: [product('Espresso')] }],
    });
    expect(menuBoardContent({ menuId: 2 }, menus).title).toBe('Abendkarte');
    expect(menuBoardContent({}, []).title).toBe('Speisekarte');
  });
});
