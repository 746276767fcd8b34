import { PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import {
  KITCHEN_STATIONS_MESSAGE,
  MAX_KITCHEN_STATIONS,
  MIN_KITCHEN_STATIONS,
} from '@bestellwerk/domain';
import { germanMessage } from '../../../common/validation/german-messages';
import { ValidateNested } from '../../../common/validation/nested';
import { IsNumber } from '../../../common/validation/is-number';
import { IdFilter, ListQueryDto, toBool } from '../../../common/crud/list-query.dto';
import { RefDto } from '../../../common/crud/ref.dto';
import { IsOptionalNotNull, IsRequired } from '../../../common/validation/presence';
import { AddressDto } from './address.dto';
import { DeliveryAreaDto, MAX_MONEY, MONEY, moneyMessage } from './delivery-area.dto';
import { IDENTIFIER_MESSAGE, IDENTIFIER_PATTERN } from './division.dto';
import { IsOpeningHourRules, OpeningHourRuleDto, TIME_PATTERN } from './opening-hour-rule.dto';
import { BUSY_LIMIT_MAX, BUSY_LIMIT_MIN } from '@bestellwerk/domain';

// Type checks sit at the bottom of each stack: decorators apply bottom-up, so a wrong type is
// reported first (the client shows the first message). Required fields use IsRequired.

export { COUNTRIES } from './address.dto';
export const TIME_ZONES = Intl.supportedValuesOf('timeZone');
/** Digits, spaces and + ( ) / -, e.g. +43 316 123456. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()/-]*$/;

const german = (text: string) => ({ context: { german: text } });
/** An empty string clears an optional text field; null is refused for NOT NULL columns. */
const unlessEmpty = (_object: object, value: unknown) => value !== undefined && value !== '';

/** Every field of the Branch entity (storefront.md §3) but its id and timestamps. */
export class CreateBranchDto extends AddressDto {
  @IsRequired(IsString(), MaxLength(100), Matches(IDENTIFIER_PATTERN, german(IDENTIFIER_MESSAGE)))
  identifier!: string;

  @IsRequired(IsString(), MaxLength(255))
  name!: string;

  @IsOptional()
  @ValidateNested()
  @Type(() => RefDto)
  division?: RefDto | null;

  @ValidateIf(unlessEmpty)
  @MaxLength(50)
  @Matches(
    PHONE_PATTERN,
    german(
      '„Telefon“ darf nur Ziffern, Leerzeichen und + ( ) / - enthalten (z. B. +43 316 123456).',
    ),
  )
  @IsString()
  phone?: string;

  @ValidateIf(unlessEmpty)
  @IsEmail()
  @MaxLength(255)
  email?: string;

  @IsOptional()
  @Min(-90)
  @Max(90)
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 7 })
  latitude?: number | null;

  @IsOptional()
  @Min(-180)
  @Max(180)
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 7 })
  longitude?: number | null;

  @IsOptional()
  @MaxLength(10000)
  @IsString()
  description?: string | null;

  @IsOptionalNotNull()
  @MaxLength(500)
  @IsString()
  keywords?: string;

  @IsOptionalNotNull()
  @IsIn(
    TIME_ZONES,
    german('„Zeitzone“ muss eine gültige IANA-Zeitzone sein (z. B. Europe/Vienna).'),
  )
  timezone?: string;

  @IsOptionalNotNull()
  @Type(() => RefDto)
  @ValidateNested({ each: true })
  @ArrayMaxSize(100)
  @IsArray()
  tags?: RefDto[];

  @IsOptionalNotNull()
  @Type(() => RefDto)
  @ValidateNested({ each: true })
  @ArrayMaxSize(50)
  @IsArray()
  images?: RefDto[];

  @IsOptional()
  @ValidateNested()
  @Type(() => RefDto)
  logo?: RefDto | null;

  @IsOptionalNotNull()
  @IsBoolean()
  isPublic?: boolean;

  @IsOptionalNotNull()
  @IsOpeningHourRules()
  openingHours?: OpeningHourRuleDto[];

  @IsOptionalNotNull()
  @IsOpeningHourRules()
  deliveryHours?: OpeningHourRuleDto[];

  @IsOptionalNotNull()
  @IsBoolean()
  isDeliveryHoursEnabled?: boolean;

  @IsOptionalNotNull()
  @Type(() => DeliveryAreaDto)
  @ValidateNested({ each: true })
  @ArrayMaxSize(500)
  @IsArray()
  deliveryAreas?: DeliveryAreaDto[];

  @IsOptional()
  @Matches(
    TIME_PATTERN,
    german('„Bestellbar ab“ muss eine Uhrzeit im Format HH:mm sein (z. B. 07:30).'),
  )
  orderableFrom?: string | null;

  @IsOptional()
  @MaxLength(2000)
  @IsString()
  closedMessage?: string | null;

  @IsOptionalNotNull()
  @IsBoolean()
  isTakeawayEnabled?: boolean;

  @IsOptionalNotNull()
  @IsBoolean()
  isDeliveryEnabled?: boolean;

  @IsOptionalNotNull()
  @IsBoolean()
  isDineInEnabled?: boolean;

  @IsOptionalNotNull()
  @IsBoolean()
  isPreorderEnabled?: boolean;

  @IsOptionalNotNull()
  @IsBoolean()
  isTableSelectionEnabled?: boolean;

  @IsOptionalNotNull()
  @IsBoolean()
  isAppointmentRequired?: boolean;

  @IsOptionalNotNull()
  @IsBoolean()
  isQuotationRequired?: boolean;

  /** Kitchen capacity per 15-minute slot; null = unlimited. */
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1000)
  maxOrdersPerSlot?: number | null;

  /** Parallel stations of the kitchen (libs/domain pacing): the promise follows the queue. */
  @IsOptionalNotNull()
  @IsInt(germanMessage(KITCHEN_STATIONS_MESSAGE))
  @Min(MIN_KITCHEN_STATIONS, germanMessage(KITCHEN_STATIONS_MESSAGE))
  @Max(MAX_KITCHEN_STATIONS, germanMessage(KITCHEN_STATIONS_MESSAGE))
  kitchenStations?: number;

  @IsOptionalNotNull()
  @IsBoolean()
  isDeliveryEmailRequired?: boolean;

  @IsOptionalNotNull()
  @IsBoolean()
  isDineInEmailRequired?: boolean;

  @IsOptionalNotNull()
  @IsBoolean()
  isTakeawayEmailRequired?: boolean;

  @IsOptionalNotNull()
  @IsBoolean()
  isDeliveryPhoneRequired?: boolean;

  @IsOptionalNotNull()
  @IsBoolean()
  isDineInPhoneRequired?: boolean;

  @IsOptionalNotNull()
  @IsBoolean()
  isTakeawayPhoneRequired?: boolean;

  @IsOptionalNotNull()
  @IsBoolean()
  isDeliveryAddressRequired?: boolean;

  @IsOptionalNotNull()
  @IsBoolean()
  isDineInAddressRequired?: boolean;

  @IsOptionalNotNull()
  @IsBoolean()
  isTakeawayAddressRequired?: boolean;

  @IsOptionalNotNull()
  @IsBoolean()
  isCashEnabled?: boolean;

  @IsOptionalNotNull()
  @IsBoolean()
  isATMCardEnabled?: boolean;

  @IsOptionalNotNull()
  @IsBoolean()
  isHydroAGVoucherEnabled?: boolean;

  @IsOptionalNotNull()
  @IsBoolean()
  isMollieEnabled?: boolean;

  @IsOptionalNotNull()
  @IsBoolean()
  isDatatransEnabled?: boolean;

  /** Euros; online orders above it are refused. null: no limit. */
  @IsOptional()
  @Min(1)
  @Max(MAX_MONEY)
  @IsNumber(MONEY, moneyMessage('maximumOrderValue'))
  maximumOrderValue?: number | null;

  /** Minutes before a pre-order's slot (less lead time) by which it must be accepted. */
  @IsOptionalNotNull()
  @IsInt()
  @Min(0)
  @Max(1440)
  preorderMarginMinutes?: number;

  /**
   * Busy mode's automatic limit: online orders pause while the promised wait is above this
   * many minutes (libs/domain automaticBusyPause). null: no automatic busy mode.
   */
  @IsOptional()
  @IsInt()
  @Min(BUSY_LIMIT_MIN)
  @Max(BUSY_LIMIT_MAX)
  busyLimitMinutes?: number | null;

  @IsOptionalNotNull()
  @Min(0)
  @Max(100000)
  @IsInt()
  position?: number;
}

/** Absent fields stay as they are; null is refused where the column is NOT NULL. */
export class UpdateBranchDto extends PartialType(CreateBranchDto, { skipNullProperties: false }) {}

export class BranchQueryDto extends ListQueryDto {
  @IdFilter()
  division?: number;

  @IsOptional()
  @Transform(toBool)
  @IsBoolean()
  isPublic?: boolean;
}
