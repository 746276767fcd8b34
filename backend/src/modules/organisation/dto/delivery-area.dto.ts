import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsNumber } from '../../../common/validation/is-number';
import { fieldLabel } from '@bestellwerk/domain';
import { IsOptionalNotNull, IsRequired } from '../../../common/validation/presence';

// Type checks sit at the bottom of each stack: decorators apply bottom-up, so a wrong type is
// reported first (the client shows the first message). Required fields use IsRequired.

/** Amounts in EUR with cents (12.5 = 12,50 €); the column stores cents. */
export const MONEY = { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false } as const;
/** Prices and order values in euros; stored as INT cents, 100,000 € keeps every sum far below. */
export const MAX_MONEY = 100_000;
export const moneyMessage = (field: string) => ({
  context: {
    german: `„${fieldLabel(field)}“ muss ein Betrag mit höchstens zwei Nachkommastellen sein.`,
  },
});

/**
 * A delivery area of a branch (storefront.md §3). Sent inside the branch; an area with an id
 * updates that area of the same branch, one without is added, and areas left out are
 * removed. The list order is the display order.
 */
export class DeliveryAreaDto {
  @IsOptional()
  @Min(1)
  @IsInt()
  id?: number;

  @IsRequired(IsString(), MaxLength(255))
  area!: string;

  @IsOptionalNotNull()
  @Min(0)
  @Max(MAX_MONEY)
  @IsNumber(MONEY, moneyMessage('price'))
  price?: number;

  @IsOptionalNotNull()
  @Min(0)
  @Max(100)
  @IsNumber({ maxDecimalPlaces: 2 })
  tax?: number;

  @IsOptionalNotNull()
  @IsBoolean()
  free?: boolean;

  @IsOptional()
  @Min(0)
  @Max(MAX_MONEY)
  @IsNumber(MONEY, moneyMessage('freeFromOrderValue'))
  freeFromOrderValue?: number | null;

  @IsOptional()
  @Min(0)
  @Max(MAX_MONEY)
  @IsNumber(MONEY, moneyMessage('minimumOrderValue'))
  minimumOrderValue?: number | null;
}
