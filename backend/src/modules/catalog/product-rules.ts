import { ApiErrorEntry } from '../../common/http/api-error';
import { fieldLabel } from '@bestellwerk/domain';
import { normaliseOpeningHours } from '../organisation';
import type { OpeningHourRule, OpeningHourRuleDto } from '../organisation';
import type { AlternativeUnitDto, ProductConfigDto } from './dto/product-config.dto';
import type { AlternativeUnit, CalculationModel, ProductConfig } from './entities/product-config';
import type { Product } from './entities/product.entity';

/** The values a new product starts with, as the columns default them. */
export const PRODUCT_DEFAULTS = {
  type: 'simple',
  allergens: '',
  price: 0,
  unit: 'piece',
  tax: 10,
  calculationModel: 'fixed',
  minimumQuantity: 1,
  maximumQuantity: null,
  quantityStepSize: 1,
  isEnabled: true,
  schedule: null,
  isVisibleWhenUnavailable: false,
  isPriceHidden: false,
  isStepByStep: false,
  isLeadTimeEnabled: false,
  leadTimeType: null,
  leadTimeValue: null,
  position: 0,
} as const satisfies Partial<Product>;

/**
 * A schedule as stored: every key of each rule present; no rules at all means no
 * restriction (null), not 'closed every day'.
 */
export function normaliseSchedule(
  rules: readonly OpeningHourRuleDto[] | null | undefined,
): OpeningHourRule[] | null {
  return rules && rules.length > 0 ? normaliseOpeningHours(rules) : null;
}

/** Parts as stored: every key present, options only on select parts, add 0 by default. */
export function normaliseConfig(config: ProductConfigDto): ProductConfig {
  return {
    parts: config.parts.map((part) => ({
      name: part.name.trim(),
      description: part.description ?? null,
      type: part.type,
      optional: part.optional ?? false,
      options: (part.options ?? []).map((option) => ({
        name: option.name.trim(),
        modifier: option.modifier ?? 'add',
        value: option.value ?? 0,
      })),
    })),
  };
}

/** Alternative units as stored: limits default like the product's own. */
export function normaliseAlternativeUnits(
  units: readonly AlternativeUnitDto[],
  calculationModel: CalculationModel,
): AlternativeUnit[] {
  return units.map((unit) => ({
    unit: unit.unit,
    ratio: unit.ratio,
    minimumQuantity: unit.minimumQuantity ?? 1,
    maximumQuantity: unit.maximumQuantity ?? null,
    quantityStepSize: unit.quantityStepSize ?? 1,
    calculationModel: unit.calculationModel ?? calculationModel,
  }));
}

/** The quantity limits of the unit the default quantity is meant in. */
export function defaultUnitLimits(product: Product): {
  minimumQuantity: number;
  maximumQuantity: number | null;
} {
  return (
    product.alternativeUnits.find((alternative) => alternative.unit === product.defaultUnit) ??
    product
  );
}

/**
 * Fills what a new product was not sent: the columns' defaults, dine-in and takeaway tax
 * from the general rate, the default unit from the main unit, the default quantity from
 * the default unit's minimum. A changed main unit takes the default unit along unless a
 * default unit was sent with it.
 */
export function applyProductDefaults(product: Product, defaultUnitSent = false): void {
  const fields = product as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(PRODUCT_DEFAULTS)) fields[key] ??= value;
  product.dineInTax ??= product.tax;
  product.takeawayTax ??= product.tax;
  product.alternativeUnits ??= [];
  product.config ??= { parts: [] };
  const units = [product.unit, ...product.alternativeUnits.map((unit) => unit.unit)];
  if (!product.defaultUnit || (!defaultUnitSent && !units.includes(product.defaultUnit)))
    product.defaultUnit = product.unit;
  product.defaultQuantity ??= defaultUnitLimits(product).minimumQuantity;
}

const label = (field: string) => `„${fieldLabel(field)}“`;

/**
 * The rules that span several fields, checked on the record as it would be saved (so an
 * update that sends only the maximum is checked against the stored minimum).
 */
export function productRuleErrors(product: Product): ApiErrorEntry[] {
  const errors: ApiErrorEntry[] = [];
  const { minimumQuantity: min, maximumQuantity: max, defaultQuantity } = product;
  if (max !== null && max < min) {
    errors.push({
      field: 'maximumQuantity',
      message: `${label('maximumQuantity')} darf nicht kleiner als ${label('minimumQuantity')} sein.`,
    });
  }
  // The default quantity is meant in the default unit, so it keeps that unit's limits.
  const limits = defaultUnitLimits(product);
  if (
    defaultQuantity < limits.minimumQuantity ||
    (limits.maximumQuantity !== null && defaultQuantity > limits.maximumQuantity)
  ) {
    errors.push({
      field: 'defaultQuantity',
      message: `${label('defaultQuantity')} muss zwischen Mindest- und Höchstmenge der Standardeinheit liegen.`,
    });
  }

  const units = new Set([product.unit]);
  product.alternativeUnits.forEach((alternative, index) => {
    if (units.has(alternative.unit)) {
      errors.push({
        field: `alternativeUnits.${index}.unit`,
        message:
          alternative.unit === product.unit
            ? `Die Einheit „${alternative.unit}“ ist bereits die Haupteinheit.`
            : `Die Einheit „${alternative.unit}“ ist mehrfach angegeben.`,
      });
    }
    units.add(alternative.unit);
  });
  if (!units.has(product.defaultUnit)) {
    errors.push({
      field: 'defaultUnit',
      message: `${label('defaultUnit')} muss die Haupteinheit oder eine der alternativen Einheiten sein.`,
    });
  }

  if (product.isLeadTimeEnabled) {
    if (!product.leadTimeType)
      errors.push({
        field: 'leadTimeType',
        message: `${label('leadTimeType')} ist erforderlich, wenn die Vorlaufzeit aktiviert ist.`,
      });
    if (!product.leadTimeValue)
      errors.push({
        field: 'leadTimeValue',
        message: `${label('leadTimeValue')} ist erforderlich, wenn die Vorlaufzeit aktiviert ist.`,
      });
  }

  const parts = product.config.parts.length;
  if (product.type === 'simple' && parts > 0) {
    errors.push({
      field: 'config.parts',
      message:
        'Ein einfaches Produkt hat keine Konfiguration; wählen Sie den Typ „configurable“ oder „bundle“.',
    });
  }
  if (product.type === 'configurable' && parts === 0) {
    errors.push({
      field: 'config.parts',
      message: 'Ein konfigurierbares Produkt braucht mindestens ein Feld.',
    });
  }
  return errors;
}
