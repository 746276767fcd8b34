import type { OpeningHourRule } from '@bestellwerk/api-client';
import type {
  Image,
  Product,
  ProductPayload,
  ProductPlacement,
  ProductPlacementsPayload,
} from '@bestellwerk/api-client';
import type { AlternativeUnit, ConfigPart, PriceModifier } from '@bestellwerk/domain';

/** A field the user may leave empty: antd's InputNumber gives null, Input gives ''. */
type Blank<T> = T | null | undefined;

export interface OptionValues {
  name?: string;
  modifier?: PriceModifier;
  value?: Blank<number>;
}

export interface PartValues {
  name?: string;
  description?: Blank<string>;
  type?: ConfigPart['type'];
  optional?: boolean;
  options?: OptionValues[];
}

export interface AlternativeUnitValues {
  unit?: string;
  ratio?: Blank<number>;
  minimumQuantity?: Blank<number>;
  maximumQuantity?: Blank<number>;
  quantityStepSize?: Blank<number>;
  calculationModel?: AlternativeUnit['calculationModel'];
}

/** The product form's values: the API's fields, images as shown, tags as ids. */
export interface ProductFormValues {
  name?: string;
  type?: Product['type'];
  description?: Blank<string>;
  allergens?: Blank<string>;
  images?: Image[];
  price?: Blank<number>;
  unit?: string;
  tax?: Blank<number>;
  dineInTax?: Blank<number>;
  takeawayTax?: Blank<number>;
  calculationModel?: Product['calculationModel'];
  minimumQuantity?: Blank<number>;
  maximumQuantity?: Blank<number>;
  quantityStepSize?: Blank<number>;
  defaultQuantity?: Blank<number>;
  defaultUnit?: Blank<string>;
  alternativeUnits?: AlternativeUnitValues[];
  isEnabled?: boolean;
  schedule?: OpeningHourRule[] | null;
  isVisibleWhenUnavailable?: boolean;
  isPriceHidden?: boolean;
  isStepByStep?: boolean;
  isLeadTimeEnabled?: boolean;
  leadTimeType?: Product['leadTimeType'];
  leadTimeValue?: Blank<number>;
  config?: { parts?: PartValues[] };
  tags?: number[];
  /** Where it stands in the shop (PUT /products/{id}/placements, saved with the product). */
  placements?: PlacementValues[];
}

export interface PlacementValues {
  menu?: number | null;
  category?: number | null;
}

export const OPTION_TYPES: readonly ConfigPart['type'][] = ['select', 'multiselect'];

/** A new product's form: one piece, 1 at a time, enabled, 10 % VAT. */
export const NEW_PRODUCT: ProductFormValues = {
  type: 'simple',
  unit: 'piece',
  price: 0,
  tax: 10,
  dineInTax: 10,
  takeawayTax: 10,
  calculationModel: 'fixed',
  minimumQuantity: 1,
  quantityStepSize: 1,
  defaultQuantity: 1,
  isEnabled: true,
  isVisibleWhenUnavailable: false,
  isPriceHidden: false,
  isStepByStep: false,
  isLeadTimeEnabled: false,
  alternativeUnits: [],
  images: [],
  schedule: [],
  config: { parts: [] },
  tags: [],
};

const orNull = <T>(value: Blank<T>): T | null =>
  value === undefined || value === null || (value as unknown) === '' ? null : value;
const text = (value: Blank<string>) => (value ?? '').trim();
const textOrNull = (value: Blank<string>) => text(value) || null;
const num = (value: Blank<number>, fallback: number) => orNull(value) ?? fallback;

/** What the API sent → the form's values. */
export function toFormValues(product: Product): ProductFormValues {
  const { id: _id, isOrderable: _orderable, tags, ...fields } = product;
  return {
    ...fields,
    schedule: product.schedule ?? [],
    alternativeUnits: product.alternativeUnits.map((unit) => ({ ...unit })),
    config: {
      parts: product.config.parts.map((part) => ({
        ...part,
        options: part.options.map((option) => ({ ...option })),
      })),
    },
    tags: tags.map((tag) => tag.id),
  };
}

/** POST/PUT /api/products as the form sends it: every field, the parts and units included. */
export type ProductFormPayload = ProductPayload &
  Required<Pick<ProductPayload, 'config' | 'alternativeUnits'>>;
type PartPayload = ProductFormPayload['config']['parts'][number];
type AlternativeUnitPayload = ProductFormPayload['alternativeUnits'][number];
/** The units the form offers are libs/domain's UNITS, the list the server checks against. */
type UnitPayload = NonNullable<ProductPayload['unit']>;

export function partToPayload(part: PartValues): PartPayload {
  const type = part.type ?? 'text';
  return {
    name: text(part.name),
    description: textOrNull(part.description),
    type,
    optional: part.optional ?? false,
    // Options belong to select and multiselect only; the server refuses them elsewhere.
    options: OPTION_TYPES.includes(type)
      ? (part.options ?? []).map((option) => ({
          name: text(option.name),
          modifier: option.modifier ?? 'add',
          value: num(option.value, 0),
        }))
      : [],
  };
}

export function alternativeUnitToPayload(unit: AlternativeUnitValues): AlternativeUnitPayload {
  return {
    unit: unit.unit ?? '',
    ratio: num(unit.ratio, 0),
    minimumQuantity: num(unit.minimumQuantity, 1),
    maximumQuantity: orNull(unit.maximumQuantity),
    quantityStepSize: num(unit.quantityStepSize, 1),
    calculationModel: unit.calculationModel ?? 'fixed',
  };
}

/** The form's values → the body of POST/PUT /api/products (every field, refs for links). */
export function toPayload(values: ProductFormValues): ProductFormPayload {
  const unit = (values.unit ?? 'piece') as UnitPayload;
  const isLeadTimeEnabled = values.isLeadTimeEnabled ?? false;
  const schedule = values.schedule ?? [];
  return {
    name: text(values.name),
    type: values.type ?? 'simple',
    description: textOrNull(values.description),
    allergens: text(values.allergens),
    images: (values.images ?? []).map((image) => ({ id: image.id })),
    price: num(values.price, 0),
    unit,
    tax: num(values.tax, 0),
    dineInTax: num(values.dineInTax, num(values.tax, 0)),
    takeawayTax: num(values.takeawayTax, num(values.tax, 0)),
    calculationModel: values.calculationModel ?? 'fixed',
    minimumQuantity: num(values.minimumQuantity, 1),
    maximumQuantity: orNull(values.maximumQuantity),
    quantityStepSize: num(values.quantityStepSize, 1),
    defaultQuantity: num(values.defaultQuantity, num(values.minimumQuantity, 1)),
    defaultUnit: (orNull(values.defaultUnit) as UnitPayload | null) ?? unit,
    alternativeUnits: (values.alternativeUnits ?? []).map(alternativeUnitToPayload),
    isEnabled: values.isEnabled ?? true,
    schedule: schedule.length > 0 ? schedule : null,
    isVisibleWhenUnavailable: values.isVisibleWhenUnavailable ?? false,
    isPriceHidden: values.isPriceHidden ?? false,
    isStepByStep: values.isStepByStep ?? false,
    isLeadTimeEnabled,
    leadTimeType: isLeadTimeEnabled ? (values.leadTimeType ?? null) : null,
    leadTimeValue: isLeadTimeEnabled ? orNull(values.leadTimeValue) : null,
    config: { parts: (values.config?.parts ?? []).map(partToPayload) },
    tags: (values.tags ?? []).map((id) => ({ id })),
  };
}

/**
 * A copied product (clipboard context 'product') as a new product's form: the same fields,
 * the name marked as a copy, the same images (they are shared, not duplicated).
 */
export function pastedProduct(copied: ProductFormValues): ProductFormValues {
  return { ...copied, name: `${text(copied.name)} (Kopie)` };
}

export const NO_PLACEMENT_HINT =
  'Dieses Produkt steht in keinem Produktkatalog und erscheint daher nicht im Shop. Ordnen Sie es unten einer Kategorie eines Produktkatalogs zu.';

export const toPlacementValues = (placements: ProductPlacement[]): PlacementValues[] =>
  placements.map((place) => ({ menu: place.menu.id, category: place.category.id }));

/** The rows with a menu and a category chosen (a half-filled row is refused by the form). */
export function toPlacementsPayload(values: ProductFormValues): ProductPlacementsPayload {
  return {
    placements: (values.placements ?? [])
      .filter((place) => place.menu && place.category)
      .map((place) => ({ menu: { id: place.menu! }, category: { id: place.category! } })),
  };
}

/** Whether the product would stand nowhere in the shop. */
export const isPlacedNowhere = (placements: PlacementValues[] | undefined) =>
  !(placements ?? []).some((place) => place.menu && place.category);
