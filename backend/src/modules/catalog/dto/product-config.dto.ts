import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsPositive,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
  ValidationArguments,
} from 'class-validator';
import { IsNumber } from '../../../common/validation/is-number';
import { UNITS, fieldLabel } from '@bestellwerk/domain';
import { IsOptionalNotNull, IsRequired } from '../../../common/validation/presence';
import { MONEY, moneyMessage } from '../../organisation';
import {
  CALCULATION_MODELS,
  CalculationModel,
  OPTION_PART_TYPES,
  PART_TYPES,
  PRICE_MODIFIERS,
  PartType,
  PriceModifier,
} from '../entities/product-config';
import { HasUniqueNames, IsNotBelow } from './catalog-validators';
import { germanMessage } from '../../../common/validation/german-messages';

// Type checks sit at the bottom of each stack: decorators apply bottom-up, so a wrong type is
// reported first (the client shows the first message). Required fields use IsRequired.

/** The unit keys of storefront.md §3 Units (piece, gram, liter, …). */
export const UNIT_KEYS: readonly string[] = UNITS.map((unit) => unit.unit);

/** Quantities are DECIMAL(12,3): up to three decimals (0.125 kg). */
export const QUANTITY = { maxDecimalPlaces: 3, allowNaN: false, allowInfinity: false } as const;
export const MAX_QUANTITY = 1_000_000;
export const quantityMessage = (field: string) =>
  germanMessage(`„${fieldLabel(field)}“ muss eine Zahl mit höchstens drei Nachkommastellen sein.`);

export const unitMessage = (field: string) =>
  germanMessage(
    `„${fieldLabel(field)}“ muss eine bekannte Einheit sein (z. B. piece, kilogram, liter).`,
  );

/**
 * A select or multiselect part needs something to pick from; the other part types take
 * text or files, so options there would never be shown.
 */
function HasOptionsForType(): PropertyDecorator {
  const problem = (part: ConfigPartDto, value: unknown) => {
    const needsOptions = OPTION_PART_TYPES.includes(part.type);
    const count = Array.isArray(value) ? value.length : 0;
    if (needsOptions && count === 0)
      return 'Ein Auswahlfeld braucht mindestens eine Option („Optionen“).';
    if (!needsOptions && count > 0)
      return '„Optionen“ sind nur bei Auswahl und Mehrfachauswahl möglich.';
    return undefined;
  };
  return ValidateBy({
    name: 'hasOptionsForType',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) =>
        problem(args?.object as ConfigPartDto, value) === undefined,
      defaultMessage: (args?: ValidationArguments) =>
        problem(args?.object as ConfigPartDto, args?.value) ?? '',
    },
  });
}

/** An option of a select or multiselect part and what it does to the price. */
export class PartOptionDto {
  @IsRequired(IsString(), MaxLength(255))
  name!: string;

  /** add (default), subtract or overwrite the unit price. */
  @IsOptionalNotNull()
  @IsIn(PRICE_MODIFIERS)
  modifier?: PriceModifier;

  /** In the shop currency (1.5 = 1,50 €); stored as cents. Default 0. */
  @IsOptionalNotNull()
  @Min(0)
  @Max(100000)
  @IsNumber(MONEY, moneyMessage('value'))
  value?: number;
}

/** A question of a configurable product (storefront.md §3 Config part). */
export class ConfigPartDto {
  @IsRequired(IsString(), MaxLength(255))
  name!: string;

  @IsOptional()
  @MaxLength(2000)
  @IsString()
  description?: string | null;

  @IsRequired(IsIn(PART_TYPES))
  type!: PartType;

  /** The customer may leave the part empty. Default false. */
  @IsOptionalNotNull()
  @IsBoolean()
  optional?: boolean;

  /** Absent means none; a select or multiselect part needs at least one. */
  @HasOptionsForType()
  @HasUniqueNames('Die Option')
  @Type(() => PartOptionDto)
  @ValidateNested({ each: true })
  @ArrayMaxSize(100)
  @IsArray()
  options: PartOptionDto[] = [];
}

/** storefront.md §3 Product.config: the parts, in the order they are asked. */
export class ProductConfigDto {
  @IsRequired(IsArray())
  @HasUniqueNames('Das Feld')
  @Type(() => ConfigPartDto)
  @ValidateNested({ each: true })
  @ArrayMaxSize(50)
  parts!: ConfigPartDto[];
}

/** Another unit the product is sold in, with its own limits (storefront.md §3). */
export class AlternativeUnitDto {
  @IsRequired(IsIn(UNIT_KEYS, unitMessage('unit')))
  unit!: string;

  /**
   * 1 main unit = `ratio` of this unit: a cake sold per whole cake (package) and by the
   * piece has piece with ratio 12. Units of the same kind convert by their factors.
   */
  @IsRequired(
    IsNumber(
      { maxDecimalPlaces: 6, allowNaN: false, allowInfinity: false },
      germanMessage(
        '„Umrechnungsfaktor“ muss eine Zahl mit höchstens sechs Nachkommastellen sein.',
      ),
    ),
    IsPositive(),
    Max(MAX_QUANTITY),
  )
  ratio!: number;

  @IsOptionalNotNull()
  @Max(MAX_QUANTITY)
  @IsPositive()
  @IsNumber(QUANTITY, quantityMessage('minimumQuantity'))
  minimumQuantity?: number;

  @IsOptional()
  @IsNotBelow('minimumQuantity')
  @Max(MAX_QUANTITY)
  @IsPositive()
  @IsNumber(QUANTITY, quantityMessage('maximumQuantity'))
  maximumQuantity?: number | null;

  @IsOptionalNotNull()
  @Max(MAX_QUANTITY)
  @IsPositive()
  @IsNumber(QUANTITY, quantityMessage('quantityStepSize'))
  quantityStepSize?: number;

  @IsOptionalNotNull()
  @IsIn(CALCULATION_MODELS)
  calculationModel?: CalculationModel;
}
