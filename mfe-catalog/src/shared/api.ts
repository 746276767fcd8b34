import {
  http,
  type BranchRef,
  type ListQuery,
  type OpeningHourRule,
  type Page,
} from '@bestellwerk/api-client';

/** An image as the API sends it (backoffice-api.md §3 images). */
export interface Image {
  id: number;
  version: number;
  extension: string;
  alt?: string | null;
}

export interface Ref {
  id: number;
}

export type ProductType = 'simple' | 'configurable' | 'bundle';
export type CalculationModel = 'fixed' | 'approximate' | 'minimum';
export type LeadTimeType = 'minutes' | 'hours' | 'days' | 'weeks';
export type PartType =
  'select' | 'multiselect' | 'text' | 'textarea' | 'file' | 'files' | 'image' | 'images';
export type PriceModifier = 'add' | 'subtract' | 'overwrite';

export interface PartOption {
  name: string;
  modifier: PriceModifier;
  value: number;
}

export interface ConfigPart {
  name: string;
  description: string | null;
  type: PartType;
  optional: boolean;
  options: PartOption[];
}

export interface AlternativeUnit {
  unit: string;
  ratio: number;
  minimumQuantity: number;
  maximumQuantity: number | null;
  quantityStepSize: number;
  calculationModel: CalculationModel;
}

/** storefront.md §3 Product as the back office reads it. */
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

export interface CatalogEntry {
  id: number;
  products: Ref[];
}

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

function crud<T, P>(path: string) {
  return {
    list: (query?: ListQuery): Promise<Page<T>> => http.list<T>(path, query),
    get: (id: number) => http.get<T>(`${path}/${id}`),
    create: (payload: P) => http.post<T>(path, payload),
    update: (id: number, payload: Partial<P>) => http.put<T>(`${path}/${id}`, payload),
    remove: (id: number) => http.delete<unknown>(`${path}/${id}`),
  };
}

/** The catalogue calls of backoffice-api.md §7 (generic CRUD) plus the image upload. */
export const catalogApi = {
  menus: crud<Menu, MenuPayload>('/menus'),
  categories: crud<Category, CategoryPayload>('/categories'),
  tags: crud<Tag, TagPayload>('/tags'),
  products: crud<Product, ProductPayload>('/products'),
  images: {
    /** The file as a data URL (data:image/png;base64,…). */
    upload: (file: string, alt?: string) => http.post<Image>('/images', { file, alt }),
  },
};

/** /image/{size}/{id}-{version}.{extension} (sizes: icon 64, thumbnail 128, tiny 256, …). */
export const imageUrl = (
  image: Image,
  size: 'icon' | 'thumbnail' | 'tiny' | 'small' = 'thumbnail',
) => `/image/${size}/${image.id}-${image.version}.${image.extension}`;

/** Reads a browser file as a data URL for POST /api/images. */
export function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('Die Datei konnte nicht gelesen werden.'));
    reader.readAsDataURL(file);
  });
}
