import { PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsPositive,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { ValidateNested } from '../../../common/validation/nested';
import { IsNumber } from '../../../common/validation/is-number';
import { IdFilter, ListQueryDto, toBool } from '../../../common/crud/list-query.dto';
import { RefDto } from '../../../common/crud/ref.dto';
import { IsOptionalNotNull, IsRequired } from '../../../common/validation/presence';
import { MONEY, moneyMessage, IsOpeningHourRules, OpeningHourRuleDto } from '../../organisation';
import {
  CALCULATION_MODELS,
  CalculationModel,
  LEAD_TIME_TYPES,
  LeadTimeType,
  PRODUCT_TYPES,
  ProductType,
} from '../entities/product-config';
import {
  AlternativeUnitDto,
  MAX_QUANTITY,
  ProductConfigDto,
  QUANTITY,
  UNIT_KEYS,
  quantityMessage,
  unitMessage,
} from './product-config.dto';
import { HasUniqueRefs } from './catalog-validators';

// Type checks sit at the bottom of each stack: decorators apply bottom-up, so a wrong type is
// reported first (the client shows the first message). Required fields use IsRequired.
// Rules across fields (minimum ≤ maximum, default unit among the units, lead time complete)
// are checked on the merged record before saving: see productRuleErrors.

const TAX = { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false } as const;

/** Every field of storefront.md §3 Product but its id; money in the shop currency. */
export class CreateProductDto {
  @IsRequired(IsString(), MaxLength(255))
  name!: string;

  @IsOptionalNotNull()
  @IsIn(PRODUCT_TYPES)
  type?: ProductType;

  @IsOptional()
  @MaxLength(10000)
  @IsString()
  description?: string | null;

  /** Allergen codes as printed on the menu, e.g. 'A, C, G'. */
  @IsOptionalNotNull()
  @MaxLength(100, { context: { german: '„Allergene“ darf höchstens 100 Zeichen lang sein.' } })
  @IsString({ context: { german: '„Allergene“ muss ein Text sein.' } })
  allergens?: string;

  /** The gallery in display order. */
  @IsOptionalNotNull()
  @HasUniqueRefs()
  @Type(() => RefDto)
  @ValidateNested({ each: true })
  @ArrayMaxSize(50)
  @IsArray()
  images?: RefDto[];

  /** Price of one main unit in the shop currency (12.5 = 12,50 €). */
  @IsOptionalNotNull()
  @Min(0)
  @Max(100000)
  @IsNumber(MONEY, moneyMessage('price'))
  price?: number;

  @IsOptionalNotNull()
  @IsIn(UNIT_KEYS, unitMessage('unit'))
  unit?: string;

  /** VAT rates in percent; dine-in and takeaway default to `tax` when a product is created. */
  @IsOptionalNotNull()
  @Min(0)
  @Max(100)
  @IsNumber(TAX)
  tax?: number;

  @IsOptionalNotNull()
  @Min(0)
  @Max(100)
  @IsNumber(TAX)
  dineInTax?: number;

  @IsOptionalNotNull()
  @Min(0)
  @Max(100)
  @IsNumber(TAX)
  takeawayTax?: number;

  @IsOptionalNotNull()
  @IsIn(CALCULATION_MODELS)
  calculationModel?: CalculationModel;

  @IsOptionalNotNull()
  @Max(MAX_QUANTITY)
  @IsPositive()
  @IsNumber(QUANTITY, quantityMessage('minimumQuantity'))
  minimumQuantity?: number;

  @IsOptional()
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
  @Max(MAX_QUANTITY)
  @IsPositive()
  @IsNumber(QUANTITY, quantityMessage('defaultQuantity'))
  defaultQuantity?: number;

  /** The main unit or one of the alternative units; defaults to the main unit. */
  @IsOptionalNotNull()
  @IsIn(UNIT_KEYS, unitMessage('defaultUnit'))
  defaultUnit?: string;

  @IsOptionalNotNull()
  @Type(() => AlternativeUnitDto)
  @ValidateNested({ each: true })
  @ArrayMaxSize(20)
  @IsArray()
  alternativeUnits?: AlternativeUnitDto[];

  @IsOptionalNotNull()
  @IsBoolean()
  isEnabled?: boolean;

  /** Opening-hour rules of the product; null or absent: orderable whenever enabled. */
  @IsOptional()
  @IsOpeningHourRules()
  schedule?: OpeningHourRuleDto[] | null;

  @IsOptionalNotNull()
  @IsBoolean()
  isVisibleWhenUnavailable?: boolean;

  @IsOptionalNotNull()
  @IsBoolean()
  isPriceHidden?: boolean;

  @IsOptionalNotNull()
  @IsBoolean()
  isStepByStep?: boolean;

  @IsOptionalNotNull()
  @IsBoolean()
  isLeadTimeEnabled?: boolean;

  @IsOptional()
  @IsIn(LEAD_TIME_TYPES)
  leadTimeType?: LeadTimeType | null;

  @IsOptional()
  @Max(100000)
  @Min(1)
  @IsInt()
  leadTimeValue?: number | null;

  @IsOptionalNotNull()
  @ValidateNested()
  @Type(() => ProductConfigDto)
  config?: ProductConfigDto;

  @IsOptionalNotNull()
  @HasUniqueRefs()
  @Type(() => RefDto)
  @ValidateNested({ each: true })
  @ArrayMaxSize(100)
  @IsArray()
  tags?: RefDto[];

  @IsOptionalNotNull()
  @Min(0)
  @Max(100000)
  @IsInt()
  position?: number;
}

/** Absent fields stay as they are; null is refused where the column is NOT NULL. */
export class UpdateProductDto extends PartialType(CreateProductDto, {
  skipNullProperties: false,
}) {}

/** ?category=3 (placed in it in any menu), ?tag=2, ?type=configurable, ?isEnabled=true. */
export class ProductQueryDto extends ListQueryDto {
  @IdFilter()
  category?: number;

  @IdFilter()
  tag?: number;

  @IsOptional()
  @IsIn(PRODUCT_TYPES)
  type?: ProductType;

  @IsOptional()
  @Transform(toBool)
  @IsBoolean()
  isEnabled?: boolean;
}
