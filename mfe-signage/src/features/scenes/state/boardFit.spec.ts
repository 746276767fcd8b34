import type { SignageSegment, SignageStream } from '@bestellwerk/api-client';
import { boardBranches, zoneBoardFits, type BoardMenu } from './boardFit';

const stream = (id: number, segmentIds: number[]) =>
  ({
    id,
    name: `S${id}`,
    priority: 0,
    isInterrupt: false,
    isEnabled: true,
    dayparts: [],
    segmentIds,
    branch: null,
  }) as unknown as SignageStream;
const board = {
  id: 10,
  name: 'Speisekarte Graz',
  type: 'menu-board',
  content: { branchId: 1 },
} as unknown as SignageSegment;
const ticker = {
  id: 11,
  name: 'Laufschrift',
  type: 'ticker',
  content: { text: 'x' },
} as unknown as SignageSegment;
const menuOf = (products: number): BoardMenu[] => [
  {
    id: 1,
    name: 'Karte',
    catalog: [
      {
        id: 1,
        name: 'Kaffee',
        products: Array.from({ length: products }, (_, i) => ({
          name: `Produkt Nummer ${i + 1}`,
          price: 3.2,
          isOrderable: true,
        })),
      },
    ],
  },
];
const zones = [
  { key: 'menu', name: 'Speisekarte', x: 0, y: 0, width: 100, height: 88, streamIds: [1] },
  { key: 'ticker', name: 'Laufschrift', x: 0, y: 88, width: 100, height: 12, streamIds: [2] },
];
const HD = { width: 1920, height: 1080 };

describe('the scene editor warns when a menu board will page', () => {
  it('needs the menus of the boards’ branches only', () => {
    expect(boardBranches(zones, [stream(1, [10]), stream(2, [11])], [board, ticker])).toEqual([1]);
  });

  it('says nothing when the board fits one page', () => {
    const [menu, strip] = zoneBoardFits(
      zones,
      HD,
      [stream(1, [10]), stream(2, [11])],
      [board, ticker],
      () => menuOf(12),
    );
    expect(menu).toEqual([
      { segmentName: 'Speisekarte Graz', products: 12, pages: 1, warning: null },
    ]);
    expect(strip).toEqual([]);
  });

  it('warns with the number of pages when it does not', () => {
    const [menu] = zoneBoardFits(zones, HD, [stream(1, [10])], [board], () => menuOf(200));
    expect(menu[0].pages).toBeGreaterThan(1);
    expect(menu[0].warning).toBe(
      `Nicht alle Produkte passen auf eine Seite – sie werden im Wechsel auf ${menu[0].pages} Seiten gezeigt.`,
    );
  });

  it('counts the room a ticker laid over the board takes', () => {
    const over = [{ ...zones[0], height: 100 }, zones[1]];
    const streams = [stream(1, [10]), stream(2, [11])];
    const covered = zoneBoardFits(over, HD, streams, [board, ticker], () => menuOf(60))[0][0];
    const alone = zoneBoardFits([over[0]], HD, streams, [board, ticker], () => menuOf(60))[0][0];
    expect(covered.pages).toBeGreaterThanOrEqual(alone.pages);
  });

  it('leaves boards out whose menus are not loaded yet', () => {
    expect(zoneBoardFits(zones, HD, [stream(1, [10])], [board], () => undefined)).toEqual([[], []]);
  });
});
