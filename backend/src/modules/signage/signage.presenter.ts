import { presentBranchRef } from '../organisation';
import type { SignageDevice } from './entities/signage-device.entity';
import type { SignageScene } from './entities/signage-scene.entity';
import type { SignageSegment } from './entities/signage-segment.entity';
import type { SignageStream } from './entities/signage-stream.entity';

/** No heartbeat for this long (three missed beats of 30 s): the TV counts as offline. */
export const OFFLINE_AFTER_MS = 90_000;

const iso = (date: Date | string | null | undefined) =>
  date ? new Date(date).toISOString() : null;

export const playerUrlOf = (path: string) => `/signage/${path}`;

export function presentScene(scene: SignageScene) {
  return {
    id: scene.id,
    identifier: scene.identifier,
    name: scene.name,
    path: scene.path,
    width: scene.width,
    height: scene.height,
    orientation: scene.orientation,
    background: scene.background,
    isPublic: scene.isPublic,
    zones: scene.zones ?? [],
    branch: presentBranchRef(scene.branch),
    playerUrl: playerUrlOf(scene.path),
  };
}

/** The public address of a segment's uploaded video (the version changes with each upload). */
export function videoUrlOf(segment: SignageSegment): string | null {
  const { videoKey, videoType, videoVersion } = segment.content ?? {};
  if (!videoKey || !videoType) return null;
  const extension = videoType === 'video/webm' ? 'webm' : 'mp4';
  return `/api/signage/videos/${segment.id}-${videoVersion ?? 1}.${extension}`;
}

export function presentSegment(segment: SignageSegment) {
  const {
    videoKey: _key,
    videoType: _type,
    videoVersion: _version,
    ...content
  } = segment.content ?? {};
  return {
    id: segment.id,
    name: segment.name,
    type: segment.type,
    duration: segment.duration,
    transition: segment.transition,
    content,
    videoUrl: videoUrlOf(segment),
    branch: presentBranchRef(segment.branch),
  };
}

export function presentStream(stream: SignageStream) {
  return {
    id: stream.id,
    name: stream.name,
    priority: stream.priority,
    isInterrupt: stream.isInterrupt,
    isEnabled: stream.isEnabled,
    dayparts: stream.dayparts ?? [],
    segmentIds: stream.segmentIds ?? [],
    branch: presentBranchRef(stream.branch),
  };
}

export const COMMAND_EXPIRED_MESSAGE =
  'Der TV hat den Befehl nicht rechtzeitig angenommen (offline).';

/** A pending command past its expiry has failed, whether or not anyone wrote that yet. */
export function effectiveCommandState(device: SignageDevice, now = new Date()) {
  if (
    device.commandState === 'pending' &&
    device.commandExpiresAt &&
    new Date(device.commandExpiresAt).getTime() <= now.getTime()
  ) {
    return { state: 'failed' as const, message: COMMAND_EXPIRED_MESSAGE };
  }
  return { state: device.commandState, message: device.commandMessage };
}

export function presentCommand(device: SignageDevice, now = new Date()) {
  if (!device.commandId || !device.command || !device.commandState) return null;
  const { state, message } = effectiveCommandState(device, now);
  return {
    id: device.commandId,
    command: device.command,
    sceneId: device.commandPayload?.sceneId ?? null,
    segmentId: device.commandPayload?.segmentId ?? null,
    seconds: device.commandPayload?.seconds ?? null,
    state: state!,
    message: message ?? null,
    issuedAt: iso(device.commandIssuedAt)!,
    updatedAt: iso(device.commandUpdatedAt),
    expiresAt: iso(device.commandExpiresAt),
  };
}

export function isOnline(device: SignageDevice, now = new Date()): boolean {
  return (
    device.lastHeartbeatAt !== null &&
    now.getTime() - new Date(device.lastHeartbeatAt).getTime() < OFFLINE_AFTER_MS
  );
}

export function presentDevice(device: SignageDevice) {
  const now = new Date();
  return {
    id: device.id,
    identifier: device.identifier,
    name: device.name,
    branch: presentBranchRef(device.branch),
    scene: device.scene
      ? { id: device.scene.id, name: device.scene.name, path: device.scene.path }
      : null,
    pairingCode: device.pairingCode,
    isPaired: device.pairedAt !== null,
    pairedAt: iso(device.pairedAt),
    lastHeartbeatAt: iso(device.lastHeartbeatAt),
    isOnline: isOnline(device, now),
    nowPlaying: device.nowPlaying ?? null,
    appVersion: device.appVersion,
    screenWidth: device.screenWidth,
    screenHeight: device.screenHeight,
    screenshotUrl: device.screenshotKey
      ? `/api/digital-signage-devices/${device.id}/screenshot?v=${new Date(device.screenshotAt ?? 0).getTime()}`
      : null,
    screenshotAt: iso(device.screenshotAt),
    command: presentCommand(device, now),
  };
}
