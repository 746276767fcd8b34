import {
  estimateTextEm,
  layoutMenuBoard,
  menuBoardContent,
  menuBoardFitWarning,
  selectStream,
  uncoveredRect,
  type MenuBoardCategoryText,
} from '@bestellwerk/domain';
import type { SignageSegment, SignageStream } from '@bestellwerk/api-client';
import { clampRect } from './zoneGeometry';
import type { ZoneValues } from './sceneForm';

/** What GET /api/branches/{id}/menus answers, as far as the board needs it. */
export interface BoardMenu {
  id: number;
  name: string;
  catalog: {
    id: number;
    name: string;
    products: { name: string; price?: number; allergens?: string | null; isOrderable: boolean }[];
  }[];
}

export interface BoardFit {
  segmentName: string;
  products: number;
  pages: number;
  warning: string | null;
}

/** The categories a menu-board segment shows, with their texts' estimated widths. */
function boardTexts(segment: SignageSegment, menus: BoardMenu[]): MenuBoardCategoryText[] {
  const { showAllergens } = segment.content;
  return menuBoardContent(segment.content, menus).categories.map((category) => ({
    nameEm: estimateTextEm(category.name),
    items: category.products.map((product) => ({
      nameEm:
        estimateTextEm(product.name) +
        (showAllergens !== false && product.allergens
          ? 0.7 * estimateTextEm(` ${product.allergens}`)
          : 0),
      priceEm: estimateTextEm('00,00 €'),
    })),
  }));
}

/**
 * Per zone, each menu board its streams play and how many pages it takes on this screen,
 * by the player's own layoutMenuBoard (texts estimated, not measured: the player may do a
 * little better or worse). Boards whose branch menus are not loaded yet are left out.
 */
export function zoneBoardFits(
  zones: readonly ZoneValues[],
  screen: { width: number; height: number },
  streams: readonly SignageStream[],
  segments: readonly SignageSegment[],
  menusOf: (branchId: number) => BoardMenu[] | undefined,
): BoardFit[][] {
  const rects = zones.map((zone) => clampRect(zone));
  return zones.map((zone, index) => {
    const free = uncoveredRect(rects[index], rects.slice(index + 1));
    const room = {
      width: (screen.width * free.width) / 100,
      height: (screen.height * free.height) / 100,
    };
    const segmentIds = streams
      .filter((stream) => zone.streamIds?.includes(stream.id))
      .flatMap((stream) => stream.segmentIds);
    return [...new Set(segmentIds)].flatMap((id) => {
      const segment = segments.find((s) => s.id === id);
      if (segment?.type !== 'menu-board' || !segment.content.branchId) return [];
      const menus = menusOf(segment.content.branchId);
      if (!menus) return [];
      const categories = boardTexts(segment, menus);
      const { pages } = layoutMenuBoard({ zone: room, screen, categories });
      return [
        {
          segmentName: segment.name,
          products: categories.reduce((sum, category) => sum + category.items.length, 0),
          pages: pages.length,
          warning: menuBoardFitWarning(pages.length),
        },
      ];
    });
  });
}

/** The branches whose menus the zones' boards need. */
export function boardBranches(
  zones: readonly ZoneValues[],
  streams: readonly SignageStream[],
  segments: readonly SignageSegment[],
): number[] {
  const ids = zones.flatMap((zone) =>
    streams
      .filter((stream) => zone.streamIds?.includes(stream.id))
      .flatMap((stream) => stream.segmentIds),
  );
  return [
    ...new Set(
      segments
        .filter((s) => ids.includes(s.id) && s.type === 'menu-board' && s.content.branchId)
        .map((s) => s.content.branchId!),
    ),
  ];
}

/** What a zone plays now: its stream by the player's rule, and that stream's first segment. */
export function zoneNow(
  zone: ZoneValues,
  streams: readonly SignageStream[],
  segments: readonly SignageSegment[],
  at: Date,
  timeZone: string,
): { stream: SignageStream | null; segment: SignageSegment | null } {
  const own = streams.filter((stream) => zone.streamIds?.includes(stream.id));
  const stream = selectStream(own, at, timeZone);
  const segment = stream ? (segments.find((s) => s.id === stream.segmentIds[0]) ?? null) : null;
  return { stream, segment };
}
