import type { IncomingMessage } from 'node:http';
import { AppConfig } from '../../../src/config/app-config';
import { SignagePlayerService } from '../../../src/modules/signage/signage-player.service';
import { attachDemoVideo } from '../../../src/database/seeds/demo-signage.seed';
import { createFileStorage } from '../../../src/modules/media/media-storage';
import { TestApi, countRows, startTestApi } from '../api/harness';
import { loadShop } from '../orders/order-fixtures';
import { created, menuBoardScene } from './signage-fixtures';

describe(`digital signage: scenes, segments, streams (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let graz: number;
  let wien: number;

  beforeAll(async () => {
    api = await startTestApi();
    const shop = await loadShop(api);
    graz = shop.branch.graz;
    wien = shop.branch.wien;
  });
  afterAll(() => api.close());

  it('a scene with a zone playing a stream of segments is played publicly by its path', async () => {
    const admin = await api.admin();
    const { scene, stream, board, ticker } = await menuBoardScene(admin, graz);
    const reply = await api.client().get(`/api/signage/scenes/${scene.path}/schedule`);
    expect(reply.status).toBe(200);
    const data = reply.body.data as {
      scene: unknown;
      streams: { id: number; dayparts: unknown }[];
      segments: { id: number; content: { branchId?: number } }[];
      timeZone: string;
      version: unknown;
    };
    expect(data.scene).toMatchObject({ path: 'graz-tafel', playerUrl: '/signage/graz-tafel' });
    expect(data.streams.map((s: { id: number }) => s.id)).toEqual([stream.id]);
    expect(data.streams[0].dayparts).toEqual([
      { weekdays: [1, 2, 3, 4, 5], from: '11:00', to: '14:00' },
    ]);
    expect(data.segments.map((s: { id: number }) => s.id).sort()).toEqual(
      [board.id, ticker.id].sort(),
    );
    // The menu board names its branch (the player reads that branch's public catalogue).
    expect(data.segments.find((s) => s.id === board.id)!.content.branchId).toBe(graz);
    expect(data.timeZone).toBe('Europe/Vienna');
    expect(typeof data.version).toBe('string');
    // Not public: only paired TVs see it.
    await admin.put(`/api/scenes/${scene.id}`, { isPublic: false });
    const hidden = await api.client().get(`/api/signage/scenes/${scene.path}/schedule`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.errors).toEqual([{ message: 'Die Szene wurde nicht gefunden.' }]);
  });

  it("keeps a public scene's schedule and hands its bytes to the server's door until the scene changes", async () => {
    const admin = await api.admin();
    const { scene } = await menuBoardScene(admin, wien, 'wien-tafel');
    const url = `/api/signage/scenes/${scene.path}/schedule`;
    const player = api.app.get(SignagePlayerService);
    const raw = (path: string, method = 'GET') => ({ method, url: path }) as IncomingMessage;
    expect(player.peekPublicSchedule(raw(url))).toBeUndefined();
    const first = await api.app.inject({ url });
    expect(first.statusCode).toBe(200);
    const kept = player.peekPublicSchedule(raw(`${url}?t=1`));
    expect(kept?.identity.toString()).toBe(first.body);
    expect(player.peekPublicSchedule(raw(url, 'POST'))).toBeUndefined();
    expect(player.peekPublicSchedule(raw('/api/signage/scenes/%E0%A4%A/schedule'))).toBeUndefined();
    expect((await admin.put(`/api/scenes/${scene.id}`, { name: 'Tafel Wien neu' })).status).toBe(
      200,
    );
    expect(player.peekPublicSchedule(raw(url))).toBeUndefined();
    const changed = await api.app.inject({ url });
    expect(changed.json().data.scene.name).toBe('Tafel Wien neu');
  });

  it('the demo shop window plays its film: each „Imagefilm“ has a WebM, served as video/webm', async () => {
    const storage = createFileStorage(api.app.get(AppConfig));
    const attached = await api.dataSource.transaction((manager) =>
      attachDemoVideo(manager, storage),
    );
    const admin = await api.admin();
    const list = await admin.get('/api/digital-signage-segments?search=Imagefilm&perPage=50');
    const films = (list.body as { data: { type: string; videoUrl: string | null }[] }).data.filter(
      (segment) => segment.type === 'video',
    );
    expect(films.length).toBeGreaterThan(0);
    expect(attached).toBe(films.length);
    for (const film of films) {
      expect(film.videoUrl).toMatch(/^\/api\/signage\/videos\/\d+-1\.webm$/);
      const reply = await api.app.inject({ method: 'GET', url: film.videoUrl! });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('video/webm');
      // The EBML header every WebM file starts with.
      expect(reply.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    }
  });

  it('refuses bad input in German and changes nothing', async () => {
    const admin = await api.admin();
    const before = await countRows(api, 'signage_stream');
    const cases: [string, unknown, string][] = [
      [
        '/api/digital-signage-streams',
        { name: 'Falsch', dayparts: [{ weekdays: [8] }] },
        'weekdays',
      ],
      [
        '/api/digital-signage-streams',
        { name: 'Falsch', dayparts: [{ dateFrom: '2026-12-24', dateTo: '2026-12-01' }] },
        'Das Enddatum darf nicht vor dem Startdatum liegen.',
      ],
      [
        '/api/digital-signage-streams',
        { name: 'Falsch', segmentIds: [999999] },
        '„Filmsequenzen“ verweist auf einen Eintrag, der nicht existiert.',
      ],
    ];
    for (const [url, body, expected] of cases) {
      const reply = await admin.post(url, body);
      expect(reply.status).toBe(422);
      expect(JSON.stringify(reply.body.errors)).toContain(expected);
    }
    const web = await admin.post('/api/digital-signage-segments', { name: 'Web', type: 'web' });
    expect(web.status).toBe(422);
    expect(web.body.errors![0].message).toBe('Für eine Webseite muss eine URL angegeben werden.');
    const path = await admin.post('/api/scenes', {
      identifier: 'x',
      name: 'X',
      path: 'Mit Leerzeichen',
    });
    expect(path.body.errors![0].message).toBe(
      '„Pfad“ darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten.',
    );
    expect(await countRows(api, 'signage_stream')).toBe(before);
  });

  it('confines employees to their branch; content for all branches is the administrators’', async () => {
    const employee = await api.employee();
    const chainWide = await employee.post('/api/digital-signage-streams', { name: 'Alle' });
    expect(chainWide.status).toBe(422);
    expect(chainWide.body.errors![0].message).toBe(
      'Bitte eine Filiale wählen; filialübergreifende Inhalte pflegen Administratoren.',
    );
    const foreign = await employee.post('/api/digital-signage-streams', {
      name: 'Wien',
      branch: { id: wien },
    });
    expect(foreign.status).toBe(403);
    const own = await employee.post('/api/digital-signage-streams', {
      name: 'Graz',
      branch: { id: graz },
    });
    expect(own.status).toBe(201);
    const admin = await api.admin();
    const wienStream = await created<{ id: number }>(
      await admin.post('/api/digital-signage-streams', { name: 'Wien', branch: { id: wien } }),
      'stream of Wien',
    );
    expect((await employee.get(`/api/digital-signage-streams/${wienStream.id}`)).status).toBe(404);
    const list = await employee.get('/api/digital-signage-streams');
    const names = (list.body.data as { branch: { id: number } | null }[]).map((s) => s.branch?.id);
    expect(names.every((id) => id === graz)).toBe(true);
  });

  it('30 parallel scenes: distinct paths all created, one path taken once', async () => {
    const admin = await api.admin();
    const before = await countRows(api, 'signage_scene');
    const distinct = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        admin.post('/api/scenes', {
          identifier: `parallel-${i}`,
          name: `Parallel ${i}`,
          path: `parallel-${i}`,
          branch: { id: graz },
        }),
      ),
    );
    expect(distinct.map((reply) => reply.status)).toEqual(Array(30).fill(201));
    const same = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        admin.post('/api/scenes', {
          identifier: `same-${i}`,
          name: `Gleich ${i}`,
          path: 'gleicher-pfad',
          branch: { id: graz },
        }),
      ),
    );
    const statuses = same.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.every((status) => status === 201 || status === 422 || status === 409)).toBe(
      true,
    );
    for (const reply of same.filter((r) => r.status !== 201)) {
      expect(reply.body.errors![0].message).toMatch(/bereits vergeben|existiert bereits/);
    }
    expect(await countRows(api, 'signage_scene')).toBe(before + 31);
  });

  it('30 parallel playlist updates leave one of the sent playlists, whole', async () => {
    const admin = await api.admin();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const segment = await created<{ id: number }>(
        await admin.post('/api/digital-signage-segments', {
          name: `Uhr ${i}`,
          type: 'clock',
          branch: { id: graz },
        }),
        'segment',
      );
      ids.push(segment.id);
    }
    const stream = await created<{ id: number }>(
      await admin.post('/api/digital-signage-streams', { name: 'Uhren', branch: { id: graz } }),
      'stream',
    );
    const playlists = Array.from({ length: 30 }, (_, i) =>
      i % 2 ? [ids[0], ids[1], ids[2]] : [ids[2], ids[1]],
    );
    const replies = await Promise.all(
      playlists.map((segmentIds) =>
        admin.put(`/api/digital-signage-streams/${stream.id}`, { segmentIds }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(30).fill(200));
    const final = await admin.get(`/api/digital-signage-streams/${stream.id}`);
    const segmentIds = (final.body.data as { segmentIds: number[] }).segmentIds;
    expect([JSON.stringify(playlists[0]), JSON.stringify(playlists[1])]).toContain(
      JSON.stringify(segmentIds),
    );
  });
});
