import { IntersectionType, PartialType, PickType } from '@nestjs/swagger';
import {
  IsBoolean,
  IsIn,
  IsISO8601,
  IsOptional,
  IsString,
  MaxLength,
  ValidateBy,
} from 'class-validator';
import { IdFilter, ListQueryDto } from '../../../common/crud/list-query.dto';
import { IsOptionalNotNull, IsRequired } from '../../../common/validation/presence';
import { ORDER_STATUSES } from '../order-state-machine';
import type { OrderStatus } from '../contracts/order-document';
import { OrderItemDto } from './create-order.dto';
import { germanMessage } from '../../../common/validation/german-messages';
import { InDateRange } from '../../../common/validation/date-range';

/** Body of POST /api/orders/{id}/status/{action}; each field only for its action. */
export class StatusActionDto {
  /** reject and cancel: the reason shown to the customer. */
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  rejectionMessage?: string | null;
}

/** POST /api/orders/{id}/counter-appointment: the shop proposes another time. */
export class CounterAppointmentDto {
  @InDateRange()
  @IsRequired(
    IsISO8601(
      { strict: true },
      germanMessage('Bitte geben Sie einen gültigen Terminvorschlag an.'),
    ),
  )
  counterAppointment!: string;
}

/** One rule, one message per rating: a whole number of stars from 1 to 5, required. */
function Rating(label: string): PropertyDecorator {
  const message = `„${label}“ muss mit 1 bis 5 Sternen bewertet werden.`;
  return ValidateBy(
    {
      name: 'isRating',
      validator: { validate: (value) => Number.isInteger(value) && value >= 1 && value <= 5 },
    },
    germanMessage(message),
  );
}

/** POST /api/orders/public/{uid}/{hash}/questionnaire (storefront.md §3 Questionnaire). */
export class QuestionnaireDto {
  @Rating('Gesamteindruck') rating!: number;
  @Rating('Essen') foodRating!: number;
  @Rating('Service') serviceRating!: number;
  @Rating('Ablauf') processRating!: number;

  @IsOptional()
  @IsString()
  @MaxLength(2000)
  comment?: string | null;
}

/** PUT /api/orders/{id}/items/{index}: staff change amount, unit or options of one line. */
export class UpdateOrderItemDto extends PartialType(
  PickType(OrderItemDto, ['amount', 'unit', 'parts'] as const),
) {}

/** POST /api/orders/{id}/update-payment-status. */
export class PaymentStatusDto {
  /** Counter payments: staff record that the customer has paid (or not). */
  @IsOptionalNotNull()
  @IsBoolean(germanMessage('„Bezahlt“ muss ja oder nein sein.'))
  isPaid?: boolean;
}

/** A period of time in the query: ISO timestamps or YYYY-MM-DD. */
export class PeriodQueryDto {
  /** YYYY-MM-DD or an ISO timestamp: from then on. */
  @IsOptional()
  @InDateRange()
  @IsISO8601({}, germanMessage('„Von“ muss ein gültiges Datum sein (JJJJ-MM-TT).'))
  from?: string;

  /** YYYY-MM-DD (that whole day) or an ISO timestamp: until then. */
  @IsOptional()
  @InDateRange()
  @IsISO8601({}, germanMessage('„Bis“ muss ein gültiges Datum sein (JJJJ-MM-TT).'))
  to?: string;
}

/** GET /api/orders (history) and the other staff lists; the period is when orders were placed. */
export class OrderQueryDto extends IntersectionType(ListQueryDto, PeriodQueryDto) {
  @IdFilter()
  branch?: number;

  @IsOptional()
  @IsIn(ORDER_STATUSES)
  status?: OrderStatus;
}

/**
 * PUT /api/orders/{id}: what staff may change of an order that is not final. Each field is
 * optional; null clears the appointment („so bald wie möglich“) or the comment.
 */
export class EditOrderDto {
  @IsOptional()
  @InDateRange()
  @IsISO8601({ strict: true }, germanMessage('Bitte geben Sie einen gültigen Termin an.'))
  appointment?: string | null;

  @IsOptional()
  @IsString(germanMessage('Die Anmerkung muss ein Text sein.'))
  @MaxLength(2000, germanMessage('Die Anmerkung darf höchstens 2000 Zeichen lang sein.'))
  comment?: string | null;

  @IsOptionalNotNull()
  @IsBoolean(germanMessage('„Bezahlt“ muss ja oder nein sein.'))
  isPaid?: boolean;
}
