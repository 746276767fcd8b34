import type { Session } from 'fastify';
import { KeyValueSessionStore } from '../../../src/common/auth/session-store';
import { subjects, type Subject } from './kv-subjects';

const sessionOf = (userId: number) =>
  ({ userId, cookie: { originalMaxAge: 3_600_000 } }) as unknown as Session;

/** The store's callbacks as promises. */
function promised(store: KeyValueSessionStore) {
  return {
    set: (id: string, session: Session) =>
      new Promise<void>((resolve, reject) =>
        store.set(id, session, (error) => (error ? reject(error) : resolve())),
      ),
    get: (id: string) =>
      new Promise<Session | null | undefined>((resolve, reject) =>
        store.get(id, (error, session) => (error ? reject(error) : resolve(session))),
      ),
    destroy: (id: string) =>
      new Promise<void>((resolve, reject) =>
        store.destroy(id, (error) => (error ? reject(error) : resolve())),
      ),
  };
}

describe.each(Object.keys(subjects))('sessions on the key-value store (%s)', (name) => {
  let subject: Subject;
  let sessions: ReturnType<typeof promised>;
  beforeAll(async () => {
    subject = await subjects[name]();
    sessions = promised(new KeyValueSessionStore(subject.store, 3600));
  });
  afterAll(() => subject.close());

  it('keeps a logged-out session ended when a request that was still running saves it', async () => {
    await sessions.set('logged-out', sessionOf(7));
    expect(await sessions.get('logged-out')).toMatchObject({ userId: 7 });
    await sessions.destroy('logged-out');
    // The rolling save of a request that read the session before the logout.
    await sessions.set('logged-out', sessionOf(7));
    expect(await sessions.get('logged-out')).toBeNull();
    // Another session is saved and read as before.
    await sessions.set('other', sessionOf(8));
    expect(await sessions.get('other')).toMatchObject({ userId: 8 });
  });

  it('ends the session whatever 30 parallel saves (3× the pool) do around the logout', async () => {
    await sessions.set('busy', sessionOf(9));
    await Promise.all([
      ...Array.from({ length: 15 }, () => sessions.set('busy', sessionOf(9))),
      sessions.destroy('busy'),
      ...Array.from({ length: 15 }, () => sessions.set('busy', sessionOf(9))),
    ]);
    expect(await sessions.get('busy')).toBeNull();
    expect(await subject.store.get('session:busy')).toBe('ended');
  });
});
