import type { SessionStore } from '@fastify/session';
import type { Session } from 'fastify';
import { KeyValueStore } from '../kv/key-value-store';

type Callback = (error?: unknown) => void;
type GetCallback = (error: unknown, session?: Session | null) => void;

/** @fastify/session's store contract on the key-value seam (Redis or the database). */
export class KeyValueSessionStore implements SessionStore {
  constructor(
    private readonly kv: KeyValueStore,
    private readonly ttlSeconds: number,
  ) {}

  set(sessionId: string, session: Session, callback: Callback): void {
    this.kv
      .set(`session:${sessionId}`, JSON.stringify(session), this.ttlSeconds)
      .then(() => callback(), callback);
  }

  get(sessionId: string, callback: GetCallback): void {
    this.kv.get(`session:${sessionId}`).then(
      (raw) => callback(null, raw ? (JSON.parse(raw) as Session) : null),
      (error) => callback(error),
    );
  }

  destroy(sessionId: string, callback: Callback): void {
    this.kv.delete(`session:${sessionId}`).then(() => callback(), callback);
  }
}
