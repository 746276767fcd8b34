import { createMenuBoard } from './menu-board';
import type { BranchMenu, Schedule, Segment } from './types';

/** A segment on screen: its element, how long it stays, and how to let it go. */
export interface Rendered {
  element: HTMLElement;
  /** Milliseconds on screen; null: until `ended` fires (a video without a duration). */
  durationMs: number | null;
  ended?: Promise<void>;
  /** Shows fresh data in place (the menu board after a catalogue change). */
  refresh?: () => Promise<void>;
  dispose(): void;
}

export interface RenderContext {
  schedule: Schedule;
  /** Playback speed factor (1 normally; the bench plays faster). */
  rate: number;
  menus(branchId: number): Promise<BranchMenu[]>;
  /** The zone's element: a segment that sizes itself to its zone measures in it. */
  host: HTMLElement;
}

const el = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

const LOAD_TIMEOUT_MS = 8000;

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: Zeitüberschreitung`)), LOAD_TIMEOUT_MS),
    ),
  ]);
}

function orderBoard(segment: Segment, schedule: Schedule): HTMLElement {
  const data = schedule.orderBoards.find((b) => b.branchId === segment.content.branchId) ?? {
    preparing: [],
    ready: [],
  };
  const board = el('div', 'order-board');
  for (const [heading, numbers, kind] of [
    ['In Zubereitung', data.preparing, 'preparing'],
    ['Abholbereit', data.ready, 'ready'],
  ] as const) {
    const column = el('section', `order-column ${kind}`);
    column.append(el('h2', undefined, heading));
    const list = el('ul');
    for (const number of numbers) list.append(el('li', undefined, String(number)));
    column.append(list);
    board.append(column);
  }
  return board;
}

/** Builds a segment's element and resolves once it can be shown without a blank frame. */
export async function render(segment: Segment, ctx: RenderContext): Promise<Rendered> {
  const frame = el('div', `segment segment-${segment.type}`);
  frame.dataset.segmentId = String(segment.id);
  const { color, background } = segment.content;
  if (color) frame.style.color = color;
  if (background) frame.style.background = background;
  const seconds = (segment.duration || 10) * 1000;
  const durationMs = seconds / ctx.rate;
  const disposers: (() => void)[] = [];
  const base = {
    element: frame,
    durationMs,
    dispose: () => {
      for (const dispose of disposers) dispose();
      frame.remove();
    },
  };

  switch (segment.type) {
    case 'image': {
      const image = el('img');
      image.alt = segment.name;
      image.src = segment.imageUrl ?? '';
      await withTimeout(image.decode(), 'Bild');
      frame.append(image);
      disposers.push(() => image.removeAttribute('src'));
      return base;
    }
    case 'video': {
      const video = el('video');
      video.muted = true;
      video.playsInline = true;
      video.preload = 'auto';
      video.src = segment.videoUrl ?? '';
      await withTimeout(
        new Promise<void>((resolve, reject) => {
          video.addEventListener('canplay', () => resolve(), { once: true });
          video.addEventListener('error', () => reject(new Error('Video')), { once: true });
        }),
        'Video',
      );
      frame.append(video);
      video.playbackRate = Math.min(ctx.rate, 16);
      void video.play().catch(() => undefined);
      disposers.push(() => {
        video.pause();
        video.removeAttribute('src');
        video.load();
      });
      const ended = new Promise<void>((resolve) =>
        video.addEventListener('ended', () => resolve(), { once: true }),
      );
      return { ...base, durationMs: segment.duration ? durationMs : null, ended };
    }
    case 'menu-board': {
      const branchId = segment.content.branchId!;
      const board = createMenuBoard(frame, ctx.host, segment, await ctx.menus(branchId), ctx.rate);
      disposers.push(() => board.dispose());
      return {
        ...base,
        durationMs: board.durationMs,
        refresh: async () => board.update(await ctx.menus(branchId)),
      };
    }
    case 'order-board':
      frame.append(orderBoard(segment, ctx.schedule));
      return base;
    case 'clock': {
      const time = el('div', 'clock-time');
      const date = el('div', 'clock-date');
      const tick = () => {
        const now = new Date();
        time.textContent = now.toLocaleTimeString('de-AT', {
          timeZone: ctx.schedule.timeZone,
          hour: '2-digit',
          minute: '2-digit',
        });
        date.textContent = now.toLocaleDateString('de-AT', {
          timeZone: ctx.schedule.timeZone,
          weekday: 'long',
          day: 'numeric',
          month: 'long',
        });
      };
      tick();
      const timer = setInterval(tick, 1000);
      disposers.push(() => clearInterval(timer));
      frame.append(time, date);
      return base;
    }
    case 'web': {
      const iframe = el('iframe');
      iframe.src = segment.content.url ?? 'about:blank';
      iframe.setAttribute('sandbox', 'allow-scripts allow-same-origin');
      iframe.title = segment.name;
      await withTimeout(
        new Promise<void>((resolve) =>
          iframe.addEventListener('load', () => resolve(), { once: true }),
        ),
        'Webseite',
      ).catch(() => undefined);
      frame.append(iframe);
      disposers.push(() => iframe.setAttribute('src', 'about:blank'));
      return base;
    }
    case 'ticker': {
      const track = el('div', 'ticker-track', segment.content.text ?? '');
      const speed = segment.content.speed ?? 120;
      track.style.animationDuration = `${Math.max(4, (track.textContent!.length * 18) / speed)}s`;
      frame.append(track);
      return base;
    }
    default: {
      // CMS blocks and sites: their title and text (the CMS renders them on the web).
      frame.append(el('h1', undefined, segment.content.title || segment.name));
      if (segment.content.text) frame.append(el('p', undefined, segment.content.text));
      return base;
    }
  }
}
