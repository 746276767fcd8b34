import {
  ACTIVITY_ACTIONS,
  type ActivityAction,
  type ActivityState,
  activityActionsFrom,
  nextActivityState,
} from '@bestellwerk/domain';

/**
 * The clock-in terminal's outbox: a stamp is kept in storage with its real time and an
 * idempotency key before it is sent. A stamp that could not be sent (no network) stays and
 * is sent again when the network is back; the key makes a stamp that did arrive twice count
 * once. An answered stamp (taken, or refused for good with a 4xx) leaves the queue.
 */

export type StampAction = ActivityAction;

export interface Stamp {
  key: string;
  token: string;
  username: string;
  action: StampAction;
  /** When it was stamped (ISO), not when it was sent. */
  at: string;
}

/** The part of localStorage the queue uses. */
export interface QueueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The server's answer to one stamp; a network failure rejects instead. */
export interface SendResult {
  status: number;
  message?: string;
}

export interface FlushResult {
  sent: Stamp[];
  refused: { stamp: Stamp; message: string }[];
  /** The network failed: what is left stays for the next try. */
  offline: boolean;
}

export const QUEUE_KEY = 'bw-terminal-queue';

const ACTIONS: readonly string[] = ACTIVITY_ACTIONS;

const isStamp = (value: unknown): value is Stamp => {
  const s = value as Stamp;
  return (
    !!s &&
    typeof s.key === 'string' &&
    typeof s.token === 'string' &&
    typeof s.username === 'string' &&
    typeof s.at === 'string' &&
    ACTIONS.includes(s.action)
  );
};

export function loadQueue(store: QueueStore): Stamp[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(QUEUE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isStamp) : [];
  } catch {
    return [];
  }
}

export function saveQueue(store: QueueStore, stamps: Stamp[]): void {
  store.setItem(QUEUE_KEY, JSON.stringify(stamps));
}

export function newStamp(
  session: { token: string; username: string },
  action: StampAction,
  now: Date = new Date(),
  random: () => number = Math.random,
): Stamp {
  return {
    key: `stamp-${now.getTime().toString(36)}-${random().toString(36).slice(2, 12)}`,
    token: session.token,
    username: session.username,
    action,
    at: now.toISOString(),
  };
}

/**
 * The state the employee will be in once their waiting stamps arrive, and the buttons that
 * state allows: during a network cut the terminal goes on from there (Kommen, then Pause or
 * Gehen) instead of offering Kommen again. The server still decides when the stamps arrive.
 */
export function pendingState(
  state: ActivityState,
  waiting: readonly Stamp[],
  username: string,
): { state: ActivityState; actions: ActivityAction[]; since: string | null } {
  let current = state;
  let since: string | null = null;
  for (const stamp of waiting) {
    if (stamp.username !== username) continue;
    const next = nextActivityState(current, stamp.action);
    if (!next) continue;
    // Ending clears the current activity (as on the server): the next step is Kommen.
    current = next === 'ended' ? 'none' : next;
    since = stamp.at;
  }
  return { state: current, actions: activityActionsFrom(current), since };
}

/** The line under the header while stamps wait; empty when none do. */
export function waitingText(count: number): string {
  return count > 0 ? `${count} Stempel warten auf die Verbindung …` : '';
}

/**
 * The queue over a store, with one flush at a time: a second call while one runs gets the
 * same promise (no stamp is sent twice in parallel).
 */
export function createQueue(store: QueueStore, send: (stamp: Stamp) => Promise<SendResult>) {
  let running: Promise<FlushResult> | null = null;

  const run = async (): Promise<FlushResult> => {
    const result: FlushResult = { sent: [], refused: [], offline: false };
    for (;;) {
      const [stamp] = loadQueue(store);
      if (!stamp) return result;
      let answer: SendResult;
      try {
        answer = await send(stamp);
      } catch {
        result.offline = true;
        return result;
      }
      if (answer.status >= 500) {
        // The server could not take it now (not a refusal): try again later.
        result.offline = true;
        return result;
      }
      saveQueue(
        store,
        loadQueue(store).filter((s) => s.key !== stamp.key),
      );
      if (answer.status >= 400)
        result.refused.push({
          stamp,
          message: answer.message ?? 'Der Stempel wurde nicht angenommen.',
        });
      else result.sent.push(stamp);
    }
  };

  return {
    items: () => loadQueue(store),
    add(stamp: Stamp) {
      saveQueue(store, [...loadQueue(store), stamp]);
    },
    flush(): Promise<FlushResult> {
      running ??= run().finally(() => {
        running = null;
      });
      return running;
    },
  };
}
