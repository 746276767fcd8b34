import { useMemo, useSyncExternalStore } from 'react';
import { loadShop } from './api';
import type { BranchView } from './types';

/**
 * Busy mode as the storefront hears it live (GET /api/events/shop, event `branch.busy`):
 * the same three fields the branch carries in /api/init, so one reader (libs/domain
 * busyStateAt, busyNotice) serves both. The board's switch shows on the card, the branch
 * page and the checkout at once, without a reload.
 */
export type LiveBusy = Pick<BranchView, 'busyExtraMinutes' | 'busyPausedUntil' | 'isBusyPaused'>;

export const SHOP_EVENTS_URL = '/api/events/shop';

const heard = new Map<number, LiveBusy>();
/** The number of the event last heard per branch (a catch-up never undoes a newer one). */
const heardAt = new Map<number, number>();
let events = 0;
const listeners = new Set<() => void>();
let version = 0;
let source: EventSource | null = null;

const changed = () => {
  version += 1;
  for (const listener of listeners) listener();
};

/** Reads one event's data; anything else changes nothing. */
export function readLiveBusy(data: unknown): LiveBusy | null {
  if (!data || typeof data !== 'object') return null;
  const fields = data as Record<string, unknown>;
  return {
    busyExtraMinutes: typeof fields.busyExtraMinutes === 'number' ? fields.busyExtraMinutes : null,
    busyPausedUntil: typeof fields.busyPausedUntil === 'string' ? fields.busyPausedUntil : null,
    isBusyPaused: fields.isBusyPaused === true,
  };
}

/** A `branch.busy` message of the stream. */
export function hearBusy(text: string): boolean {
  let message: { branchId?: unknown; data?: unknown };
  try {
    message = JSON.parse(text) as typeof message;
  } catch {
    return false;
  }
  const busy = readLiveBusy(message.data);
  if (typeof message.branchId !== 'number' || !busy) return false;
  heard.set(message.branchId, busy);
  heardAt.set(message.branchId, (events += 1));
  changed();
  return true;
}

/**
 * Whenever the stream opens — the first time after the page was rendered, or back after a
 * cut — what changed before is not in it: the start data is read again (the server's kept
 * answer) and its busy fields count, except for a branch whose event came in meanwhile.
 */
async function catchUp(): Promise<void> {
  const before = events;
  try {
    const shop = await loadShop({ fresh: true });
    for (const branch of shop.branches) {
      if ((heardAt.get(branch.id) ?? 0) > before) continue;
      heard.set(branch.id, readLiveBusy(branch)!);
    }
    changed();
  } catch {
    // Offline for a moment: the next reconnect tries again.
  }
}

function connect(): void {
  if (source || typeof EventSource !== 'function') return;
  source = new EventSource(SHOP_EVENTS_URL);
  source.addEventListener('open', () => void catchUp());
  source.addEventListener('branch.busy', (event) => hearBusy((event as MessageEvent<string>).data));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // After the page's own load: the channel never competes with what the first screen needs.
  if (document.readyState === 'complete') connect();
  else window.addEventListener('load', connect, { once: true });
  return () => {
    listeners.delete(listener);
  };
}

const current = () => version;
// The server's render knows only the start data.
const onServer = () => 0;

/** The branch with what was heard live about its busy mode since the page loaded. */
export function withLiveBusy<T extends { id: number } & LiveBusy>(branch: T): T {
  const busy = heard.get(branch.id);
  return busy ? { ...branch, ...busy } : branch;
}

/** The branches as {@link withLiveBusy} says; the same array while nothing was heard. */
export function useLiveBranches<T extends { id: number } & LiveBusy>(branches: readonly T[]): T[] {
  const seen = useSyncExternalStore(subscribe, current, onServer);
  return useMemo(
    () => (seen === 0 ? (branches as T[]) : branches.map(withLiveBusy)),
    [branches, seen],
  );
}

/** One branch as {@link useLiveBranches} says. */
export function useLiveBranch<T extends { id: number } & LiveBusy>(branch: T): T {
  const seen = useSyncExternalStore(subscribe, current, onServer);
  return useMemo(() => (seen === 0 ? branch : withLiveBusy(branch)), [branch, seen]);
}
