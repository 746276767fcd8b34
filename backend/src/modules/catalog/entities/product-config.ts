import { ValueTransformer } from 'typeorm';

/** storefront.md §3 Product.type */
export const PRODUCT_TYPES = ['simple', 'configurable', 'bundle'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** storefront.md §3 Calculation models: fixed ('Fix'), approximate ('ca.'), minimum ('ab'). */
export const CALCULATION_MODELS = ['fixed', 'approximate', 'minimum'] as const;
export type CalculationModel = (typeof CALCULATION_MODELS)[number];

export const LEAD_TIME_TYPES = ['minutes', 'hours', 'days', 'weeks'] as const;
export type LeadTimeType = (typeof LEAD_TIME_TYPES)[number];

/** storefront.md §3 Config part.type */
export const PART_TYPES = [
  'select',
  'multiselect',
  'text',
  'textarea',
  'file',
  'files',
  'image',
  'images',
] as const;
export type PartType = (typeof PART_TYPES)[number];
/** The part types a customer answers by picking options; the others take text or files. */
export const OPTION_PART_TYPES: readonly PartType[] = ['select', 'multiselect'];

/** storefront.md §3 Price modifiers. */
export const PRICE_MODIFIERS = ['add', 'subtract', 'overwrite'] as const;
export type PriceModifier = (typeof PRICE_MODIFIERS)[number];

/** An option of a select or multiselect part; `value` in the shop currency (1.5 = 1,50 €). */
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

/** What a configurable product asks the customer (storefront.md §3 config.parts). */
export interface ProductConfig {
  parts: ConfigPart[];
}

/** Another unit the product can be ordered in; 1 main unit = `ratio` of this unit. */
export interface AlternativeUnit {
  unit: string;
  ratio: number;
  minimumQuantity: number;
  maximumQuantity: number | null;
  quantityStepSize: number;
  calculationModel: CalculationModel;
}

const toCents = (euros: number) => Math.round(euros * 100);
const toEuros = (cents: number) => cents / 100;

function mapOptionValues(config: ProductConfig, map: (value: number) => number): ProductConfig {
  return {
    parts: (config.parts ?? []).map((part) => ({
      ...part,
      options: (part.options ?? []).map((option) => ({ ...option, value: map(option.value) })),
    })),
  };
}

/** Option values as integer cents, the way the config column stores them. */
export const configToStorage = (config: ProductConfig): ProductConfig =>
  mapOptionValues(config, toCents);

/** Option values back in the shop currency, the way the API speaks. */
export const configFromStorage = (config: ProductConfig): ProductConfig =>
  mapOptionValues(config, toEuros);

/**
 * Money inside JSON is stored exactly, like the price column: the config column holds each
 * option value as integer cents (1.5 € → 150), never as a binary float.
 */
export const configTransformer: ValueTransformer = {
  to: (value: ProductConfig | null | undefined) =>
    value === null || value === undefined ? value : configToStorage(value),
  from: (value: ProductConfig | null) => (value === null ? null : configFromStorage(value)),
};
