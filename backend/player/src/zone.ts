import { selectStream } from '@bestellwerk/domain';
import { RenderContext, Rendered, render } from './segments';
import type { Segment, Stream, Zone } from './types';

const TRANSITION_MS = 600;
/** How often a zone with nothing valid looks again (a daypart may have begun). */
const IDLE_RETRY_MS = 5000;

/**
 * One zone: plays the valid stream of highest priority, segment after segment. The next
 * segment is built and loaded in a second layer while the current one shows, then faded
 * over it, so there is never a blank frame; the old layer is then emptied and removed.
 */
export class ZonePlayer {
  private current: Rendered | null = null;
  /** The previous segment while the current one fades in over it (at most one). */
  private fading: Rendered | null = null;
  private fadeTimer: ReturnType<typeof setTimeout> | null = null;
  private currentSegment: Segment | null = null;
  private streamId: number | null = null;
  private index = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private generation = 0;
  since: string | null = null;

  constructor(
    readonly element: HTMLElement,
    private zone: Zone,
    private ctx: RenderContext,
    private readonly onChange: () => void,
  ) {}

  start(): void {
    void this.advance();
  }

  stop(): void {
    this.stopped = true;
    this.generation++;
    if (this.timer) clearTimeout(this.timer);
    this.current?.dispose();
    this.current = null;
    this.dropFading();
  }

  private dropFading(): void {
    if (this.fadeTimer) clearTimeout(this.fadeTimer);
    this.fadeTimer = null;
    this.fading?.dispose();
    this.fading = null;
  }

  /** A new schedule: the zone goes on where it is and picks the new playlist up next. */
  update(zone: Zone, ctx: RenderContext): void {
    this.zone = zone;
    this.ctx = ctx;
  }

  async refresh(): Promise<void> {
    await this.current?.refresh?.().catch(() => undefined);
  }

  nowPlaying() {
    return {
      streamId: this.streamId,
      segmentId: this.currentSegment?.id ?? null,
      segmentName: this.currentSegment?.name ?? null,
      since: this.since,
    };
  }

  /** The element on screen now (for screenshots). */
  visible(): HTMLElement | null {
    return this.current?.element ?? null;
  }

  private streams(): Stream[] {
    return this.ctx.schedule.streams.filter((stream) => this.zone.streamIds.includes(stream.id));
  }

  private nextSegment(): Segment | null {
    const stream = selectStream(this.streams(), new Date(), this.ctx.schedule.timeZone);
    if (!stream) {
      this.streamId = null;
      return null;
    }
    if (stream.id !== this.streamId) {
      this.streamId = stream.id;
      this.index = 0;
    }
    const segments = stream.segmentIds
      .map((id) => this.ctx.schedule.segments.find((segment) => segment.id === id))
      .filter((segment): segment is Segment => segment !== undefined);
    if (!segments.length) return null;
    const segment = segments[this.index % segments.length];
    this.index = (this.index + 1) % segments.length;
    return segment;
  }

  private async advance(): Promise<void> {
    if (this.stopped) return;
    const generation = ++this.generation;
    const segment = this.nextSegment();
    if (!segment) {
      this.show(null, null);
      this.timer = setTimeout(() => void this.advance(), IDLE_RETRY_MS);
      return;
    }
    let rendered: Rendered;
    try {
      rendered = await render(segment, this.ctx);
    } catch {
      // Could not load (offline and not cached): skip it, the current one stays.
      if (generation === this.generation)
        this.timer = setTimeout(() => void this.advance(), 1000 / this.ctx.rate);
      return;
    }
    if (generation !== this.generation || this.stopped) {
      rendered.dispose();
      return;
    }
    this.show(rendered, segment);
    const next = () => {
      if (generation === this.generation) void this.advance();
    };
    if (rendered.durationMs !== null) this.timer = setTimeout(next, rendered.durationMs);
    else void rendered.ended?.then(next);
  }

  /** Plays one segment for `seconds`, then goes back to the schedule. */
  async playOnly(segment: Segment, seconds: number): Promise<void> {
    const generation = ++this.generation;
    if (this.timer) clearTimeout(this.timer);
    const rendered = await render(segment, this.ctx);
    if (generation !== this.generation) {
      rendered.dispose();
      return;
    }
    this.show(rendered, segment);
    await new Promise((resolve) => {
      this.timer = setTimeout(resolve, (seconds * 1000) / this.ctx.rate);
    });
    if (generation === this.generation) void this.advance();
  }

  private show(rendered: Rendered | null, segment: Segment | null): void {
    const old = this.current;
    this.current = rendered;
    this.currentSegment = segment;
    this.since = new Date().toISOString();
    if (rendered) {
      const { element } = rendered;
      const fade = segment?.transition !== 'none';
      element.style.opacity = fade ? '0' : '1';
      element.style.transition = fade ? `opacity ${TRANSITION_MS}ms ease` : '';
      this.element.append(element);
      if (fade) {
        // The new layer lies on top of the old one, fully loaded, and fades in over it.
        void element.offsetWidth;
        element.style.opacity = '1';
      }
    }
    // A layer still fading out from the change before goes at once: never more than two.
    this.dropFading();
    if (old) {
      if (rendered && segment?.transition !== 'none') {
        this.fading = old;
        this.fadeTimer = setTimeout(() => this.dropFading(), TRANSITION_MS);
      } else old.dispose();
    }
    this.onChange();
  }
}
