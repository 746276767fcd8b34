import { TestApi, startTestApi } from '../api/harness';
import { openStream } from '../live-events/sse-client';
import { loadShop } from '../orders/order-fixtures';
import { eventually } from '@bestellwerk/test-support';
import { PAIRINGS_PER_HOUR } from '../../../src/modules/signage/signage-player.controller';
import { PairedTv, asPlayer, created, menuBoardScene, pairedTv } from './signage-fixtures';

interface Command {
  id: string;
  command: string;
  state: string;
  message: string | null;
  sceneId: number | null;
}
interface Device {
  id: number;
  isPaired: boolean;
  isOnline: boolean;
  command: Command | null;
  nowPlaying: Record<string, unknown> | null;
  appVersion: string | null;
}

describe(`digital signage: pairing and commands to TVs (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let graz: number;
  let sceneId: number;
  let tv: PairedTv;

  beforeAll(async () => {
    api = await startTestApi();
    graz = (await loadShop(api)).branch.graz;
    const admin = await api.admin();
    sceneId = (await menuBoardScene(admin, graz)).scene.id;
    tv = await pairedTv(api, admin, graz, sceneId);
  });
  afterAll(() => api.close());

  const device = async (id = tv.id) =>
    ((await (await api.admin()).get(`/api/digital-signage-devices/${id}`)).body as { data: Device })
      .data;
  const heartbeat = (target = tv) =>
    asPlayer(api, target).post('/api/signage/player/heartbeat', {
      appVersion: 'player-1',
      screenWidth: 1920,
      screenHeight: 1080,
      nowPlaying: { sceneId, segmentName: 'Speisekarte Graz' },
    });

  it('a TV shows a code, is paired by it in the back office, then reads its schedule', async () => {
    const pairing = await created<{ code: string; token: string }>(
      await api.client().post('/api/signage/pairings'),
      'pairing',
    );
    expect(pairing.code).toMatch(/^[A-Z0-9]{6}$/);
    const player = asPlayer(api, { ...tv, headers: { 'x-signage-token': pairing.token } });
    const before = await player.get('/api/signage/player/schedule');
    expect(before.status).toBe(401);
    expect(before.body.errors).toEqual([{ message: 'Dieser TV ist nicht gekoppelt.' }]);
    expect((await api.client().get(`/api/signage/pairings/${pairing.code}`)).body.data).toEqual({
      waiting: true,
    });
    const admin = await api.admin();
    const other = await created<{ id: number }>(
      await admin.post('/api/digital-signage-devices', {
        identifier: 'tv-graz-2',
        name: 'TV Fenster',
        branch: { id: graz },
        scene: { id: sceneId },
      }),
      'device',
    );
    const wrong = await admin.post(`/api/digital-signage-devices/${other.id}/pair`, {
      code: 'ZZZZZZ',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors![0].message).toBe('Dieser Code ist unbekannt oder abgelaufen.');
    const paired = await admin.post(`/api/digital-signage-devices/${other.id}/pair`, {
      code: pairing.code.toLowerCase(),
    });
    expect(paired.status).toBe(200);
    expect(paired.body.data).toMatchObject({ isPaired: true, pairingCode: pairing.code });
    // A code pairs once.
    const again = await admin.post(`/api/digital-signage-devices/${other.id}/pair`, {
      code: pairing.code,
    });
    expect(again.status).toBe(422);
    const schedule = await player.get('/api/signage/player/schedule');
    expect(schedule.status).toBe(200);
    expect(schedule.body.data).toMatchObject({ scene: { id: sceneId }, device: { id: other.id } });
  });

  it("keeps a TV's schedule through its heartbeats and reads it anew after a change, telling the TV", async () => {
    // A TV of its own: its heartbeat brings it online, which the other tests' TV must not be.
    const window = await pairedTv(api, await api.admin(), graz, sceneId, 'tv-graz-cache');
    const player = asPlayer(api, window);
    type Schedule = { data: { generatedAt: string; scene: { name: string } } };
    const first = (await player.get('/api/signage/player/schedule')).body as Schedule;
    expect((await heartbeat(window)).status).toBe(200);
    const kept = (await player.get('/api/signage/player/schedule')).body as Schedule;
    // The same bytes: built once, not read from the database again.
    expect(kept).toEqual(first);
    const stream = await openStream(api.app, '/api/signage/player/events', window.headers);
    try {
      const admin = await api.admin();
      expect((await admin.put(`/api/scenes/${sceneId}`, { name: 'Tafel neu' })).status).toBe(200);
      await stream.next((message) => message.event === 'signage.changed');
      const changed = (await player.get('/api/signage/player/schedule')).body as Schedule;
      expect(changed.data.scene.name).toBe('Tafel neu');
      expect(changed.data.generatedAt).not.toBe(first.data.generatedAt);
    } finally {
      stream.close();
    }
  });

  it('refuses a command to a TV that is offline, in German with the reason', async () => {
    const reply = await (
      await api.admin()
    ).post(`/api/digital-signage-devices/${tv.id}/command`, {
      command: 'reload',
    });
    expect(reply.status).toBe(409);
    expect(reply.body.errors).toEqual([
      { message: 'Befehl konnte nicht ausgeführt werden. Der TV ist offline.' },
    ]);
    expect((await device()).command).toBeNull();
  });

  it('the heartbeat brings the TV online with what it plays, its version and screen', async () => {
    expect((await heartbeat()).status).toBe(200);
    expect(await device()).toMatchObject({
      isOnline: true,
      appVersion: 'player-1',
      nowPlaying: { sceneId, segmentName: 'Speisekarte Graz' },
    });
    const bad = await api
      .client()
      .request(
        'POST',
        '/api/signage/player/heartbeat',
        {},
        { headers: { 'x-signage-token': 'x'.repeat(40) } },
      );
    expect(bad.status).toBe(401);
  });

  it('a command is delivered over the TV’s stream, acknowledged, and done', async () => {
    const stream = await openStream(api.app, '/api/signage/player/events', tv.headers);
    try {
      expect(stream.status).toBe(200);
      const admin = await api.admin();
      const reply = await admin.post(`/api/digital-signage-devices/${tv.id}/command`, {
        command: 'identify',
      });
      expect(reply.status).toBe(200);
      const command = (reply.body.data as Device).command!;
      expect(command).toMatchObject({ command: 'identify', state: 'pending' });
      const heard = await stream.next((m) => m.event === 'signage.command');
      expect((heard.data as { data: { command: Command } }).data.command.id).toBe(command.id);
      const player = asPlayer(api, tv);
      const delivered = await player.post(`/api/signage/player/commands/${command.id}/ack`, {
        state: 'delivered',
      });
      expect(delivered.status).toBe(200);
      expect((await device()).command!.state).toBe('delivered');
      await player.post(`/api/signage/player/commands/${command.id}/ack`, { state: 'done' });
      expect((await device()).command!.state).toBe('done');
      // Finished stays finished: a late 'delivered' changes nothing.
      await player.post(`/api/signage/player/commands/${command.id}/ack`, { state: 'delivered' });
      expect((await device()).command!.state).toBe('done');
    } finally {
      stream.close();
    }
  });

  it('show-scene runs until aborted; the abort reaches the TV and the device says aborted', async () => {
    const stream = await openStream(api.app, '/api/signage/player/events', tv.headers);
    try {
      const admin = await api.admin();
      const missing = await admin.post(`/api/digital-signage-devices/${tv.id}/command`, {
        command: 'show-scene',
      });
      expect(missing.status).toBe(422);
      const reply = await admin.post(`/api/digital-signage-devices/${tv.id}/command`, {
        command: 'show-scene',
        sceneId,
      });
      const command = (reply.body.data as Device).command!;
      await asPlayer(api, tv).post(`/api/signage/player/commands/${command.id}/ack`, {
        state: 'delivered',
      });
      const abort = await admin.post(`/api/digital-signage-devices/${tv.id}/command/abort`);
      expect(abort.status).toBe(200);
      expect((abort.body.data as Device).command).toMatchObject({
        id: command.id,
        state: 'aborted',
        message: 'Im Back Office abgebrochen.',
      });
      await stream.next((m) => m.event === 'signage.command-aborted');
      const twice = await admin.post(`/api/digital-signage-devices/${tv.id}/command/abort`);
      expect(twice.status).toBe(409);
      expect(twice.body.errors).toEqual([
        { message: 'Befehl konnte nicht abgebrochen werden. Es läuft kein Befehl.' },
      ]);
    } finally {
      stream.close();
    }
  });

  it('a command the TV never takes expires as failed and is not replayed later', async () => {
    await heartbeat();
    const admin = await api.admin();
    const reply = await admin.post(`/api/digital-signage-devices/${tv.id}/command`, {
      command: 'reload',
    });
    const command = (reply.body.data as Device).command!;
    // Time passes beyond the command's lifetime.
    await api.dataSource.query(
      `UPDATE signage_device SET commandExpiresAt = '2020-01-01 00:00:00' WHERE id = ${tv.id}`,
    );
    expect((await device()).command).toMatchObject({
      id: command.id,
      state: 'failed',
      message: 'Der TV hat den Befehl nicht rechtzeitig angenommen (offline).',
    });
    const late = await asPlayer(api, tv).post(`/api/signage/player/commands/${command.id}/ack`, {
      state: 'delivered',
    });
    expect((late.body.data as { command: Command }).command.state).toBe('failed');
    // The TV connects later: the expired command is not replayed; the next one comes first.
    const stream = await openStream(api.app, '/api/signage/player/events', tv.headers);
    try {
      const next = await admin.post(`/api/digital-signage-devices/${tv.id}/command`, {
        command: 'clear-cache',
      });
      expect(next.status).toBe(200);
      const nextId = (next.body.data as Device).command!.id;
      const heard = await stream.next((m) => m.event === 'signage.command');
      expect((heard.data as { data: { command: Command } }).data.command.id).toBe(nextId);
      await asPlayer(api, tv).post(`/api/signage/player/commands/${nextId}/ack`, { state: 'done' });
    } finally {
      stream.close();
    }
  });

  it('a pending command is replayed when the TV’s stream connects', async () => {
    await heartbeat();
    const admin = await api.admin();
    const reply = await admin.post(`/api/digital-signage-devices/${tv.id}/command`, {
      command: 'play-segment',
      segmentId: (await menuBoardScene(admin, graz, 'graz-zweite')).ticker.id,
      seconds: 5,
    });
    expect(reply.status).toBe(200);
    const stream = await openStream(api.app, '/api/signage/player/events', tv.headers);
    try {
      const heard = await stream.next((m) => m.event === 'signage.command');
      expect((heard.data as { data: { command: Command } }).data.command.id).toBe(
        (reply.body.data as Device).command!.id,
      );
    } finally {
      stream.close();
      await admin.post(`/api/digital-signage-devices/${tv.id}/command/abort`);
    }
  });

  it('30 parallel commands: exactly one runs, the others are refused with the reason', async () => {
    await heartbeat();
    const admin = await api.admin();
    const replies = await Promise.all(
      Array.from({ length: 30 }, () =>
        admin.post(`/api/digital-signage-devices/${tv.id}/command`, { command: 'screenshot' }),
      ),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    for (const reply of replies.filter((r) => r.status !== 200)) {
      expect(reply.status).toBe(409);
      expect(reply.body.errors).toEqual([
        {
          message:
            'Befehl konnte nicht ausgeführt werden. Ein anderer Befehl läuft noch; bitte zuerst abbrechen.',
        },
      ]);
    }
    const winner = (replies.find((r) => r.status === 200)!.body.data as Device).command!;
    expect((await device()).command!.id).toBe(winner.id);
    // The screenshot answers the command.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const shot = await asPlayer(api, tv).post('/api/signage/player/screenshot', {
      image: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(shot.status).toBe(200);
    const after = await device();
    expect(after.command!.state).toBe('done');
    const image = await admin.get(`/api/digital-signage-devices/${tv.id}/screenshot`);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('30 parallel aborts of one command: one aborts it, the others say nothing runs', async () => {
    await heartbeat();
    const admin = await api.admin();
    await admin.post(`/api/digital-signage-devices/${tv.id}/command`, {
      command: 'show-scene',
      sceneId,
    });
    const replies = await Promise.all(
      Array.from({ length: 30 }, () =>
        admin.post(`/api/digital-signage-devices/${tv.id}/command/abort`),
      ),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 409)).toHaveLength(29);
    expect((await device()).command!.state).toBe('aborted');
  });

  it('with two API processes, a command issued on one reaches a TV connected to the other', async () => {
    if (api.kind !== 'mariadb') return;
    await heartbeat();
    const second = await api.startSecondApp();
    const stream = await openStream(second, '/api/signage/player/events', tv.headers);
    try {
      const admin = await api.admin();
      const reply = await admin.post(`/api/digital-signage-devices/${tv.id}/command`, {
        command: 'reload',
      });
      expect(reply.status).toBe(200);
      await stream.next((m) => m.event === 'signage.command');
      await asPlayer(api, tv).post(
        `/api/signage/player/commands/${(reply.body.data as Device).command!.id}/ack`,
        { state: 'done' },
      );
      await eventually(async () => ((await device()).command!.state === 'done' ? true : undefined));
    } finally {
      stream.close();
    }
  });

  it('30 at once: TVs asking for codes, one code paired from 30 tabs, heartbeats of one TV', async () => {
    const codes = await Promise.all(
      Array.from({ length: 30 }, () => api.client().post('/api/signage/pairings')),
    );
    // One address gets PAIRINGS_PER_HOUR codes an hour (other tests took some), then a 429.
    const given = codes.filter((reply) => reply.status === 201);
    expect(given.length).toBeGreaterThan(0);
    expect(given.length).toBeLessThanOrEqual(PAIRINGS_PER_HOUR);
    expect(codes.filter((reply) => reply.status === 429)).toHaveLength(30 - given.length);
    expect(codes.find((reply) => reply.status === 429)!.body.errors).toEqual([
      { message: 'Zu viele Kopplungsanfragen. Bitte später erneut versuchen.' },
    ]);
    const pairings = given.map((reply) => (reply.body as { data: { code: string } }).data);
    expect(new Set(pairings.map((pairing) => pairing.code)).size).toBe(given.length);

    const admin = await api.admin();
    const target = await created<{ id: number }>(
      await admin.post('/api/digital-signage-devices', {
        identifier: 'tv-graz-parallel',
        name: 'TV Theke',
        branch: { id: graz },
        scene: { id: sceneId },
      }),
      'device',
    );
    const pairs = await Promise.all(
      Array.from({ length: 30 }, () =>
        admin.post(`/api/digital-signage-devices/${target.id}/pair`, { code: pairings[0].code }),
      ),
    );
    expect(pairs.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(pairs.filter((reply) => reply.status === 422)).toHaveLength(29);

    const beats = await Promise.all(Array.from({ length: 30 }, () => heartbeat()));
    expect(beats.map((reply) => reply.status)).toEqual(Array(30).fill(200));
    expect(await device()).toMatchObject({ isOnline: true, appVersion: 'player-1' });
  });
});
