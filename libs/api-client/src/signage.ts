import { http } from './client';
import { crud } from './crud';
import type { Schemas } from './schemas';

/** Digital signage (backoffice-api.md §3, §4, §7): the shapes the back office reads and writes. */
export type Scene = Schemas['SceneResponse'];
export type ScenePayload = Schemas['CreateSceneDto'];
export type SceneZone = Schemas['SceneZoneResponse'];
export type SignageSegment = Schemas['SegmentResponse'];
export type SignageSegmentPayload = Schemas['CreateSegmentDto'];
export type SignageStream = Schemas['StreamResponse'];
export type SignageStreamPayload = Schemas['CreateStreamDto'];
export type Daypart = Schemas['DaypartResponse'];
export type SignageDevice = Schemas['SignageDeviceResponse'];
export type SignageDevicePayload = Schemas['CreateSignageDeviceDto'];
export type SignageCommand = Schemas['DeviceCommandDto'];
export type SignageCommandState = Schemas['DeviceCommandResponse'];

export const signageApi = {
  scenes: crud('/api/scenes'),
  segments: {
    ...crud('/api/digital-signage-segments'),
    /** The video of a video segment as a data URL (mp4/webm). */
    uploadVideo: (id: number, file: string) =>
      http.post('/api/digital-signage-segments/{id}/video', {
        params: { path: { id } },
        body: { file },
      }),
  },
  streams: crud('/api/digital-signage-streams'),
  /** A branch's menus as the menu board shows them (the public catalogue; staff see all). */
  branchMenus: (branchId: number) =>
    http.get('/api/branches/{id}/menus', { params: { path: { id: branchId } } }),
  devices: {
    ...crud('/api/digital-signage-devices'),
    /** Pairs the TV that shows `code` on its screen. */
    pair: (id: number, code: string) =>
      http.post('/api/digital-signage-devices/{id}/pair', {
        params: { path: { id } },
        body: { code },
      }),
    /** backoffice-api.md §4: the updated device is returned. */
    command: (id: number, command: SignageCommand) =>
      http.post('/api/digital-signage-devices/{id}/command', {
        params: { path: { id } },
        body: command,
      }),
    abort: (id: number) =>
      http.post('/api/digital-signage-devices/{id}/command/abort', { params: { path: { id } } }),
  },
};
