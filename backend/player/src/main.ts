import { Connection, listen, type StreamEvent } from './net';
import { ScenePlayer } from './scene';
import { takeScreenshot } from './screenshot';
import type {
  BranchMenu,
  Command,
  CommandAck,
  Heartbeat,
  Pairing,
  PairingState,
  Schedule,
  Screenshot,
} from './types';

/** The player of /signage/{path} and /signage/device/{code}: no framework, one small file. */
const APP_VERSION = 'player-1.7.2';
const HEARTBEAT_MS = 30_000;
const PAIRING_POLL_MS = 5_000;
const MEDIA_CACHE = 'bw-signage-media';

const params = new URLSearchParams(location.search);
/** Playback speed (the memory bench plays 2,000 segments quickly). */
const RATE = Math.max(1, Number(params.get('rate')) || 1);
const segments = location.pathname
  .replace(/^\/signage\/?/, '')
  .split('/')
  .filter(Boolean);
const deviceMode = segments[0] === 'device';
let code: string | null = deviceMode ? ((segments[1] ?? null)?.toUpperCase() ?? null) : null;
const scenePath = deviceMode ? null : (segments[0] ?? null);

const app = document.getElementById('app')!;
const status = document.getElementById('status')!;
const connection = new Connection(null);
let schedule: Schedule | null = null;
let own: Schedule | null = null;
let player: ScenePlayer | null = null;
let running: Command | null = null;
const handled = new Set<string>();
let online = false;

const storageKey = () =>
  `bw-signage:schedule:${deviceMode ? `device:${code}` : `scene:${scenePath}`}`;
const tokenKey = (forCode: string) => `bw-signage:token:${forCode}`;

function setOnline(value: boolean): void {
  online = value;
  document.body.dataset.connection = value ? 'online' : 'offline';
  status.title = value ? 'Verbunden' : 'Keine Verbindung – spielt weiter aus dem Speicher';
}

function message(title: string, text: string, extra?: string): void {
  player?.stop();
  player = null;
  const box = document.createElement('div');
  box.className = 'message';
  const h = document.createElement('h1');
  h.textContent = title;
  const p = document.createElement('p');
  p.textContent = text;
  box.append(h, p);
  if (extra) {
    const big = document.createElement('div');
    big.className = 'pairing-code';
    big.textContent = extra;
    box.append(big);
  }
  app.replaceChildren(box);
}

async function fetchMenus(branchId: number): Promise<BranchMenu[]> {
  const reply = await connection.json<BranchMenu[]>('GET', `/api/branches/${branchId}/menus`);
  if (reply.status !== 200 || !reply.data) throw new Error('Speisekarte nicht ladbar');
  return reply.data;
}

/** Everything the schedule shows, into the Cache API, so it plays on without the server. */
async function cacheMedia(next: Schedule): Promise<void> {
  if (!('caches' in window)) return;
  const cache = await caches.open(MEDIA_CACHE);
  const urls = next.segments
    .flatMap((s) => [s.imageUrl, s.videoUrl])
    .filter((u): u is string => !!u);
  for (const url of urls) {
    if (!(await cache.match(url))) await cache.add(url).catch(() => undefined);
  }
}

function show(next: Schedule): void {
  schedule = next;
  document.body.style.background = next.scene.background;
  if (player && player.sceneId === next.scene.id) {
    player.update(next);
    return;
  }
  player?.stop();
  player = new ScenePlayer(next, RATE, fetchMenus, onSegmentChange);
  app.replaceChildren(player.root);
  player.start();
}

const scheduleUrl = () =>
  deviceMode ? '/api/signage/player/schedule' : `/api/signage/scenes/${scenePath}/schedule`;

/** Loads the schedule; the stored one when the server cannot be reached. */
async function loadSchedule(): Promise<'ok' | 'unpaired' | 'missing' | 'offline'> {
  let reply: { status: number; data: Schedule | null };
  try {
    reply = await connection.json<Schedule>('GET', scheduleUrl());
  } catch {
    const stored = localStorage.getItem(storageKey());
    if (stored && !schedule) show((own = JSON.parse(stored) as Schedule));
    return schedule ? 'offline' : 'offline';
  }
  if (reply.status === 401) return 'unpaired';
  if (reply.status !== 200 || !reply.data) return 'missing';
  own = reply.data;
  localStorage.setItem(storageKey(), JSON.stringify(own));
  void cacheMedia(own);
  // A running show-scene keeps its scene; the own schedule waits underneath.
  if (!running || running.command !== 'show-scene') show(own);
  if (own.command && own.command.command === 'show-scene' && !handled.has(own.command.id)) {
    void onCommand(own.command);
  }
  return 'ok';
}

let segmentChanges = 0;
let reported = false;
/** Counts segment changes (the memory bench reads it); the first one is reported at once. */
function onSegmentChange(): void {
  segmentChanges += 1;
  document.body.dataset.segmentChanges = String(segmentChanges);
  if (!reported && deviceMode && player?.nowPlaying().segmentId) {
    reported = true;
    void heartbeat();
  }
}

let reloadTimer: ReturnType<typeof setTimeout> | null = null;
/** Several changes in a moment (a save touches many rows) load the schedule once. */
function scheduleChanged(entity: unknown): void {
  if (reloadTimer) clearTimeout(reloadTimer);
  reloadTimer = setTimeout(() => {
    reloadTimer = null;
    void loadSchedule().then(() => {
      if (entity === 'catalog' || entity === 'orders') void player?.refreshData();
    });
  }, 150);
}

async function ack(command: Command, state: CommandAck['state'], text?: string) {
  await connection
    .json('POST', `/api/signage/player/commands/${command.id}/ack`, {
      state,
      message: text ?? null,
    } satisfies CommandAck)
    .catch(() => undefined);
}

let overlay: HTMLElement | null = null;
function showOverlay(text: string): void {
  overlay?.remove();
  overlay = document.createElement('div');
  overlay.className = 'identify';
  overlay.textContent = text;
  document.body.append(overlay);
}

function endRunning(): void {
  overlay?.remove();
  overlay = null;
  const was = running;
  running = null;
  if (was?.command === 'show-scene' && own) show(own);
  if (was?.command === 'play-segment' && schedule) show(schedule);
}

async function onCommand(command: Command): Promise<void> {
  if (handled.has(command.id)) return;
  handled.add(command.id);
  try {
    switch (command.command) {
      case 'reload':
        await ack(command, 'done');
        location.reload();
        return;
      case 'clear-cache':
        for (const key of await caches.keys()) await caches.delete(key);
        localStorage.removeItem(storageKey());
        await ack(command, 'done');
        await loadSchedule();
        return;
      case 'identify':
        running = command;
        await ack(command, 'delivered');
        showOverlay(own?.device?.name ?? 'TV');
        setTimeout(() => {
          if (running?.id !== command.id) return;
          endRunning();
          void ack(command, 'done');
        }, 10_000 / RATE);
        return;
      case 'screenshot': {
        await ack(command, 'delivered');
        const image = takeScreenshot(player);
        const reply = await connection.json('POST', '/api/signage/player/screenshot', {
          image,
        } satisfies Screenshot);
        if (reply.status !== 200) await ack(command, 'failed', 'Bildschirmfoto nicht übertragen');
        return;
      }
      case 'show-scene': {
        const reply = await connection.json<Schedule>(
          'GET',
          `/api/signage/player/scenes/${command.sceneId}/schedule`,
        );
        if (reply.status !== 200 || !reply.data) {
          await ack(command, 'failed', 'Szene nicht ladbar');
          return;
        }
        running = command;
        await ack(command, 'delivered');
        show(reply.data);
        return;
      }
      case 'play-segment': {
        if (!own?.segments.some((s) => s.id === command.segmentId)) await loadSchedule();
        const segment = own?.segments.find((s) => s.id === command.segmentId);
        const zone = player?.main();
        if (!segment || !zone) {
          await ack(command, 'failed', 'Filmsequenz nicht ladbar');
          return;
        }
        running = command;
        await ack(command, 'delivered');
        await zone.playOnly(segment, command.seconds ?? 10);
        if (running?.id === command.id) {
          running = null;
          await ack(command, 'done');
        }
        return;
      }
      default:
        await ack(command, 'failed', 'Unbekannter Befehl');
    }
  } catch (error) {
    await ack(command, 'failed', String(error).slice(0, 200));
  }
}

function onEvent({ data }: StreamEvent): void {
  const command = data.data?.command as Command | undefined;
  if (data.type === 'signage.command' && command) void onCommand(command);
  else if (data.type === 'signage.command-aborted' && command) {
    if (running?.id === command.id) endRunning();
  } else if (data.type === 'signage.changed') scheduleChanged(data.data?.entity);
}

async function heartbeat(): Promise<void> {
  if (!deviceMode) return;
  const nowPlaying = player?.nowPlaying() ?? null;
  try {
    const reply = await connection.json('POST', '/api/signage/player/heartbeat', {
      nowPlaying,
      appVersion: APP_VERSION,
      screenWidth: window.screen.width,
      screenHeight: window.screen.height,
    } satisfies Heartbeat);
    document.body.dataset.lastHeartbeat = reply.status === 200 ? new Date().toISOString() : '';
  } catch {
    // Offline: the next beat tries again.
  }
}

/** A TV without a token (or a code that ran out): asks for a code and shows it. */
async function pair(): Promise<void> {
  const reply = await connection.json<Pairing>('POST', '/api/signage/pairings');
  if (reply.status !== 201 || !reply.data) throw new Error('Kein Code');
  code = reply.data.code;
  localStorage.setItem(tokenKey(code), reply.data.token);
  connection.token = reply.data.token;
  history.replaceState(null, '', `/signage/device/${code}`);
}

async function waitForPairing(): Promise<void> {
  for (;;) {
    message(
      'TV koppeln',
      'Diesen Code im Back Office unter „TVs“ eingeben, um den TV zu koppeln.',
      code ?? '',
    );
    await new Promise((resolve) => setTimeout(resolve, PAIRING_POLL_MS));
    const result = await loadSchedule().catch(() => 'offline' as const);
    if (result === 'ok') return;
    if (result === 'missing') {
      message('Keine Szene', 'Diesem TV ist im Back Office noch keine Szene zugewiesen.');
      continue;
    }
    const waiting = await connection
      .json<PairingState>('GET', `/api/signage/pairings/${code}`)
      .catch(() => null);
    if (waiting?.data && !waiting.data.waiting) await pair().catch(() => undefined);
  }
}

async function main(): Promise<void> {
  setOnline(false);
  if ('serviceWorker' in navigator) {
    void navigator.serviceWorker
      .register('/signage/sw.js', { scope: '/signage/' })
      .catch(() => undefined);
  }
  if (deviceMode) {
    connection.token = code ? localStorage.getItem(tokenKey(code)) : null;
    if (!connection.token) {
      while (!connection.token) {
        try {
          await pair();
        } catch {
          message('Keine Verbindung', 'Der Server ist nicht erreichbar. Neuer Versuch läuft …');
          await new Promise((resolve) => setTimeout(resolve, PAIRING_POLL_MS));
        }
      }
    }
  }
  const first = await loadSchedule();
  if (first === 'unpaired') await waitForPairing();
  else if (first === 'missing') {
    if (deviceMode) await waitForPairing();
    else message('Szene nicht gefunden', `Unter „${scenePath}“ gibt es keine Szene.`);
  } else if (first === 'offline' && !schedule) {
    message('Keine Verbindung', 'Der Server ist nicht erreichbar. Neuer Versuch läuft …');
  }
  const events = deviceMode
    ? '/api/signage/player/events'
    : `/api/signage/scenes/${scenePath}/events`;
  listen(events, connection, onEvent, (connected) => {
    const was = online;
    setOnline(connected);
    // Back after a break: what changed meanwhile, and the back office sees the TV at once.
    if (connected && !was) {
      void loadSchedule();
      void heartbeat();
    }
  });
  setInterval(() => void heartbeat(), HEARTBEAT_MS);
}

void main();
