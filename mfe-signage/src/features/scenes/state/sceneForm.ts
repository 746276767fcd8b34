import type { Scene, ScenePayload } from '@bestellwerk/api-client';
import { slugify } from '@bestellwerk/domain';
import { clampRect } from './zoneGeometry';

export interface ZoneValues {
  key?: string;
  name?: string;
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  streamIds?: number[];
}

export interface SceneFormValues {
  /** The saved scene's id; none while it is new (the preview then asks nothing of the server). */
  id?: number;
  /** Its path as saved: the player preview shows that, not what is being typed. */
  savedPath?: string;
  identifier?: string;
  name?: string;
  path?: string;
  branch?: number | null;
  isPublic?: boolean;
  background?: string;
  /** The panel's pixels and how it hangs; the zone editor draws the screen from these. */
  width?: number;
  height?: number;
  orientation?: 'landscape' | 'portrait';
  zones?: ZoneValues[];
}

export const FULL_SCREEN_ZONE: ZoneValues = {
  key: 'main',
  name: 'Hauptbereich',
  x: 0,
  y: 0,
  width: 100,
  height: 100,
  streamIds: [],
};

export const sceneValues = (scene: Scene): SceneFormValues => ({
  id: scene.id,
  savedPath: scene.path,
  identifier: scene.identifier,
  name: scene.name,
  path: scene.path,
  branch: scene.branch?.id ?? null,
  isPublic: scene.isPublic,
  background: scene.background,
  width: scene.width,
  height: scene.height,
  orientation: scene.orientation,
  zones: scene.zones,
});

/** Form values → POST/PUT /api/scenes. */
export const scenePayload = (values: SceneFormValues): ScenePayload => ({
  identifier: (values.identifier ?? '').trim(),
  name: (values.name ?? '').trim(),
  path: (values.path ?? '').trim(),
  branch: values.branch ? { id: values.branch } : null,
  isPublic: values.isPublic ?? true,
  background: values.background || '#000000',
  width: values.width ?? 1920,
  height: values.height ?? 1080,
  orientation: values.orientation ?? 'landscape',
  // Whole percent and on the screen, whatever was typed into the number fields.
  zones: (values.zones ?? []).map((zone, index) => ({
    key: zone.key?.trim() || `zone-${index + 1}`,
    name: zone.name?.trim() || `Zone ${index + 1}`,
    ...clampRect(zone),
    streamIds: zone.streamIds ?? [],
  })),
});

/**
 * A new name's path and identifier: each follows the name (slugified) while it is empty or
 * still what the old name gave; once someone typed their own, it stays.
 */
export function followName(
  values: Pick<SceneFormValues, 'name' | 'path' | 'identifier'>,
  name: string,
): Pick<SceneFormValues, 'path' | 'identifier'> {
  const before = slugify(values.name ?? '');
  const follows = (current: string | undefined) => !current || current === before;
  return {
    ...(follows(values.path) ? { path: slugify(name) } : {}),
    ...(follows(values.identifier) ? { identifier: slugify(name) } : {}),
  };
}
