import type { paths, Schemas } from '@bestellwerk/api-client/schema';

/**
 * What the player reads, under short names: the API's own response types, generated from its
 * OpenAPI document (libs/api-client/src/generated/schema.ts). Types only: nothing of the
 * client lands in the bundle.
 */

/** GET /api/signage/scenes/{path}/schedule, …/player/schedule and …/player/scenes/{id}/schedule. */
export type Schedule = Schemas['ScheduleResponse'];
export type Zone = Schemas['SceneZoneResponse'];
export type Stream = Schemas['StreamResponse'];
export type Segment = Schemas['ScheduleSegmentResponse'];
/** A command the back office sent to this TV (in the schedule and on the event stream). */
export type Command = Schemas['DeviceCommandResponse'];

/** GET /api/branches/{id}/menus: the branch's menus as visitors see them. */
export type BranchMenu = Schemas['BranchMenuResponse'];
export type MenuCategory = BranchMenu['catalog'][number];
export type MenuProduct = MenuCategory['products'][number];

/** POST /api/signage/pairings: the code to show and the TV's token. */
export type Pairing = Schemas['PairingResponse'];
/** GET /api/signage/pairings/{code}: whether the code still waits for the back office. */
export type PairingState =
  paths['/api/signage/pairings/{code}']['get']['responses'][200]['content']['application/json']['data'];
/** POST /api/signage/player/heartbeat, …/commands/{id}/ack and …/screenshot (request bodies). */
export type Heartbeat = Schemas['HeartbeatDto'];
export type CommandAck = Schemas['CommandAckDto'];
export type Screenshot = Schemas['ScreenshotDto'];
