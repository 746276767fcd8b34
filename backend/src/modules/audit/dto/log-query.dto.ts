import { Transform } from 'class-transformer';
import { IsDateString, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { ListQueryDto, toInt } from '../../../common/crud/list-query.dto';

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

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  userId?: number;

  /** ISO date or date-time, inclusive. */
  @IsOptional()
  @IsDateString()
  from?: string;

  @IsOptional()
  @IsDateString()
  to?: string;
}
