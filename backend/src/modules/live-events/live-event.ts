import { Observable } from 'rxjs';

/**
 * What the back office and the order terminals hear about, the second it happens. Kept
 * small on purpose: a screen that needs the whole order fetches it by id.
 */
export const LIVE_EVENT_TYPES = [
  'order.created',
  'order.updated',
  'order.alarm',
  'order.missed',
  // A branch's busy mode changed („Viel los“, paused, automatic): the board's switch.
  'branch.busy',
  'device.test',
  'device.logs-requested',
  // A printer's ESC/POS status changed (paper out, cover open, offline, back again).
  'device.printer-status',
  // Digital signage: content changed (players reload their schedule), a TV's command and
  // its abort (delivered to the player), a TV's state changed (the back office's list).
  'signage.changed',
  'signage.command',
  'signage.command-aborted',
  'signage.device',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export interface LiveEvent {
  /** Unique and increasing per publisher; sent as the SSE id. */
  id: string;
  type: LiveEventType;
  branchId: number;
  orderId?: number;
  deviceId?: number;
  /** ISO timestamp of the change. */
  at: string;
  data?: Record<string, unknown>;
}

export type LiveEventInput = Omit<LiveEvent, 'id' | 'at'> & { at?: string };

export interface LiveEventFilter {
  /** null: every branch (admins); otherwise only these branches. */
  branchIds: readonly number[] | null;
  orderId?: number;
}

/**
 * The one seam for live events. Every API process publishes here; with Redis the events
 * fan out through pub/sub so a screen connected to one process sees what another did.
 */
export abstract class LiveEvents {
  abstract publish(event: LiveEventInput): Promise<void>;
  abstract stream(filter: LiveEventFilter): Observable<LiveEvent>;
}
