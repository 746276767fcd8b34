/**
 * The catalogue's shapes as the back office reads and writes them (backoffice-api.md §3,
 * storefront.md §3 Product). The rules' own types (units, calculation models, config parts,
 * lead times) come from libs/domain, the same the server checks them with.
 */
import type {
  AlternativeUnit,
  CalculationModel,
  ConfigPart,
  ImageRef,
  LeadTimeType,
} from '@bestellwerk/domain';
import type { BranchRef, OpeningHourRule } from './types';

/** An image as the API sends it. */
export interface Image extends ImageRef {
  alt?: string | null;
}

/** A reference to another entity in a payload. */
export interface Ref {
  id: number;
}

export type ProductType = 'simple' | 'configurable' | 'bundle';

export interface Product {
  id: number;
  name: string;
  type: ProductType;
  description: string | null;
  allergens: string;
  images: Image[];
  price: number;
  unit: string;
  tax: number;
  dineInTax: number;
  takeawayTax: number;
  calculationModel: CalculationModel;
  minimumQuantity: number;
  maximumQuantity: number | null;
  quantityStepSize: number;
  defaultQuantity: number;
  defaultUnit: string;
  alternativeUnits: AlternativeUnit[];
  isEnabled: boolean;
  schedule: OpeningHourRule[] | null;
  isVisibleWhenUnavailable: boolean;
  isPriceHidden: boolean;
  isStepByStep: boolean;
  isLeadTimeEnabled: boolean;
  leadTimeType: LeadTimeType | null;
  leadTimeValue: number | null;
  config: { parts: ConfigPart[] };
  tags: { id: number; name: string }[];
  position?: number;
  isOrderable?: boolean;
}

/** What POST/PUT /api/products take: the product's fields, images and tags as refs. */
export type ProductPayload = Omit<Product, 'id' | 'images' | 'tags' | 'isOrderable'> & {
  images: Ref[];
  tags: Ref[];
};

export interface Category {
  id: number;
  name: string;
  description: string | null;
  image: Image | null;
  isEnabled: boolean;
  schedule: OpeningHourRule[] | null;
  isVisibleWhenUnavailable: boolean;
  position?: number;
}

export interface CategoryPayload extends Omit<Category, 'id' | 'image'> {
  image: Ref | null;
}

export interface Tag {
  id: number;
  name: string;
  image: Image | null;
}

export interface TagPayload {
  name: string;
  image: Ref | null;
}

/** A category of a menu with its products, in order. */
export interface CatalogEntry {
  id: number;
  products: Ref[];
}

/** Produktkatalog. */
export interface Menu {
  id: number;
  name: string;
  availableFrom: string | null;
  isEnabled: boolean;
  branches: BranchRef[];
  catalog: CatalogEntry[];
}

export interface MenuPayload {
  name: string;
  availableFrom: string | null;
  isEnabled: boolean;
  branches: Ref[];
  catalog: CatalogEntry[];
}
