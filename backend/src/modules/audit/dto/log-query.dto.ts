import { IsDateString, IsOptional, IsString, MaxLength } from 'class-validator';
import { IdFilter, ListQueryDto } from '../../../common/crud/list-query.dto';

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
  @IsDateString()
  from?: string;

  @IsOptional()
  @IsDateString()
  to?: string;
}
