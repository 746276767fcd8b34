import type { OpeningHours } from '@bestellwerk/domain';

export interface ImageRef {
  id: number;
  version: number;
  extension: string;
}

export interface TagView {
  id: number;
  name: string;
  image: ImageRef | null;
}

/** A branch as GET /api/init gives it to visitors (backend presentPublicBranch). */
export interface BranchView {
  id: number;
  identifier: string;
  name: string;
  street: string | null;
  zipCode: string | null;
  city: string | null;
  phone: string | null;
  keywords: string | null;
  timezone: string;
  tags: TagView[];
  images: ImageRef[];
  logo: ImageRef | null;
  isPublic: boolean;
  openingHours: OpeningHours;
  orderableFrom: string | null;
  closedMessage: string | null;
}

export interface ShopConfig {
  shopName: string;
  title: string | null;
  description: string | null;
  seoTitle: string | null;
  enablePluginSearch: boolean;
  enablePluginTags: boolean;
}

export interface ShopData {
  config: ShopConfig;
  branches: BranchView[];
  tags: TagView[];
}
