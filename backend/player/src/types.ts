/** The schedule as GET …/schedule answers it (backend ScheduleResponse). */
export interface Zone {
  key: string;
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  streamIds: number[];
}

export interface Daypart {
  weekdays?: number[] | null;
  from?: string | null;
  to?: string | null;
  dateFrom?: string | null;
  dateTo?: string | null;
}

export interface Stream {
  id: number;
  name: string;
  priority: number;
  isInterrupt: boolean;
  isEnabled: boolean;
  dayparts: Daypart[];
  segmentIds: number[];
}

export interface Segment {
  id: number;
  name: string;
  type: string;
  duration: number;
  transition: 'none' | 'fade' | 'slide';
  content: {
    cmsType?: string | null;
    cmsId?: number | null;
    branchId?: number | null;
    menuId?: number | null;
    categoryIds?: number[] | null;
    showAllergens?: boolean | null;
    showImages?: boolean | null;
    unavailable?: 'strike' | 'hide' | null;
    title?: string | null;
    url?: string | null;
    text?: string | null;
    speed?: number | null;
    color?: string | null;
    background?: string | null;
  };
  imageUrl: string | null;
  videoUrl: string | null;
}

export interface Command {
  id: string;
  command: string;
  sceneId: number | null;
  segmentId: number | null;
  seconds: number | null;
  state: string;
}

export interface Schedule {
  scene: {
    id: number;
    name: string;
    path: string;
    width: number;
    height: number;
    background: string;
    zones: Zone[];
  };
  streams: Stream[];
  segments: Segment[];
  orderBoards: { branchId: number; preparing: number[]; ready: number[] }[];
  timeZone: string;
  device: { id: number; name: string; identifier: string; pairingCode: string | null } | null;
  command: Command | null;
  version: string;
}

/** What the public catalogue of a branch says (GET /api/branches/{id}/menus). */
export interface MenuProduct {
  id: number;
  name: string;
  price?: number;
  unit: string;
  allergens?: string | null;
  isOrderable: boolean;
  description?: string | null;
}
export interface MenuCategory {
  id: number;
  name: string;
  products: MenuProduct[];
}
export interface BranchMenu {
  id: number;
  name: string;
  catalog: MenuCategory[];
}

export interface NowPlaying {
  sceneId: number | null;
  streamId: number | null;
  segmentId: number | null;
  segmentName: string | null;
  since: string | null;
}
