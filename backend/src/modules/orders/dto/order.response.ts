import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CALCULATION_MODELS } from '../../catalog';
import { ORDER_STATUSES, ORDER_TYPES, PAYMENT_METHODS } from '@bestellwerk/domain';
import { DATE_TIME } from '../../../common/http/response-refs';

/**
 * The orders' answers (OpenAPI): the customer's status page (PublicOrderResponse, reached
 * by uid and hash), the back office (StaffOrderResponse), the pickup display. Amounts are
 * decimals in the shop's currency (12.5 = 12,50), tax rates in percent.
 */

const nullableText = { type: String, nullable: true } as const;
const nullableDate = { ...DATE_TIME, nullable: true } as const;

export class OrderAmountsResponse {
  @ApiProperty() net!: number;
  @ApiProperty() tax!: number;
  @ApiProperty() gross!: number;
}

export class OrderTotalsResponse extends OrderAmountsResponse {
  @ApiProperty() deliveryNet!: number;
  @ApiProperty() deliveryTax!: number;
  @ApiProperty() deliveryGross!: number;
  @ApiProperty() totalNet!: number;
  @ApiProperty() totalTax!: number;
  @ApiProperty() totalGross!: number;
  /** Per tax rate ("10", "20"): net, tax and gross. */
  @ApiProperty({
    type: 'object',
    additionalProperties: {
      type: 'object',
      required: ['net', 'tax', 'gross'],
      properties: { net: { type: 'number' }, tax: { type: 'number' }, gross: { type: 'number' } },
    },
  })
  taxes!: Record<string, OrderAmountsResponse>;
  /** Some line is priced approximately ('ca.'): the final amount may differ. */
  @ApiProperty() isApproximate!: boolean;
}

export class OrderItemPartResponse {
  @ApiProperty() name!: string;
  @ApiProperty({ type: [String] }) values!: string[];
}

export class OrderItemProductResponse {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
}

export class OrderItemResponse {
  @ApiProperty() index!: number;
  @ApiProperty({ type: OrderItemProductResponse }) product!: OrderItemProductResponse;
  @ApiProperty() name!: string;
  @ApiProperty() amount!: number;
  @ApiProperty() unit!: string;
  @ApiProperty() unitShort!: string;
  /** The units the line may be switched to (the product's and its alternatives). */
  @ApiProperty({ type: [String] }) units!: string[];
  @ApiProperty({ enum: CALCULATION_MODELS }) calculationModel!: string;
  @ApiProperty({ type: [OrderItemPartResponse] }) parts!: OrderItemPartResponse[];
  @ApiProperty() unitPrice!: number;
  @ApiProperty() total!: number;
  @ApiProperty() tax!: number;
}

/** The branch as the status page shows it (only `id` when the branch is gone). */
export class OrderBranchResponse {
  @ApiProperty() id!: number;
  @ApiPropertyOptional() identifier?: string;
  @ApiPropertyOptional() name?: string;
  @ApiPropertyOptional(nullableText) street?: string | null;
  @ApiPropertyOptional(nullableText) zipCode?: string | null;
  @ApiPropertyOptional(nullableText) city?: string | null;
  @ApiPropertyOptional(nullableText) phone?: string | null;
  @ApiPropertyOptional(nullableText) email?: string | null;
  /** IANA zone: appointments are shown in the branch's time. */
  @ApiPropertyOptional() timezone?: string;
}

export class OrderTableResponse {
  @ApiProperty() id!: number;
  @ApiProperty(nullableText) identifier!: string | null;
}

export class OrderDeliveryAreaResponse {
  @ApiProperty() id!: number;
  @ApiProperty() area!: string;
}

export class OrderDonateeResponse {
  @ApiProperty() id!: number;
  @ApiProperty(nullableText) name!: string | null;
}

/** Fields the status page and the back office share. */
export class OrderBaseResponse {
  @ApiProperty() id!: number;
  @ApiProperty() uid!: string;
  @ApiProperty() ticketNumber!: number;
  @ApiProperty({ enum: ORDER_STATUSES }) status!: string;
  @ApiProperty({ enum: ORDER_TYPES }) kind!: string;
  @ApiProperty() isDelivery!: boolean;
  @ApiProperty() isDineIn!: boolean;
  @ApiProperty() isPreorder!: boolean;
  @ApiProperty() isQuotation!: boolean;
  @ApiProperty() isConfirmed!: boolean;
  @ApiProperty() isInDelivery!: boolean;
  @ApiProperty() isDelivered!: boolean;
  @ApiProperty() isCompleted!: boolean;
  @ApiProperty() isRejected!: boolean;
  @ApiProperty() isCanceled!: boolean;
  /** Pending past its missed mark: „nicht rechtzeitig bestätigt“ (orderStatusView). */
  @ApiProperty() isMissed!: boolean;
  @ApiProperty() isPaid!: boolean;
  @ApiProperty() isFailed!: boolean;
  @ApiProperty() isRefunded!: boolean;
  @ApiProperty({ enum: PAYMENT_METHODS }) paymentMethod!: string;
  /** Where to send the customer to pay online (Mollie, Datatrans); null otherwise. */
  @ApiProperty(nullableText) paymentRedirectUrl!: string | null;
  @ApiProperty(nullableDate) appointment!: string | null;
  @ApiProperty(nullableDate) appointmentDate!: string | null;
  @ApiProperty(nullableDate) counterAppointment!: string | null;
  @ApiProperty(nullableText) rejectionMessage!: string | null;
  @ApiProperty({ type: OrderBranchResponse }) branch!: OrderBranchResponse;
  @ApiProperty({ type: OrderTableResponse, nullable: true }) table!: OrderTableResponse | null;
  @ApiProperty(nullableText) tableIdentifier!: string | null;
  @ApiProperty({ type: OrderDeliveryAreaResponse, nullable: true })
  deliveryArea!: OrderDeliveryAreaResponse | null;
  @ApiProperty({ type: OrderDonateeResponse, nullable: true })
  donatee!: OrderDonateeResponse | null;
  @ApiProperty() isCompany!: boolean;
  @ApiProperty(nullableText) companyName!: string | null;
  @ApiProperty(nullableText) firstName!: string | null;
  @ApiProperty(nullableText) lastName!: string | null;
  @ApiProperty(nullableText) street!: string | null;
  @ApiProperty(nullableText) floor!: string | null;
  @ApiProperty(nullableText) stairway!: string | null;
  @ApiProperty(nullableText) door!: string | null;
  @ApiProperty(nullableText) zipCode!: string | null;
  @ApiProperty(nullableText) city!: string | null;
  @ApiProperty(nullableText) country!: string | null;
  @ApiProperty(nullableText) vatNumber!: string | null;
  @ApiProperty(nullableText) email!: string | null;
  @ApiProperty(nullableText) phone!: string | null;
  @ApiProperty() isDeliveryAddressDifferent!: boolean;
  @ApiProperty() isDeliveryCompany!: boolean;
  @ApiProperty(nullableText) deliveryCompanyName!: string | null;
  @ApiProperty(nullableText) deliveryFirstName!: string | null;
  @ApiProperty(nullableText) deliveryLastName!: string | null;
  @ApiProperty(nullableText) deliveryStreet!: string | null;
  @ApiProperty(nullableText) deliveryFloor!: string | null;
  @ApiProperty(nullableText) deliveryStairway!: string | null;
  @ApiProperty(nullableText) deliveryDoor!: string | null;
  @ApiProperty(nullableText) deliveryZipCode!: string | null;
  @ApiProperty(nullableText) deliveryCity!: string | null;
  @ApiProperty(nullableText) deliveryCountry!: string | null;
  @ApiProperty(nullableText) comment!: string | null;
  @ApiProperty({ type: [OrderItemResponse] }) items!: OrderItemResponse[];
  @ApiProperty({ type: OrderTotalsResponse }) totals!: OrderTotalsResponse;
  /** The ready time promised at placement (while pending or confirmed). */
  @ApiProperty(nullableDate) promisedReadyAt!: string | null;
  /** The ready time the kitchen's queue gives now (later than promised when behind). */
  @ApiProperty(nullableDate) expectedReadyAt!: string | null;
  /** „Ihre Bestellung verzögert sich um etwa N Minuten.“, once told; null otherwise. */
  @ApiProperty(nullableText) delayNotice!: string | null;
  @ApiProperty({ type: Number, nullable: true }) questionnaireRating!: number | null;
  @ApiProperty() hasQuestionnaire!: boolean;
  @ApiProperty(DATE_TIME) createdAt!: string;
  @ApiProperty(DATE_TIME) updatedAt!: string;
}

/** storefront.md §3 "Order (received)": the status page's order, with its secret hash. */
export class PublicOrderResponse extends OrderBaseResponse {
  @ApiProperty() hash!: string;
}

export class OrderQuestionnaireResponse {
  @ApiProperty({ type: Number, nullable: true }) rating!: number | null;
  @ApiProperty({ type: Number, nullable: true }) foodRating!: number | null;
  @ApiProperty({ type: Number, nullable: true }) serviceRating!: number | null;
  @ApiProperty({ type: Number, nullable: true }) processRating!: number | null;
  @ApiProperty(nullableText) comment!: string | null;
  @ApiProperty(nullableDate) at!: string | null;
}

/** The back office's order: no hash; missed and alarm markers, slot and questionnaire. */
export class StaffOrderResponse extends OrderBaseResponse {
  @ApiProperty(nullableDate) alarmedAt!: string | null;
  /** When the unanswered order alarms (libs/domain orderEscalation, by the slot). */
  @ApiProperty(nullableDate) alarmDueAt!: string | null;
  /** When it counts as missed if still unanswered: the board's „annehmen bis“. */
  @ApiProperty(nullableDate) missedDueAt!: string | null;
  @ApiProperty(nullableDate) slotStart!: string | null;
  @ApiProperty({ type: OrderQuestionnaireResponse, nullable: true })
  questionnaire!: OrderQuestionnaireResponse | null;
}

/** The pickup display: ticket numbers and their state, no personal data. */
export class FrontdeskOrderResponse {
  @ApiProperty() ticketNumber!: number;
  @ApiProperty({ enum: ORDER_STATUSES }) status!: string;
  @ApiProperty() isReady!: boolean;
  @ApiProperty({ enum: ORDER_TYPES }) kind!: string;
}

/** Slots the storefront leaves out of the time picker (kitchen capacity). */
export class FullSlotsResponse {
  @ApiProperty({ type: Number, nullable: true }) maxOrdersPerSlot!: number | null;
  @ApiProperty() slotMinutes!: number;
  @ApiProperty({ type: [String], format: 'date-time' }) fullSlots!: string[];
}

export class PrintJobsResponse {
  /** How many print jobs were queued. */
  @ApiProperty() jobs!: number;
}

export class QueuedMessagesResponse {
  /** How many messages were queued. */
  @ApiProperty() queued!: number;
}

/** The status page's stream: which change happened (then it reloads the order). */
export class OrderEventResponse {
  @ApiProperty() id!: string;
  @ApiProperty() type!: string;
  @ApiProperty(DATE_TIME) at!: string;
}
