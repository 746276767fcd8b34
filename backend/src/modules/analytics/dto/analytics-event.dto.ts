import { toTrimmed } from '../../../common/crud/list-query.dto';
import { Transform } from 'class-transformer';
import { IsObject, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { IsRequired } from '../../../common/validation/presence';

/** The largest `data` accepted, as JSON: an init payload or a purchase fits many times. */
export const MAX_ANALYTICS_DATA_BYTES = 8 * 1024;

/** POST /api/analytics-log (backoffice-api.md §7): type, action, category and data. */
export class AnalyticsEventDto {
  @Transform(toTrimmed)
  @IsRequired(IsString(), MaxLength(50))
  type!: string;

  @IsOptional()
  @Transform(toTrimmed)
  @MaxLength(100)
  @IsString()
  action?: string;

  @IsOptional()
  @Transform(toTrimmed)
  @MaxLength(100)
  @IsString()
  category?: string;

  @ValidateIf((event: AnalyticsEventDto) => event.data !== undefined && event.data !== null)
  @IsObject({ message: '„data“ muss ein Objekt sein.' })
  data?: Record<string, unknown> | null;
}
