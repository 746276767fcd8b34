import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { ValidateNested } from '../../../common/validation/nested';
import { IsNumber } from '../../../common/validation/is-number';
import { COUNTRIES } from '@bestellwerk/domain';
import { RefDto } from '../../../common/crud/ref.dto';
import { PAYMENT_METHODS, PaymentMethod } from '../contracts/order-document';
import { germanMessage } from '../../../common/validation/german-messages';
import { InDateRange } from '../../../common/validation/date-range';

/** Lines per order: a large office lunch has some 30; the items column holds about 100. */
export const MAX_ORDER_LINES = 100;
/**
 * Amount of one line, in the line's unit: weighed goods come in grams or millilitres, so
 * 99,999 allows some 100 kg or 100 l; pieces never come near it.
 */
export const MAX_ITEM_AMOUNT = 99_999;
export const TOO_MANY_LINES_MESSAGE = `Eine Bestellung darf höchstens ${MAX_ORDER_LINES} Positionen enthalten.`;
export const AMOUNT_TOO_LARGE_MESSAGE = 'Die Menge darf höchstens 99.999 betragen.';
const optionalText = (max: number) => [IsOptional(), IsString(), MaxLength(max)];

function Text(max: number): PropertyDecorator {
  return (target, key) => optionalText(max).forEach((decorator) => decorator(target, key));
}

/** The product of a cart line: its id; whatever else the client sends is ignored. */
export class ProductRefDto {
  @IsInt()
  @Min(1)
  id!: number;

  @Allow() name?: unknown;
  @Allow() price?: unknown;
  @Allow() tax?: unknown;
  @Allow() unit?: unknown;
  @Allow() config?: unknown;
}

/**
 * One cart line as the storefront sends it (storefront.md §3 Cart item). Only the
 * product's id, the amount, the unit and the part values count; prices or product fields a
 * client sends along are accepted and ignored — the server prices every line itself.
 */
export class OrderItemDto {
  @IsDefined()
  @ValidateNested()
  @Type(() => ProductRefDto)
  product!: ProductRefDto;

  @IsNumber({}, germanMessage('Bitte geben Sie eine gültige Menge an.'))
  @Max(MAX_ITEM_AMOUNT, germanMessage(AMOUNT_TOO_LARGE_MESSAGE))
  amount!: number;

  @IsOptional()
  @IsString()
  @MaxLength(32)
  unit?: string;

  /** Per config part, in order: the text, the chosen option(s) or upload ids, or null. */
  @ApiPropertyOptional({
    type: 'array',
    items: {
      nullable: true,
      oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    },
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  parts?: (string | string[] | null)[];

  /** Sent by some clients; ignored. */
  @Allow()
  price?: unknown;

  @Allow()
  total?: unknown;
}

/**
 * POST /api/orders: the order draft of storefront.md §3 plus isDelivery, isDineIn, items
 * and branch. Shapes are checked here; every business rule (opening hours, areas,
 * minimums, required fields per branch, prices) is checked by OrderSubmitService.
 */
export class CreateOrderDto {
  @IsDefined()
  @ValidateNested()
  @Type(() => RefDto)
  branch!: RefDto;

  @IsOptional()
  @IsBoolean()
  isDelivery?: boolean;

  @IsOptional()
  @IsBoolean()
  isDineIn?: boolean;

  @IsDefined()
  @IsArray()
  @ArrayMaxSize(MAX_ORDER_LINES, germanMessage(TOO_MANY_LINES_MESSAGE))
  @ValidateNested({ each: true })
  @Type(() => OrderItemDto)
  items!: OrderItemDto[];

  @IsOptional()
  @IsBoolean()
  isCompany?: boolean;

  @Text(255) companyName?: string | null;
  /** Older clients send the company as `company`. */
  @Text(255) company?: string | null;
  @Text(100) firstName?: string | null;
  @Text(100) lastName?: string | null;
  @Text(255) street?: string | null;
  @Text(20) floor?: string | null;
  @Text(20) stairway?: string | null;
  @Text(20) door?: string | null;
  @Text(20) zipCode?: string | null;
  @Text(100) city?: string | null;

  @IsOptional()
  @IsIn(COUNTRIES, germanMessage('Bitte wählen Sie ein Land aus: AT, DE, CH oder LI.'))
  country?: string | null;

  @Text(50) vatNumber?: string | null;
  @Text(50) phone?: string | null;

  @IsOptional()
  @ValidateIf((_object, value) => value !== '' && value !== null)
  @IsEmail({}, germanMessage('Bitte geben Sie eine gültige E-Mail-Adresse an.'))
  @MaxLength(255)
  email?: string | null;

  @IsOptional()
  @IsBoolean()
  isDeliveryAddressDifferent?: boolean;

  @IsOptional()
  @IsBoolean()
  isDeliveryCompany?: boolean;

  @Text(255) deliveryCompanyName?: string | null;
  @Text(100) deliveryFirstName?: string | null;
  @Text(100) deliveryLastName?: string | null;
  @Text(255) deliveryStreet?: string | null;
  @Text(20) deliveryFloor?: string | null;
  @Text(20) deliveryStairway?: string | null;
  @Text(20) deliveryDoor?: string | null;
  @Text(20) deliveryZipCode?: string | null;
  @Text(100) deliveryCity?: string | null;

  @IsOptional()
  @IsIn(COUNTRIES, germanMessage('Bitte wählen Sie ein Land aus: AT, DE, CH oder LI.'))
  deliveryCountry?: string | null;

  /** { id } of one of the branch's delivery areas. */
  @IsOptional()
  @ValidateNested()
  @Type(() => RefDto)
  deliveryArea?: RefDto | null;

  @Text(2000) comment?: string | null;

  /** ISO date-time of the wished time; null or absent: as soon as possible. */
  @IsOptional()
  @IsString()
  @MaxLength(40)
  @InDateRange()
  appointmentDate?: string | null;

  /** The same as appointmentDate (the received order carries both names). */
  @IsOptional()
  @IsString()
  @MaxLength(40)
  @InDateRange()
  appointment?: string | null;

  @IsOptional()
  @IsIn(PAYMENT_METHODS, germanMessage('Bitte wählen Sie eine gültige Zahlungsart aus.'))
  paymentMethod?: PaymentMethod;

  @IsOptional()
  @IsBoolean()
  legalInstructions?: boolean;

  @IsOptional()
  @IsBoolean()
  privacyPolicy?: boolean;

  @IsOptional()
  @ValidateNested()
  @Type(() => RefDto)
  table?: RefDto | null;

  @IsOptional()
  @ValidateNested()
  @Type(() => RefDto)
  donatee?: RefDto | null;
}
