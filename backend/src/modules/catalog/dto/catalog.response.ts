import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  DATE_TIME,
  ImageRefResponse,
  NamedRefResponse,
  RefResponse,
  TagRefResponse,
} from '../../../common/http/response-refs';
import { OpeningHourRuleResponse } from '../../organisation';
import {
  CALCULATION_MODELS,
  LEAD_TIME_TYPES,
  PART_TYPES,
  PRICE_MODIFIERS,
  PRODUCT_TYPES,
} from '../entities/product-config';
import { AlternativeUnitDto } from './product-config.dto';

/**
 * The catalogue's answers (OpenAPI). Staff read whole records; visitors get images and tags
 * as references, no time stamps, and no price of a product whose price is hidden — the
 * fields that only one of them gets are optional here.
 */

export class TagResponse extends TagRefResponse {}

export class CategoryResponse {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: ImageRefResponse, nullable: true }) image!: ImageRefResponse | null;
  @ApiProperty() isEnabled!: boolean;
  @ApiProperty({ type: [OpeningHourRuleResponse], nullable: true }) schedule!:
    OpeningHourRuleResponse[] | null;
  @ApiProperty() isVisibleWhenUnavailable!: boolean;
  @ApiProperty() position!: number;
  /** Whether it can be ordered now (its schedule, in the shop's time zone). */
  @ApiProperty() isOrderable!: boolean;
  @ApiPropertyOptional(DATE_TIME) createdAt?: string;
  @ApiPropertyOptional(DATE_TIME) updatedAt?: string;
}

/** An option of a select part as stored (product-rules normaliseConfig): modifier and value set. */
export class PartOptionResponse {
  @ApiProperty() name!: string;
  @ApiProperty({ enum: PRICE_MODIFIERS }) modifier!: string;
  @ApiProperty() value!: number;
}

/** A question of a configurable product as stored: `optional` and `options` always there. */
export class ConfigPartResponse {
  @ApiProperty() name!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) description?: string | null;
  @ApiProperty({ enum: PART_TYPES }) type!: string;
  @ApiProperty() optional!: boolean;
  @ApiProperty({ type: [PartOptionResponse] }) options!: PartOptionResponse[];
}

/** storefront.md §3 Product.config as answered: the parts, in the order they are asked. */
export class ProductConfigResponse {
  @ApiProperty({ type: [ConfigPartResponse] }) parts!: ConfigPartResponse[];
}

export class ProductResponse {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: PRODUCT_TYPES }) type!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty() allergens!: string;
  @ApiProperty({ type: [ImageRefResponse] }) images!: ImageRefResponse[];
  /** Absent for visitors when the price is hidden. */
  @ApiPropertyOptional() price?: number;
  @ApiProperty() unit!: string;
  @ApiProperty() tax!: number;
  @ApiProperty() dineInTax!: number;
  @ApiProperty() takeawayTax!: number;
  @ApiProperty({ enum: CALCULATION_MODELS }) calculationModel!: string;
  @ApiProperty() minimumQuantity!: number;
  @ApiProperty({ type: Number, nullable: true }) maximumQuantity!: number | null;
  @ApiProperty() quantityStepSize!: number;
  @ApiProperty() defaultQuantity!: number;
  @ApiProperty() defaultUnit!: string;
  @ApiProperty({ type: [AlternativeUnitDto] }) alternativeUnits!: AlternativeUnitDto[];
  @ApiProperty() isEnabled!: boolean;
  @ApiProperty({ type: [OpeningHourRuleResponse], nullable: true }) schedule!:
    OpeningHourRuleResponse[] | null;
  @ApiProperty() isVisibleWhenUnavailable!: boolean;
  @ApiProperty() isPriceHidden!: boolean;
  @ApiProperty() isStepByStep!: boolean;
  @ApiProperty() isLeadTimeEnabled!: boolean;
  // null among the values too, so that JSON Schema validators accept it (OpenAPI 3.0).
  @ApiProperty({ enum: [...LEAD_TIME_TYPES, null], nullable: true }) leadTimeType!: string | null;
  @ApiProperty({ type: Number, nullable: true }) leadTimeValue!: number | null;
  @ApiProperty({ type: ProductConfigResponse }) config!: ProductConfigResponse;
  @ApiProperty({ type: [TagRefResponse] }) tags!: TagRefResponse[];
  @ApiProperty() position!: number;
  @ApiProperty() isOrderable!: boolean;
  @ApiPropertyOptional(DATE_TIME) createdAt?: string;
  @ApiPropertyOptional(DATE_TIME) updatedAt?: string;
}

/** A category of a menu with its products, in order, as references. */
export class CatalogEntryResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ type: [RefResponse] }) products!: RefResponse[];
}

export class MenuResponse {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ ...DATE_TIME, nullable: true }) availableFrom!: string | null;
  @ApiProperty() isEnabled!: boolean;
  @ApiProperty({ type: [NamedRefResponse] }) branches!: NamedRefResponse[];
  @ApiProperty({ type: [CatalogEntryResponse] }) catalog!: CatalogEntryResponse[];
  @ApiPropertyOptional(DATE_TIME) createdAt?: string;
  @ApiPropertyOptional(DATE_TIME) updatedAt?: string;
}

/** A category of a branch's menu with its products (GET /api/branches/{id}/menus). */
export class MenuCategoryResponse extends CategoryResponse {
  @ApiProperty({ type: [ProductResponse] }) products!: ProductResponse[];
}

/** A menu as a branch's storefront shows it: its categories with their products. */
export class BranchMenuResponse {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ ...DATE_TIME, nullable: true }) availableFrom!: string | null;
  @ApiProperty() isEnabled!: boolean;
  @ApiProperty({ type: [NamedRefResponse] }) branches!: NamedRefResponse[];
  @ApiProperty({ type: [MenuCategoryResponse] }) catalog!: MenuCategoryResponse[];
}
