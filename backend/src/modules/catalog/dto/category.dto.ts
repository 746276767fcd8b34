import { PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ValidateNested } from '../../../common/validation/nested';
import { ListQueryDto, toBool } from '../../../common/crud/list-query.dto';
import { RefDto } from '../../../common/crud/ref.dto';
import { IsOptionalNotNull, IsRequired } from '../../../common/validation/presence';
import { IsOpeningHourRules, OpeningHourRuleDto } from '../../organisation';

// Type checks sit at the bottom of each stack: decorators apply bottom-up, so a wrong type is
// reported first (the client shows the first message). Required fields use IsRequired.

/** storefront.md §3 Category: name, image, isEnabled, schedule, isVisibleWhenUnavailable. */
export class CreateCategoryDto {
  @IsRequired(IsString(), MaxLength(255))
  name!: string;

  @IsOptional()
  @MaxLength(10000)
  @IsString()
  description?: string | null;

  @IsOptional()
  @ValidateNested()
  @Type(() => RefDto)
  image?: RefDto | null;

  @IsOptionalNotNull()
  @IsBoolean()
  isEnabled?: boolean;

  /** Opening-hour rules of the category; null or absent: orderable whenever enabled. */
  @IsOptional()
  @IsOpeningHourRules()
  schedule?: OpeningHourRuleDto[] | null;

  @IsOptionalNotNull()
  @IsBoolean()
  isVisibleWhenUnavailable?: boolean;

  @IsOptionalNotNull()
  @Min(0)
  @Max(100000)
  @IsInt()
  position?: number;
}

export class UpdateCategoryDto extends PartialType(CreateCategoryDto, {
  skipNullProperties: false,
}) {}

export class CategoryQueryDto extends ListQueryDto {
  @IsOptional()
  @Transform(toBool)
  @IsBoolean()
  isEnabled?: boolean;
}
