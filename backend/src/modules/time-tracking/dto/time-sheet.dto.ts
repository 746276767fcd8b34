import { Type } from 'class-transformer';
import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { InDateRange } from '../../../common/validation/date-range';

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export class BalanceQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  user?: number;

  @IsOptional()
  @InDateRange()
  @Matches(DAY, { context: { german: '„Von“ muss ein Datum (JJJJ-MM-TT) sein.' } })
  from?: string;

  @IsOptional()
  @InDateRange()
  @Matches(DAY, { context: { german: '„Bis“ muss ein Datum (JJJJ-MM-TT) sein.' } })
  to?: string;
}

export class HolidayBalanceQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  user?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(2000)
  @Max(2100)
  year?: number;
}
