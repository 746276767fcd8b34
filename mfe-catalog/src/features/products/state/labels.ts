import {
  CALCULATION_MODELS,
  UNITS,
  type CalculationModel,
  type ConfigPartType,
  type LeadTimeType,
  type PriceModifier,
  unitLabel,
} from '@bestellwerk/domain';
import type { ProductType } from '@bestellwerk/api-client';

const options = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));

export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  simple: 'Einfach',
  configurable: 'Konfigurierbar',
  bundle: 'Paket',
};

export const LEAD_TIME_LABELS: Record<LeadTimeType, string> = {
  minutes: 'Minuten',
  hours: 'Stunden',
  days: 'Tage',
  weeks: 'Wochen',
};

export const PART_TYPE_LABELS: Record<ConfigPartType, string> = {
  text: 'Text',
  textarea: 'Mehrzeiliger Text',
  image: 'Bild',
  images: 'Bilder',
  file: 'Datei',
  files: 'Dateien',
  select: 'Auswahl',
  multiselect: 'Mehrfachauswahl',
};

export const MODIFIER_LABELS: Record<PriceModifier, string> = {
  add: 'Aufschlag (+)',
  subtract: 'Abzug (−)',
  overwrite: 'Preis ersetzen (=)',
};

export const PRODUCT_TYPE_OPTIONS = options(PRODUCT_TYPE_LABELS);
export const CALCULATION_OPTIONS = (Object.keys(CALCULATION_MODELS) as CalculationModel[]).map(
  (value) => ({ value, label: CALCULATION_MODELS[value].label }),
);
export const LEAD_TIME_OPTIONS = options(LEAD_TIME_LABELS);
export const PART_TYPE_OPTIONS = options(PART_TYPE_LABELS);
export const MODIFIER_OPTIONS = options(MODIFIER_LABELS);

/** The units of libs/domain as select options: key as value, German name for the label. */
export const UNIT_OPTIONS = UNITS.map((unit) => ({
  value: unit.unit as string,
  label: unitLabel(unit.unit),
}));
