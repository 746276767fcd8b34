import {
  QUEUE_KEY,
  type QueueStore,
  type SendResult,
  type Stamp,
  createQueue,
  loadQueue,
  newStamp,
  pendingState,
  waitingText,
} from './queue';

const memory = (): QueueStore & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
};

const session = { token: 'tok', username: 'anna' };

describe('the terminal outbox', () => {
  it('keeps a stamp with its real time and key while the network is down, and sends it once when back', async () => {
    const store = memory();
    let online = false;
    const sent: Stamp[] = [];
    const queue = createQueue(store, async (stamp) => {
      if (!online) throw new TypeError('Failed to fetch');
      sent.push(stamp);
      return { status: 200 };
    });
    const stamp = newStamp(session, 'start', new Date('2026-03-02T06:58:00Z'), () => 0.123456789);
    queue.add(stamp);

    const offline = await queue.flush();
    expect(offline).toEqual({ sent: [], refused: [], offline: true });
    expect(loadQueue(store)).toEqual([stamp]);
    expect(waitingText(queue.items().length)).toBe('1 Stempel warten auf die Verbindung …');

    online = true;
    const back = await queue.flush();
    expect(back.sent).toEqual([stamp]);
    expect(sent).toEqual([
      expect.objectContaining({ at: '2026-03-02T06:58:00.000Z', key: stamp.key, action: 'start' }),
    ]);
    expect(queue.items()).toEqual([]);
    expect(waitingText(0)).toBe('');

    await queue.flush();
    expect(sent).toHaveLength(1);
  });

  it('sends waiting stamps in the order they were stamped, one flush at a time', async () => {
    const store = memory();
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const queue = createQueue(store, async (stamp) => {
      await gate;
      order.push(stamp.action);
      return { status: 200 };
    });
    queue.add(newStamp(session, 'start', new Date(1000)));
    queue.add(newStamp(session, 'pause', new Date(2000)));
    queue.add(newStamp(session, 'resume', new Date(3000)));
    const first = queue.flush();
    const second = queue.flush();
    expect(second).toBe(first);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['start', 'pause', 'resume']);
  });

  it('drops a stamp the server refuses (4xx) with its message, keeps one on a server error', async () => {
    const store = memory();
    const answers: SendResult[] = [
      { status: 409, message: 'Sie sind schon angemeldet.' },
      { status: 503 },
    ];
    const queue = createQueue(store, async () => answers.shift()!);
    const refused = newStamp(session, 'start', new Date(1000), () => 0.1);
    const later = newStamp(session, 'end', new Date(2000), () => 0.2);
    queue.add(refused);
    queue.add(later);
    const result = await queue.flush();
    expect(result.refused).toEqual([{ stamp: refused, message: 'Sie sind schon angemeldet.' }]);
    expect(result.offline).toBe(true);
    expect(queue.items()).toEqual([later]);
  });

  it('reads a damaged store as an empty queue', () => {
    const store = memory();
    store.setItem(QUEUE_KEY, '{not json');
    expect(loadQueue(store)).toEqual([]);
    store.setItem(QUEUE_KEY, JSON.stringify([{ key: 'x' }, 42]));
    expect(loadQueue(store)).toEqual([]);
  });

  it('gives every stamp its own key', () => {
    const at = new Date();
    expect(newStamp(session, 'start', at).key).not.toBe(newStamp(session, 'start', at).key);
  });

  it('goes on from the waiting stamps: after Kommen offline, Pause and Gehen; after Gehen, Kommen', () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 7, minute));
    const start = newStamp(session, 'start', at(0));
    const pause = newStamp(session, 'pause', at(30));
    const other = newStamp({ token: 'tok2', username: 'ben' }, 'end', at(31));
    expect(pendingState('none', [], 'anna')).toEqual({
      state: 'none',
      actions: ['start'],
      since: null,
    });
    expect(pendingState('none', [start], 'anna')).toEqual({
      state: 'running',
      actions: ['pause', 'end'],
      since: start.at,
    });
    expect(pendingState('none', [start, pause, other], 'anna')).toEqual({
      state: 'paused',
      actions: ['resume', 'end'],
      since: pause.at,
    });
    const end = newStamp(session, 'end', at(40));
    expect(pendingState('paused', [end], 'anna').actions).toEqual(['start']);
    // A stamp the state does not allow changes nothing (the server will refuse it).
    expect(pendingState('running', [start], 'anna').state).toBe('running');
  });
});
