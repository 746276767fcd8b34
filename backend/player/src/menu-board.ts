import {
  MENU_BOARD_METRICS as M,
  formatMoney,
  layoutMenuBoard,
  menuBoardContent,
  menuBoardPageLabel,
  unitShortName,
  type MenuBoardCategoryText,
  type MenuBoardLayout,
} from '@bestellwerk/domain';
import type { BranchMenu, MenuCategory, MenuProduct, Segment } from './types';

/** A page stays at least this long, however short the segment. */
const MIN_PAGE_MS = 6000;
/** Times the board lays itself out again with more room per line when the screen wraps more. */
const MAX_TRIES = 6;

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string) => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

function priceText(product: MenuProduct): string {
  if (product.price === undefined || product.price === null) return '';
  const unit = product.unit && product.unit !== 'piece' ? ` / ${unitShortName(product.unit)}` : '';
  return `${formatMoney(product.price)}${unit}`;
}

let measuring: CanvasRenderingContext2D | null = null;
/** A text's width on one line in em of its font (the canvas knows the screen's font). */
function textEm(text: string, family: string, weight = 400): number {
  measuring ??= document.createElement('canvas').getContext('2d');
  if (!measuring) return text.length * 0.52;
  measuring.font = `${weight} 100px ${family}`;
  return measuring.measureText(text).width / 100;
}

function measure(
  categories: MenuCategory[],
  showAllergens: boolean,
  family: string,
): MenuBoardCategoryText[] {
  return categories.map((category) => ({
    nameEm: textEm(category.name, family, 700),
    items: category.products.map((product) => ({
      nameEm:
        textEm(product.name, family) +
        (showAllergens && product.allergens ? 0.7 * textEm(` ${product.allergens}`, family) : 0),
      priceEm: textEm(priceText(product), family) * 1.05,
    })),
  }));
}

function productLine(product: MenuProduct, showAllergens: boolean): HTMLElement {
  const item = el('li', product.isOrderable ? 'menu-item' : 'menu-item unavailable');
  item.dataset.productId = String(product.id);
  const name = el('span', 'menu-name', product.name);
  if (showAllergens && product.allergens) {
    name.append(el('small', 'menu-allergens', ` ${product.allergens}`));
  }
  item.append(name, el('span', 'menu-price', priceText(product)));
  return item;
}

function pageElement(
  layout: MenuBoardLayout,
  index: number,
  categories: MenuCategory[],
  showAllergens: boolean,
): HTMLElement {
  const page = el('div', 'menu-page');
  page.dataset.page = String(index + 1);
  page.style.gridTemplateColumns = `repeat(${layout.columns}, minmax(0, 1fr))`;
  for (const entries of layout.pages[index]) {
    const column = el('div', 'menu-column');
    for (const entry of entries) {
      const category = categories[entry.category];
      const section = el('section', entry.continued ? 'menu-category continued' : 'menu-category');
      section.dataset.category = String(entry.category);
      section.append(el('h2', undefined, category.name));
      const list = el('ul');
      for (const item of entry.items) {
        const line = productLine(category.products[item], showAllergens);
        line.dataset.item = String(item);
        list.append(line);
      }
      section.append(list);
      column.append(section);
    }
    page.append(column);
  }
  return page;
}

export interface MenuBoard {
  element: HTMLElement;
  pages: number;
  /** How long the segment stays: long enough for every page. */
  durationMs: number;
  /** Fresh menus (after a catalogue change) into the same place. */
  update(menus: BranchMenu[]): void;
  dispose(): void;
}

/**
 * The menu board in its frame (the part of its zone no other zone covers): laid out by
 * libs/domain's layoutMenuBoard from the texts' measured widths, then checked on screen —
 * when a column runs past the board's foot (a name wrapped more than measured), laid out
 * again with more room per line. Several pages show in turn with „Seite 1/2“.
 */
export function createMenuBoard(
  frame: HTMLElement,
  host: HTMLElement,
  segment: Segment,
  menus: BranchMenu[],
  rate: number,
): MenuBoard {
  const showAllergens = segment.content.showAllergens !== false;
  const segmentMs = (segment.duration || 10) * 1000;
  const board = el('div', 'menu-board');
  frame.append(board);
  let content = menuBoardContent(segment.content, menus);
  let layout: MenuBoardLayout | null = null;
  let shown = 0;
  let timer: ReturnType<typeof setInterval> | null = null;
  const pageMs = () =>
    Math.max(MIN_PAGE_MS, segmentMs / Math.max(1, layout?.pages.length ?? 1)) / rate;

  const showPage = (index: number) => {
    shown = index;
    board.querySelectorAll<HTMLElement>('.menu-page').forEach((page, i) => {
      page.classList.toggle('active', i === index);
      page.setAttribute('aria-hidden', String(i !== index));
    });
    const label = board.querySelector('.menu-page-label');
    if (label) label.textContent = menuBoardPageLabel(index, layout!.pages.length) ?? '';
  };

  /** Heights in em as they came out on screen, to lay out again with (same font size). */
  const measured = (texts: MenuBoardCategoryText[]): MenuBoardCategoryText[] => {
    const fontSize = layout!.fontSize;
    const result = texts.map((text) => ({
      ...text,
      items: text.items.map((item) => ({ ...item })),
    }));
    for (const section of board.querySelectorAll<HTMLElement>('.menu-category')) {
      const category = result[Number(section.dataset.category)];
      const list = section.querySelector('ul')!;
      const heading =
        (list.getBoundingClientRect().top - section.getBoundingClientRect().top) / fontSize;
      category.headingEm = Math.max(category.headingEm ?? 0, heading);
      for (const line of list.querySelectorAll<HTMLElement>('.menu-item')) {
        category.items[Number(line.dataset.item)].heightEm =
          line.getBoundingClientRect().height / fontSize;
      }
    }
    return result;
  };

  const build = (slack: number, texts?: MenuBoardCategoryText[], fontSize?: number) => {
    const family = getComputedStyle(board).fontFamily || 'sans-serif';
    const screen = { width: window.innerWidth, height: window.innerHeight };
    const zone = { width: frame.clientWidth, height: frame.clientHeight };
    const categories = texts ?? measure(content.categories, showAllergens, family);
    layout = layoutMenuBoard({ zone, screen, categories, slack, fontSize });
    board.style.fontSize = `${layout.fontSize}px`;
    board.dataset.columns = String(layout.columns);
    board.dataset.pages = String(layout.pages.length);
    board.dataset.minFontSize = String(layout.minFontSize);
    const head = el('div', 'menu-head');
    head.append(el('h1', 'menu-title', content.title), el('span', 'menu-page-label'));
    const body = el('div', 'menu-pages');
    for (let i = 0; i < layout.pages.length; i += 1) {
      body.append(pageElement(layout, i, content.categories, showAllergens));
    }
    if (!content.categories.length) body.append(el('p', 'menu-empty', 'Derzeit keine Produkte.'));
    board.replaceChildren(head, body);
    showPage(Math.min(shown, layout.pages.length - 1));
  };

  /** Does every column end above the board's foot? */
  const fits = () => {
    const foot = board.getBoundingClientRect().bottom - M.paddingYEm * layout!.fontSize + 1;
    return [...board.querySelectorAll('.menu-column')].every(
      (column) =>
        !column.lastElementChild || column.lastElementChild.getBoundingClientRect().bottom <= foot,
    );
  };

  const lay = () => {
    // Measured in place, out of sight, when not on screen yet.
    const attached = frame.isConnected;
    if (!attached) {
      frame.style.visibility = 'hidden';
      host.append(frame);
    }
    // Estimated first; then again at that size with every line's height as it came out.
    build(1);
    const texts = measured(
      measure(content.categories, showAllergens, getComputedStyle(board).fontFamily),
    );
    const fontSize = layout!.fontSize;
    let slack = 1;
    build(slack, texts, fontSize);
    for (let tries = 1; tries < MAX_TRIES && !fits(); tries += 1) {
      build((slack *= 1.05), texts, fontSize);
    }
    if (!attached) {
      frame.remove();
      frame.style.visibility = '';
    }
    if (timer) clearInterval(timer);
    timer = null;
    if (layout!.pages.length > 1) {
      timer = setInterval(() => showPage((shown + 1) % layout!.pages.length), pageMs());
    }
  };

  lay();
  const pages = (layout as MenuBoardLayout | null)?.pages.length ?? 1;
  const onResize = () => lay();
  window.addEventListener('resize', onResize);
  return {
    element: board,
    get pages() {
      return layout!.pages.length;
    },
    durationMs: Math.max(segmentMs / rate, pageMs() * pages),
    update(fresh) {
      content = menuBoardContent(segment.content, fresh);
      lay();
    },
    dispose() {
      if (timer) clearInterval(timer);
      window.removeEventListener('resize', onResize);
    },
  };
}
