/**
 * How the signage menu board fits its zone (issue 32): as large as it can be and never
 * smaller than readable, in as many columns as the zone's width holds, and what is left
 * over on further pages the player shows in turn. The player measures its texts and calls
 * this; the scene editor estimates them and calls the same to warn before it happens.
 *
 * Every length is in em of the product text's font size, so one measurement serves every
 * size; player.css uses the same metrics (MENU_BOARD_METRICS) for its boxes.
 */
export const MENU_BOARD_METRICS = {
  /** The readable minimum: this many px on a screen 1080 px on its short side. */
  minFontAt1080: 24,
  /** Text never grows beyond this multiple of the minimum (a short board stays a board). */
  maxFontFactor: 1.75,
  /** A product line's line height and the space above and below it. */
  itemLineEm: 1.3,
  itemPaddingEm: 0.4,
  /** Gap between a product's name and its price. */
  itemGapEm: 1,
  /** A category heading: its font (relative), line height, and rule and space under it. */
  headingFontEm: 1.25,
  headingLineEm: 1.2,
  headingBelowEm: 0.6,
  /** Space above a category that does not start a column. */
  categoryGapEm: 0.9,
  /** The board's title row (title and page indicator): font, line height, space below. */
  titleFontEm: 1.6,
  titleLineEm: 1.2,
  titleBelowEm: 0.5,
  /** The board's padding, sides and top/bottom. */
  paddingXEm: 1.2,
  paddingYEm: 0.8,
  columnGapEm: 1.6,
  /** A column is at least this wide (a name and its price side by side). */
  minColumnEm: 15,
  maxColumns: 6,
} as const;

export interface Size {
  width: number;
  height: number;
}

/** A product line: its name (with allergens) and its price, each as wide as on one line. */
export interface MenuBoardItemText {
  nameEm: number;
  priceEm: number;
  /** Its height as measured on screen at the layout's column width (wins over the estimate). */
  heightEm?: number;
}

export interface MenuBoardCategoryText {
  /** The heading on one line, in em of the heading's own font. */
  nameEm: number;
  /** The heading's height with the space under it, as measured (wins over the estimate). */
  headingEm?: number;
  items: MenuBoardItemText[];
}

export interface MenuBoardLayoutInput {
  /** The board's room in px (its zone less what other zones cover of it). */
  zone: Size;
  /** The whole screen in px: the readable minimum scales with it. */
  screen: Size;
  categories: MenuBoardCategoryText[];
  /** Heights are multiplied by it: the player raises it when the screen shows more wrapping. */
  slack?: number;
  /**
   * Only this font size (the player's second pass, with heights measured at it: they hold
   * only for its column width).
   */
  fontSize?: number;
}

/** Part of a category in one column; `continued` when it began in the column before. */
export interface MenuBoardEntry {
  category: number;
  continued: boolean;
  items: number[];
}

export type MenuBoardColumn = MenuBoardEntry[];

export interface MenuBoardLayout {
  /** The product text's size in px (headings and title scale from it). */
  fontSize: number;
  minFontSize: number;
  columns: number;
  /** Each page's columns (some may be empty); one page when everything fits. */
  pages: MenuBoardColumn[][];
}

/** Smallest product text on this screen: 24 px at 1080p, 48 px at 4K, by the short side. */
export function menuBoardMinFontSize(screen: Size): number {
  const short = Math.min(screen.width, screen.height);
  return Math.max(1, Math.round((MENU_BOARD_METRICS.minFontAt1080 * short) / 1080));
}

/** How wide a text is in em, when nobody could measure it (about half an em a letter). */
export function estimateTextEm(text: string): number {
  return text.length * 0.52;
}

/** Columns of this font size that the zone's width holds. */
export function menuBoardColumns(zoneWidth: number, fontSize: number): number {
  const m = MENU_BOARD_METRICS;
  const inner = zoneWidth / fontSize - 2 * m.paddingXEm;
  const fit = Math.floor((inner + m.columnGapEm) / (m.minColumnEm + m.columnGapEm));
  return Math.min(m.maxColumns, Math.max(1, fit));
}

const linesOf = (textEm: number, roomEm: number) =>
  Math.max(1, Math.ceil(textEm / Math.max(roomEm, 1)));

function itemHeight(item: MenuBoardItemText, columnEm: number): number {
  const m = MENU_BOARD_METRICS;
  if (item.heightEm !== undefined) return item.heightEm;
  const nameRoom = columnEm - item.priceEm - m.itemGapEm;
  return linesOf(item.nameEm, nameRoom) * m.itemLineEm + m.itemPaddingEm;
}

function headingHeight(category: MenuBoardCategoryText, columnEm: number): number {
  const m = MENU_BOARD_METRICS;
  if (category.headingEm !== undefined) return category.headingEm;
  const lines = linesOf(category.nameEm, columnEm / m.headingFontEm);
  return lines * m.headingFontEm * m.headingLineEm + m.headingBelowEm;
}

/**
 * Flows the categories into columns `heightEm` high, column after column and page after
 * page. A heading never stands alone at a column's foot; a category that goes on in the
 * next column repeats its heading there.
 */
export function paginateMenuBoard(
  categories: readonly MenuBoardCategoryText[],
  columns: number,
  columnEm: number,
  heightEm: number,
  slack = 1,
): MenuBoardColumn[][] {
  const m = MENU_BOARD_METRICS;
  const pages: MenuBoardColumn[][] = [];
  let page: MenuBoardColumn[] = [];
  let column: MenuBoardColumn = [];
  let used = 0;
  const nextColumn = () => {
    page.push(column);
    column = [];
    used = 0;
    if (page.length === columns) {
      pages.push(page);
      page = [];
    }
  };
  categories.forEach((category, index) => {
    const heading = headingHeight(category, columnEm) * slack;
    const heights = category.items.map((item) => itemHeight(item, columnEm) * slack);
    let entry: MenuBoardEntry | null = null;
    const open = (continued: boolean) => {
      const gap = column.length ? m.categoryGapEm : 0;
      entry = { category: index, continued, items: [] };
      column.push(entry);
      used += gap + heading;
    };
    const room = (extra: number) => (column.length ? m.categoryGapEm : 0) + heading + extra;
    // The heading with its first product (or alone, if the category is empty) must fit.
    if (used > 0 && used + room(heights[0] ?? 0) > heightEm) nextColumn();
    open(false);
    heights.forEach((height, item) => {
      if (entry!.items.length > 0 && used + height > heightEm) {
        nextColumn();
        open(true);
      }
      entry!.items.push(item);
      used += height;
    });
  });
  if (column.length) nextColumn();
  if (page.length) {
    while (page.length < columns) page.push([]);
    pages.push(page);
  }
  return pages.length ? pages : [Array.from({ length: columns }, () => [])];
}

/**
 * The board's layout: the largest font size (from 1.75 × the minimum down to the minimum)
 * at which everything fits one page, its columns balanced; at the minimum, as many pages as
 * it takes.
 */
export function layoutMenuBoard(input: MenuBoardLayoutInput): MenuBoardLayout {
  const m = MENU_BOARD_METRICS;
  const slack = input.slack ?? 1;
  const minFontSize = menuBoardMinFontSize(input.screen);
  const maxFontSize = minFontSize * m.maxFontFactor;
  const attempt = (fontSize: number, balanceTo?: number) => {
    const columns = menuBoardColumns(input.zone.width, fontSize);
    const innerEm = input.zone.width / fontSize - 2 * m.paddingXEm;
    const columnEm = (innerEm - (columns - 1) * m.columnGapEm) / columns;
    const heightEm =
      input.zone.height / fontSize -
      2 * m.paddingYEm -
      m.titleFontEm * m.titleLineEm -
      m.titleBelowEm;
    const pages = paginateMenuBoard(
      input.categories,
      columns,
      columnEm,
      balanceTo ?? heightEm,
      slack,
    );
    return { fontSize, minFontSize, columns, pages, heightEm };
  };
  // Steps of a 24th of the minimum (1 px at 1080p): every screen size lays out alike.
  const step = minFontSize / m.minFontAt1080;
  if (input.fontSize !== undefined) {
    const fixed = attempt(Math.max(minFontSize, input.fontSize));
    return fixed.pages.length === 1 ? balanced(fixed, attempt) : strip(fixed);
  }
  for (let fontSize = maxFontSize; fontSize > minFontSize; fontSize -= step) {
    const layout = attempt(fontSize);
    if (layout.pages.length === 1) return balanced(layout, attempt);
  }
  const smallest = attempt(minFontSize);
  return smallest.pages.length === 1 ? balanced(smallest, attempt) : strip(smallest);
}

type Attempt = MenuBoardLayout & { heightEm: number };

const strip = ({ heightEm: _heightEm, ...layout }: Attempt): MenuBoardLayout => layout;

/** One page: the shortest column height that still fits it, so the columns end alike. */
function balanced(layout: Attempt, attempt: (font: number, height?: number) => Attempt) {
  let low = 0;
  let high = layout.heightEm;
  let best = layout;
  for (let step = 0; step < 20; step += 1) {
    const middle = (low + high) / 2;
    const tried = attempt(layout.fontSize, middle);
    if (tried.pages.length === 1) {
      best = tried;
      high = middle;
    } else low = middle;
  }
  return strip(best);
}

interface BoardMenuShape<C> {
  id: number;
  name: string;
  catalog: C[];
}
interface BoardCategoryShape<P> {
  id: number;
  name: string;
  products: P[];
}

/**
 * What a menu-board segment shows of a branch's menus: its menu (the first without one),
 * its categories (all without a choice), unavailable products struck through or left out,
 * and its title. The player draws it; the scene editor counts it for its warning.
 */
export function menuBoardContent<
  P extends { isOrderable: boolean },
  C extends BoardCategoryShape<P>,
>(
  content: {
    menuId?: number | null;
    categoryIds?: readonly number[] | null;
    /** 'hide' leaves unavailable products out; anything else strikes them through. */
    unavailable?: string | null;
    title?: string | null;
  },
  menus: readonly BoardMenuShape<C>[],
): { title: string; categories: C[] } {
  const menu = (content.menuId ? menus.find((m) => m.id === content.menuId) : null) ?? menus[0];
  const categories = (menu?.catalog ?? [])
    .filter((category) => !content.categoryIds?.length || content.categoryIds.includes(category.id))
    .map((category) => ({
      ...category,
      products: category.products.filter((p) => p.isOrderable || content.unavailable !== 'hide'),
    }));
  return { title: content.title || menu?.name || 'Speisekarte', categories };
}

/** „Seite 1/2“ on the board while it pages; nothing on a single page. */
export function menuBoardPageLabel(page: number, pages: number): string | null {
  return pages > 1 ? `Seite ${page + 1}/${pages}` : null;
}

/** The scene editor's warning when a board will page. */
export function menuBoardFitWarning(pages: number): string | null {
  return pages > 1
    ? `Nicht alle Produkte passen auf eine Seite – sie werden im Wechsel auf ${pages} Seiten gezeigt.`
    : null;
}

export interface ZoneRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * What of a zone stays visible under the zones drawn above it (a ticker strip laid over the
 * board): each covering zone cuts the zone from the side it covers that loses least.
 * Percent of the screen in and out.
 */
export function uncoveredRect(zone: ZoneRect, above: readonly ZoneRect[]): ZoneRect {
  let rect = { ...zone };
  for (const cover of above) {
    const left = Math.max(rect.x, cover.x);
    const right = Math.min(rect.x + rect.width, cover.x + cover.width);
    const top = Math.max(rect.y, cover.y);
    const bottom = Math.min(rect.y + rect.height, cover.y + cover.height);
    if (right <= left || bottom <= top) continue;
    const cuts: ZoneRect[] = [
      { ...rect, height: top - rect.y },
      { ...rect, y: bottom, height: rect.y + rect.height - bottom },
      { ...rect, width: left - rect.x },
      { ...rect, x: right, width: rect.x + rect.width - right },
    ];
    rect = cuts.reduce((best, cut) =>
      cut.width * cut.height > best.width * best.height ? cut : best,
    );
  }
  return rect;
}
