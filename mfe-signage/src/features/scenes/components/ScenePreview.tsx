import { Alert, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { signageApi, type SignageSegment, type SignageStream } from '@bestellwerk/api-client';
import { streamLabel } from '../../../shared/streamLabel';
import { boardBranches, zoneBoardFits, zoneNow, type BoardMenu } from '../state/boardFit';
import type { ZoneValues } from '../state/sceneForm';
import { clampRect } from '../state/zoneGeometry';
import { zoneColour } from './ZoneEditor';

/** Menus by branch, once a page visit (the warnings of every scene read the same). */
const menusCache = new Map<number, Promise<BoardMenu[]>>();
const loadMenus = (branchId: number) => {
  let loading = menusCache.get(branchId);
  if (!loading) {
    loading = signageApi.branchMenus(branchId).catch(() => {
      menusCache.delete(branchId);
      return [];
    });
    menusCache.set(branchId, loading);
  }
  return loading;
};

const SEGMENT_TYPES: Record<string, string> = {
  image: 'Bild',
  video: 'Video',
  cms: 'CMS-Inhalt',
  'menu-board': 'Speisekarte',
  'order-board': 'Abholanzeige',
  clock: 'Uhr',
  web: 'Webseite',
  ticker: 'Laufschrift',
};

/**
 * The scene as it stands in the form, saved or not, drawn here without asking the server:
 * each zone with what plays in it now; under it the warning for a menu board that will
 * page. Only the branch menus the boards show are loaded (once, for the warning).
 */
export function ScenePreview({
  zones,
  screen,
  background,
  streams,
  segments,
  timeZone,
}: {
  zones: ZoneValues[];
  screen: { width: number; height: number };
  background?: string;
  streams: SignageStream[];
  segments: SignageSegment[];
  timeZone: string;
}) {
  const [menus, setMenus] = useState<Record<number, BoardMenu[]>>({});
  const needed = boardBranches(zones, streams, segments).join(',');
  useEffect(() => {
    let live = true;
    for (const id of needed ? needed.split(',').map(Number) : []) {
      void loadMenus(id).then((loaded) => {
        if (live) setMenus((known) => (known[id] === loaded ? known : { ...known, [id]: loaded }));
      });
    }
    return () => {
      live = false;
    };
  }, [needed]);
  const fits = zoneBoardFits(zones, screen, streams, segments, (id) => menus[id]);
  const now = new Date();
  const portrait = screen.height > screen.width;
  return (
    <section aria-label="Vorschau" style={{ marginTop: 16 }}>
      <Typography.Title level={5} style={{ marginBottom: 4 }}>
        Vorschau (Stand im Formular)
      </Typography.Title>
      <div
        data-testid="scene-preview"
        style={{
          position: 'relative',
          width: '100%',
          maxWidth: portrait ? 260 : 560,
          margin: '0 auto',
          aspectRatio: `${screen.width} / ${screen.height}`,
          background: background || '#000000',
          borderRadius: 4,
          overflow: 'hidden',
        }}
      >
        {zones.map((zone, index) => {
          const rect = clampRect(zone);
          const { stream, segment } = zoneNow(zone, streams, segments, now, timeZone);
          const pages = fits[index].find((fit) => fit.segmentName === segment?.name)?.pages;
          return (
            <div
              key={index}
              style={{
                position: 'absolute',
                left: `${rect.x}%`,
                top: `${rect.y}%`,
                width: `${rect.width}%`,
                height: `${rect.height}%`,
                boxSizing: 'border-box',
                border: `1px solid ${zoneColour(index)}`,
                background: '#111',
                color: '#fff',
                fontSize: 12,
                padding: 6,
                overflow: 'hidden',
              }}
            >
              <div style={{ color: zoneColour(index), fontWeight: 600 }}>
                {zone.name || `Zone ${index + 1}`}
              </div>
              {segment ? (
                <div>
                  {SEGMENT_TYPES[segment.type] ?? segment.type}: {segment.name}
                  {pages && pages > 1 ? ` (${pages} Seiten)` : ''}
                </div>
              ) : (
                <div style={{ opacity: 0.7 }}>{stream ? 'leerer Stream' : 'nichts'}</div>
              )}
              {stream && <div style={{ opacity: 0.7 }}>{streamLabel(stream)}</div>}
            </div>
          );
        })}
      </div>
      {fits.flatMap((zoneFits, index) =>
        zoneFits
          .filter((fit) => fit.warning)
          .map((fit) => (
            <Alert
              key={`${index}-${fit.segmentName}`}
              type="warning"
              showIcon
              style={{ marginTop: 8 }}
              message={`${zones[index].name || `Zone ${index + 1}`} – ${fit.segmentName}: ${fit.warning}`}
            />
          )),
      )}
    </section>
  );
}
