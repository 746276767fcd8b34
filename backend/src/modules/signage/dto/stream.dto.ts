import { PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { IdFilter, ListQueryDto, toBool, toTrimmed } from '../../../common/crud/list-query.dto';
import { RefDto } from '../../../common/crud/ref.dto';
import { ValidateNested } from '../../../common/validation/nested';
import { IsOptionalNotNull, IsRequired } from '../../../common/validation/presence';
import { InDateRange } from '../../../common/validation/date-range';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** When a stream may play: weekdays (1 Monday … 7 Sunday), from–to, a date range. */
export class DaypartDto {
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(7)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(7, { each: true })
  weekdays?: number[] | null;

  @IsOptional()
  @Matches(TIME, { message: '„Von“ muss eine Uhrzeit wie 11:00 sein.' })
  from?: string | null;

  @IsOptional()
  @Matches(TIME, { message: '„Bis“ muss eine Uhrzeit wie 14:00 sein.' })
  to?: string | null;

  @IsOptional()
  @InDateRange()
  @Matches(DATE, { message: '„Ab Datum“ muss ein Datum wie 2026-12-01 sein.' })
  dateFrom?: string | null;

  @IsOptional()
  @InDateRange()
  @Matches(DATE, { message: '„Bis Datum“ muss ein Datum wie 2026-12-24 sein.' })
  dateTo?: string | null;
}

export class CreateStreamDto {
  @Transform(toTrimmed)
  @IsRequired(IsString(), MaxLength(255))
  name!: string;

  @IsOptionalNotNull() @IsInt() @Min(-1000) @Max(1000) priority?: number;
  @IsOptionalNotNull() @IsBoolean() isInterrupt?: boolean;
  @IsOptionalNotNull() @IsBoolean() isEnabled?: boolean;

  @IsOptionalNotNull()
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => DaypartDto)
  dayparts?: DaypartDto[];

  /** The playlist in playing order. */
  @IsOptionalNotNull()
  @IsArray()
  @ArrayMaxSize(200)
  @IsInt({ each: true })
  @Min(1, { each: true })
  segmentIds?: number[];

  @IsOptional()
  @ValidateNested()
  @Type(() => RefDto)
  branch?: RefDto | null;
}

export class UpdateStreamDto extends PartialType(CreateStreamDto, { skipNullProperties: false }) {}

export class StreamQueryDto extends ListQueryDto {
  @IdFilter()
  branch?: number;

  @IsOptional()
  @Transform(toBool)
  @IsBoolean()
  isInterrupt?: boolean;
}
