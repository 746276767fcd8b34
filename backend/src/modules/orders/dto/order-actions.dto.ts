import { Transform } from 'class-transformer';
import {
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsNumber,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateBy,
  ArrayMaxSize,
} from 'class-validator';
import { ListQueryDto, toInt } from '../../../common/crud/list-query.dto';
import { IsRequired } from '../../../common/validation/presence';
import { ORDER_STATUSES } from '../order-state-machine';
import type { OrderStatus } from '../order-document';

// The context carries the text past the translator, which keeps only messages it can tell are German.
const german = (message: string) => ({ message, context: { german: message } });

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
  @IsRequired(
    IsISO8601({ strict: true }, german('Bitte geben Sie einen gültigen Terminvorschlag an.')),
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
    { message, context: { german: message } },
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
export class UpdateOrderItemDto {
  @IsOptional()
  @IsNumber({}, german('Bitte geben Sie eine gültige Menge an.'))
  amount?: number;

  @IsOptional()
  @IsString()
  @MaxLength(32)
  unit?: string;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  parts?: (string | string[] | null)[];
}

/** POST /api/orders/{id}/update-payment-status. */
export class PaymentStatusDto {
  /** Counter payments: staff record that the customer has paid (or not). */
  @IsOptional()
  @IsBoolean()
  isPaid?: boolean;
}

/** GET /api/orders (history) and the other staff lists. */
export class OrderQueryDto extends ListQueryDto {
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  branch?: number;

  /** YYYY-MM-DD or an ISO timestamp: orders placed from then on. */
  @IsOptional()
  @IsISO8601({}, german('„Von“ muss ein gültiges Datum sein (JJJJ-MM-TT).'))
  from?: string;

  /** YYYY-MM-DD (that whole day) or an ISO timestamp: orders placed until then. */
  @IsOptional()
  @IsISO8601({}, german('„Bis“ muss ein gültiges Datum sein (JJJJ-MM-TT).'))
  to?: string;

  @IsOptional()
  @IsIn(ORDER_STATUSES)
  status?: OrderStatus;
}

/** GET /api/orders/full-slots/{branchId}: the period to look at (ISO timestamps). */
export class FullSlotsQueryDto {
  @IsOptional()
  @IsISO8601({}, german('„Von“ muss ein gültiges Datum sein (JJJJ-MM-TT).'))
  from?: string;

  @IsOptional()
  @IsISO8601({}, german('„Bis“ muss ein gültiges Datum sein (JJJJ-MM-TT).'))
  to?: string;
}
