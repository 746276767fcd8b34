import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { OPENING_RULE_TYPES } from '@bestellwerk/domain';
import {
  DATE_TIME,
  ImageRefResponse,
  NamedRefResponse,
  TagRefResponse,
} from '../../../common/http/response-refs';
import { COUNTRIES } from './address.dto';

/** The answers of branches, divisions, departments, tables and API keys (OpenAPI). */

export class OpeningHourRuleResponse {
  @ApiProperty({ enum: OPENING_RULE_TYPES }) type!: string;
  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-12-24' }) date?:
    string | null;
  @ApiProperty() isClosed!: boolean;
  @ApiPropertyOptional({ type: String, nullable: true, example: '08:00' }) from?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: '18:00' }) to?: string | null;
}

/** Amounts in the shop's currency (12.5 = 12,50), tax in percent. */
export class DeliveryAreaResponse {
  @ApiProperty() id!: number;
  @ApiProperty() area!: string;
  @ApiProperty() price!: number;
  @ApiProperty() tax!: number;
  @ApiProperty() free!: boolean;
  @ApiProperty({ type: Number, nullable: true }) freeFromOrderValue!: number | null;
  @ApiProperty({ type: Number, nullable: true }) minimumOrderValue!: number | null;
}

/** A branch as visitors see it (storefront.md §3 Branch): GET /api/init, /api/branches. */
export class PublicBranchResponse {
  @ApiProperty() id!: number;
  @ApiProperty() identifier!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: NamedRefResponse, nullable: true }) division!: NamedRefResponse | null;
  @ApiProperty({ type: String, nullable: true }) street!: string | null;
  @ApiProperty({ type: String, nullable: true }) zipCode!: string | null;
  @ApiProperty({ type: String, nullable: true }) city!: string | null;
  @ApiProperty({ enum: COUNTRIES }) country!: string;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: Number, nullable: true }) latitude!: number | null;
  @ApiProperty({ type: Number, nullable: true }) longitude!: number | null;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: String, nullable: true }) keywords!: string | null;
  @ApiProperty({ example: 'Europe/Vienna' }) timezone!: string;
  @ApiProperty({ type: [TagRefResponse] }) tags!: TagRefResponse[];
  @ApiProperty({ type: [ImageRefResponse] }) images!: ImageRefResponse[];
  @ApiProperty({ type: ImageRefResponse, nullable: true }) logo!: ImageRefResponse | null;
  @ApiProperty() isPublic!: boolean;
  @ApiProperty({ type: [OpeningHourRuleResponse] }) openingHours!: OpeningHourRuleResponse[];
  @ApiProperty({ type: [OpeningHourRuleResponse] }) deliveryHours!: OpeningHourRuleResponse[];
  @ApiProperty() isDeliveryHoursEnabled!: boolean;
  @ApiProperty({ type: [DeliveryAreaResponse] }) deliveryAreas!: DeliveryAreaResponse[];
  @ApiProperty({ type: String, nullable: true, example: '10:00' }) orderableFrom!: string | null;
  @ApiProperty({ type: String, nullable: true }) closedMessage!: string | null;
  @ApiProperty() isTakeawayEnabled!: boolean;
  @ApiProperty() isDeliveryEnabled!: boolean;
  @ApiProperty() isDineInEnabled!: boolean;
  @ApiProperty() isPreorderEnabled!: boolean;
  @ApiProperty() isTableSelectionEnabled!: boolean;
  @ApiProperty() isAppointmentRequired!: boolean;
  @ApiProperty() isQuotationRequired!: boolean;
  @ApiProperty() isDeliveryEmailRequired!: boolean;
  @ApiProperty() isDineInEmailRequired!: boolean;
  @ApiProperty() isTakeawayEmailRequired!: boolean;
  @ApiProperty() isDeliveryPhoneRequired!: boolean;
  @ApiProperty() isDineInPhoneRequired!: boolean;
  @ApiProperty() isTakeawayPhoneRequired!: boolean;
  @ApiProperty() isDeliveryAddressRequired!: boolean;
  @ApiProperty() isDineInAddressRequired!: boolean;
  @ApiProperty() isTakeawayAddressRequired!: boolean;
  @ApiProperty() isCashEnabled!: boolean;
  @ApiProperty() isATMCardEnabled!: boolean;
  @ApiProperty() isHydroAGVoucherEnabled!: boolean;
  @ApiProperty() isMollieEnabled!: boolean;
  @ApiProperty() isDatatransEnabled!: boolean;
  /** Online orders above this total (euros) are refused; null: no limit. */
  @ApiProperty({ type: Number, nullable: true }) maximumOrderValue!: number | null;
  /** Busy mode „Viel los“: minutes later than usual; null: off (libs/domain busyStateAt). */
  @ApiProperty({ type: Number, nullable: true }) busyExtraMinutes!: number | null;
  /** Online orders paused until this instant; null or past: not paused. */
  @ApiProperty({ ...DATE_TIME, nullable: true }) busyPausedUntil!: string | null;
  /** Online orders paused with no end named (busy mode's automatic pause; no reason given). */
  @ApiProperty() isBusyPaused!: boolean;
  @ApiProperty() position!: number;
}

/** A branch of /api/branches: staff get the whole record (the fields below too). */
export class BranchResponse extends PublicBranchResponse {
  /** Kitchen capacity per 15-minute slot; null = unlimited. */
  @ApiPropertyOptional({ type: Number, nullable: true }) maxOrdersPerSlot?: number | null;
  /** Parallel stations of the kitchen (the promise spreads the queue over them). */
  @ApiPropertyOptional() kitchenStations?: number;
  /** „Vorlauf für Vorbestellungen“ in minutes (orderEscalation). */
  @ApiPropertyOptional() preorderMarginMinutes?: number;
  /** Busy mode's automatic limit in minutes of promised wait; null: none. */
  @ApiPropertyOptional({ type: Number, nullable: true }) busyLimitMinutes?: number | null;
  /** Since when the automatic pause is on; null: off. */
  @ApiPropertyOptional({ ...DATE_TIME, nullable: true }) busyAutoSince?: string | null;
  @ApiPropertyOptional(DATE_TIME) createdAt?: string;
  @ApiPropertyOptional(DATE_TIME) updatedAt?: string;
}

export class DivisionResponse {
  @ApiProperty() id!: number;
  @ApiProperty() identifier!: string;
  @ApiProperty() name!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty() isPublic!: boolean;
  @ApiProperty(DATE_TIME) createdAt!: string;
  @ApiProperty(DATE_TIME) updatedAt!: string;
}

export class DepartmentResponse {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() identifier!: string;
  @ApiProperty({ type: NamedRefResponse, nullable: true }) division!: NamedRefResponse | null;
  @ApiProperty({ type: NamedRefResponse, nullable: true }) branch!: NamedRefResponse | null;
}

export class TableResponse {
  @ApiProperty() id!: number;
  @ApiProperty() identifier!: string;
  @ApiProperty() seats!: number;
  @ApiProperty({ type: NamedRefResponse, nullable: true }) branch!: NamedRefResponse | null;
}

/** A branch API key as listed: never the key or its hash. */
export class ApiKeyResponse {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() keyPrefix!: string;
  @ApiProperty(DATE_TIME) createdAt!: string;
  @ApiProperty({ ...DATE_TIME, nullable: true }) lastUsedAt!: string | null;
  @ApiProperty({ ...DATE_TIME, nullable: true }) revokedAt!: string | null;
}

/** The answer that creates a key: the only time the key itself is shown. */
export class CreatedApiKeyResponse {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() keyPrefix!: string;
  @ApiProperty(DATE_TIME) createdAt!: string;
  @ApiProperty() key!: string;
}
