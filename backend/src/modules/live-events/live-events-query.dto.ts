import { Type } from 'class-transformer';
import { IsInt, IsOptional, Min } from 'class-validator';

export class LiveEventsQueryDto {
  /** Only this branch's events (it must be one of the caller's branches). */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  branch?: number;
}
