import { PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDate,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
  isISO8601,
} from 'class-validator';
import { IdFilter, ListQueryDto, toBool } from '../../../common/crud/list-query.dto';
import { RefDto } from '../../../common/crud/ref.dto';
import { IsOptionalNotNull, IsRequired } from '../../../common/validation/presence';
import { HasUniqueRefs } from './catalog-validators';

// Type checks sit at the bottom of each stack: decorators apply bottom-up, so a wrong type is
// reported first (the client shows the first message). Required fields use IsRequired.

/** An ISO 8601 date-time ('2026-12-01T06:00:00+01:00') becomes a Date; anything else stays. */
const toDate = ({ value }: { value: unknown }) =>
  typeof value === 'string' && isISO8601(value, { strict: true }) ? new Date(value) : value;

/** A category of the menu with its products, both in display order. */
export class MenuCatalogEntryDto extends RefDto {
  @IsOptionalNotNull()
  @HasUniqueRefs()
  @Type(() => RefDto)
  @ValidateNested({ each: true })
  @ArrayMaxSize(1000)
  @IsArray()
  products?: RefDto[];
}

/** storefront.md §3 Menu: availableFrom, branches, catalog (categories with their products). */
export class CreateMenuDto {
  @IsRequired(IsString(), MaxLength(255))
  name!: string;

  /** The menu applies from this moment on (ISO 8601); null: at once. */
  @IsOptional()
  @IsDate({
    context: {
      german:
        '„Verfügbar ab“ muss ein Zeitpunkt im Format ISO 8601 sein (z. B. 2026-12-01T06:00:00+01:00).',
    },
  })
  @Transform(toDate)
  availableFrom?: Date | null;

  @IsOptionalNotNull()
  @IsBoolean()
  isEnabled?: boolean;

  @IsOptionalNotNull()
  @HasUniqueRefs()
  @Type(() => RefDto)
  @ValidateNested({ each: true })
  @ArrayMaxSize(500)
  @IsArray()
  branches?: RefDto[];

  /** The whole catalog in order; sending it replaces the previous one. */
  @IsOptionalNotNull()
  @HasUniqueRefs()
  @Type(() => MenuCatalogEntryDto)
  @ValidateNested({ each: true })
  @ArrayMaxSize(200)
  @IsArray()
  catalog?: MenuCatalogEntryDto[];
}

export class UpdateMenuDto extends PartialType(CreateMenuDto, { skipNullProperties: false }) {}

/** ?branch=2 (menus of that branch), ?isEnabled=true. */
export class MenuQueryDto extends ListQueryDto {
  @IdFilter()
  branch?: number;

  @IsOptional()
  @Transform(toBool)
  @IsBoolean()
  isEnabled?: boolean;
}
