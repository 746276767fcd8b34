import { Client, TestApi } from '../api/harness';

export interface Data<T = Record<string, unknown>> {
  data: T;
}

export async function created<T = Record<string, unknown>>(
  reply: { status: number; body: unknown },
  what: string,
): Promise<T> {
  if (reply.status >= 300)
    throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return (reply.body as Data<T>).data;
}

/** A menu board and a ticker in one stream, in the one zone of a public scene of Graz. */
export async function menuBoardScene(admin: Client, branch: number, path = 'graz-tafel') {
  const board = await created<{ id: number }>(
    await admin.post('/api/digital-signage-segments', {
      name: 'Speisekarte Graz',
      type: 'menu-board',
      duration: 20,
      content: { showAllergens: true },
      branch: { id: branch },
    }),
    'menu board',
  );
  const ticker = await created<{ id: number }>(
    await admin.post('/api/digital-signage-segments', {
      name: 'Laufschrift',
      type: 'ticker',
      duration: 10,
      content: { text: 'Heute: Kürbissuppe' },
      branch: { id: branch },
    }),
    'ticker',
  );
  const stream = await created<{ id: number }>(
    await admin.post('/api/digital-signage-streams', {
      name: 'Mittag',
      priority: 5,
      dayparts: [{ weekdays: [1, 2, 3, 4, 5], from: '11:00', to: '14:00' }],
      segmentIds: [board.id, ticker.id],
      branch: { id: branch },
    }),
    'stream',
  );
  const scene = await created<{ id: number; path: string }>(
    await admin.post('/api/scenes', {
      identifier: path,
      name: 'Menütafel Graz',
      path,
      zones: [
        {
          key: 'main',
          name: 'Hauptbereich',
          x: 0,
          y: 0,
          width: 100,
          height: 100,
          streamIds: [stream.id],
        },
      ],
      branch: { id: branch },
    }),
    'scene',
  );
  return { board, ticker, stream, scene };
}

export interface PairedTv {
  id: number;
  token: string;
  code: string;
  headers: Record<string, string>;
}

/** A TV of the branch, paired through a code as the player would get it, showing the scene. */
export async function pairedTv(
  api: TestApi,
  admin: Client,
  branch: number,
  sceneId: number,
  identifier = 'tv-graz-1',
): Promise<PairedTv> {
  const device = await created<{ id: number }>(
    await admin.post('/api/digital-signage-devices', {
      identifier,
      name: `TV ${identifier}`,
      branch: { id: branch },
      scene: { id: sceneId },
    }),
    'device',
  );
  const pairing = await created<{ code: string; token: string }>(
    await api.client().post('/api/signage/pairings'),
    'pairing',
  );
  await created(
    await admin.post(`/api/digital-signage-devices/${device.id}/pair`, { code: pairing.code }),
    'pair',
  );
  return {
    id: device.id,
    token: pairing.token,
    code: pairing.code,
    headers: { 'x-signage-token': pairing.token },
  };
}

export const asPlayer = (api: TestApi, tv: PairedTv) => {
  const client = api.client();
  return {
    get: (url: string) => client.request('GET', url, undefined, { headers: tv.headers }),
    post: (url: string, body: unknown = {}) =>
      client.request('POST', url, body, { headers: tv.headers }),
  };
};
