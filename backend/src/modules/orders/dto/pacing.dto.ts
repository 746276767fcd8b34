import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, Min } from 'class-validator';
import { IdFilter } from '../../../common/crud/list-query.dto';
import { germanMessage } from '../../../common/validation/german-messages';

const PRODUCTS_MESSAGE = '„Produkte“ muss eine Liste von Produkt-IDs sein (z. B. 3,7).';

/** GET /api/orders/promise/{branchId}?products=3,7: the cart's products. */
export class PromiseQueryDto {
  @ApiPropertyOptional({ description: 'Produkt-IDs, durch Kommas getrennt', example: '3,7' })
  @IsOptional()
  // ?products=3,7 or ?products=3&products=7 (the typed client's form).
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' || Array.isArray(value)
      ? [value]
          .flat()
          .flatMap((part) => String(part).split(','))
          .filter((part) => part.trim() !== '')
          .map((part) => (/^\d+$/.test(part.trim()) ? Number(part.trim()) : NaN))
      : value,
  )
  @IsArray(germanMessage(PRODUCTS_MESSAGE))
  @ArrayMaxSize(100, germanMessage('Höchstens 100 Produkte.'))
  @IsInt({ each: true, ...germanMessage(PRODUCTS_MESSAGE) })
  @Min(1, { each: true, ...germanMessage(PRODUCTS_MESSAGE) })
  products?: number[];
}

/** The earliest time the kitchen can have an order of these products ready. */
export class PromiseResponse {
  @ApiProperty({ format: 'date-time' }) earliest!: string;
  /** Minutes from now. */
  @ApiProperty() minutes!: number;
  /** Of which waiting for a free station. */
  @ApiProperty() waitMinutes!: number;
  /** The products' usual preparation (p80). */
  @ApiProperty() preparationMinutes!: number;
}

/** GET /api/preparation-estimates: the learned times per product (all hours). */
export class PreparationEstimatesQueryDto {
  @IdFilter()
  branch?: number;
}

export class PreparationEstimateResponse {
  @ApiProperty() branchId!: number;
  @ApiProperty() productId!: number;
  @ApiProperty() medianMinutes!: number;
  @ApiProperty() p80Minutes!: number;
  @ApiProperty() samples!: number;
  @ApiProperty({ format: 'date-time' }) computedAt!: string;
}
