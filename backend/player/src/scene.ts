import { uncoveredRect } from '@bestellwerk/domain';
import type { RenderContext } from './segments';
import type { BranchMenu, Schedule } from './types';
import { ZonePlayer } from './zone';

/** A scene on screen: one ZonePlayer per zone, placed in percent of the screen. */
export class ScenePlayer {
  readonly root: HTMLElement;
  private zones: ZonePlayer[] = [];
  private menuCache = new Map<number, BranchMenu[]>();

  constructor(
    private schedule: Schedule,
    private readonly rate: number,
    private readonly fetchMenus: (branchId: number) => Promise<BranchMenu[]>,
    private readonly onChange: () => void,
  ) {
    this.root = document.createElement('div');
    this.root.className = 'scene';
    this.build();
  }

  get sceneId(): number {
    return this.schedule.scene.id;
  }

  private context(host: HTMLElement): RenderContext {
    return {
      host,
      schedule: this.schedule,
      rate: this.rate,
      menus: async (branchId) => {
        const cached = this.menuCache.get(branchId);
        if (cached) return cached;
        const menus = await this.fetchMenus(branchId);
        this.menuCache.set(branchId, menus);
        return menus;
      },
    };
  }

  private build(): void {
    this.root.style.background = this.schedule.scene.background;
    const zones = this.schedule.scene.zones;
    zones.forEach((zone, index) => {
      const element = document.createElement('div');
      element.className = 'zone';
      element.dataset.zone = zone.key;
      Object.assign(element.style, {
        left: `${zone.x}%`,
        top: `${zone.y}%`,
        width: `${zone.width}%`,
        height: `${zone.height}%`,
      });
      // What later zones (drawn above, e.g. a ticker strip) cover stays free of content.
      const free = uncoveredRect(zone, zones.slice(index + 1));
      const share = (part: number, of: number) => `${of > 0 ? (part / of) * 100 : 0}%`;
      element.style.setProperty('--free-top', share(free.y - zone.y, zone.height));
      element.style.setProperty('--free-left', share(free.x - zone.x, zone.width));
      element.style.setProperty(
        '--free-bottom',
        share(zone.y + zone.height - free.y - free.height, zone.height),
      );
      element.style.setProperty(
        '--free-right',
        share(zone.x + zone.width - free.x - free.width, zone.width),
      );
      this.root.append(element);
      this.zones.push(new ZonePlayer(element, zone, this.context(element), this.onChange));
    });
  }

  start(): void {
    for (const zone of this.zones) zone.start();
  }

  stop(): void {
    for (const zone of this.zones) zone.stop();
    this.zones = [];
    this.root.remove();
  }

  /** A new version of the same scene: zones keep playing; a changed layout is rebuilt. */
  update(schedule: Schedule): void {
    const sameLayout =
      JSON.stringify(schedule.scene.zones.map(({ streamIds: _s, ...zone }) => zone)) ===
      JSON.stringify(this.schedule.scene.zones.map(({ streamIds: _s, ...zone }) => zone));
    this.schedule = schedule;
    if (!sameLayout) {
      for (const zone of this.zones) zone.stop();
      this.zones = [];
      this.root.replaceChildren();
      this.build();
      this.start();
      return;
    }
    this.zones.forEach((zone, index) =>
      zone.update(schedule.scene.zones[index], this.context(zone.element)),
    );
  }

  /** Catalogue or orders changed: fresh data into what shows now. */
  async refreshData(): Promise<void> {
    this.menuCache.clear();
    await Promise.all(this.zones.map((zone) => zone.refresh()));
  }

  nowPlaying() {
    return { sceneId: this.schedule.scene.id, ...(this.zones[0]?.nowPlaying() ?? {}) };
  }

  main(): ZonePlayer | null {
    return this.zones[0] ?? null;
  }

  /** Every zone's element on screen with its place, for the screenshot. */
  visible(): { element: HTMLElement; zone: HTMLElement }[] {
    return this.zones.flatMap((zone) => {
      const element = zone.visible();
      return element ? [{ element, zone: zone.element }] : [];
    });
  }
}
