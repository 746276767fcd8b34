import type { SessionStore } from '@fastify/session';
import type { Session } from 'fastify';
import { KeyValueStore } from '../kv/key-value-store';

/** What an ended session's key holds until it would have run out (never valid JSON). */
const ENDED = 'ended';

type Callback = (error?: unknown) => void;
type GetCallback = (error: unknown, session?: Session | null) => void;

/** @fastify/session's store contract on the key-value seam (Redis or the database). */
export class KeyValueSessionStore implements SessionStore {
  constructor(
    private readonly kv: KeyValueStore,
    private readonly ttlSeconds: number,
  ) {}

  /**
   * With rolling sessions every response saves its session. A request still running when
   * the user logs out must not bring the session back: an ended session stays ended.
   */
  set(sessionId: string, session: Session, callback: Callback): void {
    this.kv
      .setUnless(`session:${sessionId}`, JSON.stringify(session), this.ttlSeconds, ENDED)
      .then(() => callback(), callback);
  }

  get(sessionId: string, callback: GetCallback): void {
    this.kv.get(`session:${sessionId}`).then(
      (raw) => callback(null, raw && raw !== ENDED ? (JSON.parse(raw) as Session) : null),
      (error) => callback(error),
    );
  }

  destroy(sessionId: string, callback: Callback): void {
    this.kv.set(`session:${sessionId}`, ENDED, this.ttlSeconds).then(() => callback(), callback);
  }
}
