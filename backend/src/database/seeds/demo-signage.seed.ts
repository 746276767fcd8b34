import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { EntityManager } from 'typeorm';
import { FileStorage } from '../../modules/media/file-storage';
import { Branch } from '../../modules/organisation/entities/branch.entity';
import { SignageScene } from '../../modules/signage/entities/signage-scene.entity';
import {
  SegmentContent,
  SegmentType,
  SignageSegment,
} from '../../modules/signage/entities/signage-segment.entity';
import { SignageStream } from '../../modules/signage/entities/signage-stream.entity';

/** The names of the window scene's pictures; insertDemoImages renders them. */
export const WINDOW_PICTURES = ['Schaufenster: Frühstück', 'Schaufenster: Kuchen'] as const;

/** What the menu board's ticker says in each demo branch, as a café would write it. */
const TICKER_TEXTS: Record<string, string> = {
  'graz-hauptplatz':
    'Heute frisch: Apfelstrudel mit Vanillesauce · Mittagsmenü ab 11 Uhr · Online bestellen und ohne Warten an der Theke abholen',
  'wien-neubau':
    'Frühstück bis 15 Uhr · Neu: veganer Schokokuchen · Zustellung im 7. Bezirk ohne Aufpreis',
  'linz-landstrasse':
    'Mittagstisch zum Mitnehmen · Brötchenplatten für Ihre Besprechung: 4 Stunden vorher bestellen',
  default: 'Heute frisch aus unserer Küche · Online bestellen und ohne Warten abholen',
};

/**
 * Each demo branch's screens (issue 18): a menu board above the counter (the live menu with
 * a ticker below), the pickup display (order-ready board) and the shop window (two pictures
 * and a video, with a clock in the corner). Addresses /signage/{branch}-menue, -abholung,
 * -fenster. The window's video is a short film of the demo's own (attachDemoVideo).
 */
export async function insertDemoSignage(manager: EntityManager): Promise<void> {
  for (const branch of await manager.find(Branch, { order: { id: 'ASC' } })) {
    const segment = (
      name: string,
      type: SegmentType,
      content: SegmentContent = {},
      duration = 15,
    ) =>
      manager.save(SignageSegment, {
        name,
        type,
        content,
        duration,
        transition: 'fade' as const,
        branch,
      });
    const stream = (name: string, segments: SignageSegment[], extra: Partial<SignageStream> = {}) =>
      manager.save(SignageStream, {
        name,
        priority: 0,
        isInterrupt: false,
        isEnabled: true,
        dayparts: [],
        segmentIds: segments.map((s) => s.id),
        branch,
        ...extra,
      });
    const scene = (suffix: string, name: string, zones: SignageScene['zones']) =>
      manager.save(SignageScene, {
        identifier: `${branch.identifier}-${suffix}`,
        path: `${branch.identifier}-${suffix}`,
        name: `${name} ${branch.name}`,
        width: 1920,
        height: 1080,
        orientation: 'landscape' as const,
        background: '#000000',
        isPublic: true,
        zones,
        branch,
      });
    const full = { x: 0, y: 0, width: 100, height: 100 };

    const board = await segment(
      `Speisekarte ${branch.name}`,
      'menu-board',
      {
        branchId: branch.id,
        showAllergens: true,
        unavailable: 'strike',
      },
      30,
    );
    const ticker = await segment(
      'Laufschrift',
      'ticker',
      {
        text: TICKER_TEXTS[branch.identifier] ?? TICKER_TEXTS.default,
      },
      20,
    );
    const lunchTicker = await segment(
      'Laufschrift Mittag',
      'ticker',
      {
        text: 'Mittagsmenü Montag bis Freitag von 11 bis 14 Uhr: Tagessuppe und Hauptspeise ab 11,90 € · Heute auch vegan: Gemüsecurry mit Basmatireis',
      },
      20,
    );
    const orders = await segment(
      `Abholanzeige ${branch.name}`,
      'order-board',
      { branchId: branch.id },
      30,
    );
    const pictures = [];
    for (const name of WINDOW_PICTURES) pictures.push(await segment(name, 'image', {}, 8));
    const video = await segment('Imagefilm', 'video', {}, 0);
    const clock = await segment('Uhr', 'clock', {}, 60);

    const boardStream = await stream(`Menütafel ${branch.name}`, [board]);
    const tickerStream = await stream('Laufschrift', [ticker]);
    const lunchStream = await stream('Laufschrift Mittag', [lunchTicker], {
      priority: 10,
      dayparts: [{ weekdays: [1, 2, 3, 4, 5], from: '11:00', to: '14:00' }],
    });
    const orderStream = await stream(`Abholanzeige ${branch.name}`, [orders]);
    const windowStream = await stream(`Schaufenster ${branch.name}`, [...pictures, video]);
    const clockStream = await stream('Uhr', [clock]);

    await scene('menue', 'Menütafel', [
      {
        key: 'menu',
        name: 'Speisekarte',
        x: 0,
        y: 0,
        width: 100,
        height: 88,
        streamIds: [boardStream.id],
      },
      {
        key: 'ticker',
        name: 'Laufschrift',
        x: 0,
        y: 88,
        width: 100,
        height: 12,
        streamIds: [tickerStream.id, lunchStream.id],
      },
    ]);
    await scene('abholung', 'Abholanzeige', [
      { key: 'orders', name: 'Bestellungen', ...full, streamIds: [orderStream.id] },
    ]);
    await scene('fenster', 'Schaufenster', [
      { key: 'window', name: 'Bilder', ...full, streamIds: [windowStream.id] },
      {
        key: 'clock',
        name: 'Uhr',
        x: 75,
        y: 0,
        width: 25,
        height: 25,
        streamIds: [clockStream.id],
      },
    ]);
  }
}

/** A six-second WebM of the demo café (640×360, VP8), drawn for the demo, no sound. */
export const DEMO_VIDEO = resolve(__dirname, '../../../assets/demo/imagefilm.webm');

/**
 * Gives each demo „Imagefilm“ segment its film, stored like an upload in the back office
 * (one file per segment, so replacing one never removes another's).
 */
export async function attachDemoVideo(
  manager: EntityManager,
  storage: FileStorage,
): Promise<number> {
  const film = await readFile(DEMO_VIDEO);
  const segments = await manager.find(SignageSegment, {
    where: { type: 'video', name: 'Imagefilm' },
  });
  for (const segment of segments) {
    const key = `signage/videos/${segment.id}-1.webm`;
    await storage.put(key, film);
    segment.content = {
      ...segment.content,
      videoKey: key,
      videoType: 'video/webm',
      videoVersion: 1,
    };
    await manager.save(segment);
  }
  return segments.length;
}
