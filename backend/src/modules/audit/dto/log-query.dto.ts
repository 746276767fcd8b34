import { IsDateString, IsOptional, IsString, MaxLength } from 'class-validator';
import { IdFilter, ListQueryDto } from '../../../common/crud/list-query.dto';
import { InDateRange } from '../../../common/validation/date-range';

export class LogQueryDto extends ListQueryDto {
  @IsOptional()
  @IsString()
  @MaxLength(50)
  entity?: string;

  @IsOptional()
  @IsString()
  @MaxLength(50)
  entityId?: string;

  @IsOptional()
  @IsString()
  @MaxLength(50)
  action?: string;

  @IdFilter()
  userId?: number;

  /** ISO date or date-time, inclusive. */
  @IsOptional()
  @InDateRange()
  @IsDateString()
  from?: string;

  @IsOptional()
  @InDateRange()
  @IsDateString()
  to?: string;
}
