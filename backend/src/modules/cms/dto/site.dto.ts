import { ApiPropertyOptional, PartialType, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsArray, IsBoolean, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ListQueryDto, toBool } from '../../../common/crud/list-query.dto';
import { germanMessage } from '../../../common/validation/german-messages';
import { IsOptionalNotNull, IsRequired } from '../../../common/validation/presence';

/** 'ueber-uns', 'ueber-uns/team': lower-case segments of letters, digits and dashes. */
export const SITE_PATH = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
export const SITE_PATH_MESSAGE =
  '„Pfad“ darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten, Abschnitte durch „/“ getrennt (z. B. ueber-uns/team).';
/** First segments the shop's own routes use: a site there would never be reached. */
export const RESERVED_SEGMENTS = ['api', 'backend', 'build', 'store', 'status', 'image', 'upload'];

/** Leading and trailing slashes and surrounding spaces are not part of a path. */
export const toSitePath = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().replace(/^\/+|\/+$/g, '') : value;

/** A body of blocks ({ type, value }), checked against its site type (libs/domain validateContent). */
export const CONTENT_BLOCKS: ApiPropertyOptions = {
  type: 'array',
  items: {
    type: 'object',
    required: ['type'],
    properties: {
      type: { type: 'string', example: 'text' },
      value: { type: 'object', additionalProperties: true },
    },
  },
  example: [],
};

/** Seite (backoffice-api.md §3 sites). The content is checked against its site type. */
export class CreateSiteDto {
  @Transform(toSitePath)
  @IsRequired(IsString(), MaxLength(255), Matches(SITE_PATH, germanMessage(SITE_PATH_MESSAGE)))
  path!: string;

  @IsOptionalNotNull()
  @MaxLength(50)
  @IsString()
  type?: string;

  @IsRequired(IsString(), MaxLength(255))
  name!: string;

  @IsOptional()
  @MaxLength(255)
  @IsString()
  title?: string | null;

  @IsOptional()
  @MaxLength(1000)
  @IsString()
  description?: string | null;

  @IsOptionalNotNull()
  @IsBoolean()
  isPublic?: boolean;

  @ApiPropertyOptional(CONTENT_BLOCKS)
  @IsOptionalNotNull()
  @IsArray()
  content?: unknown[];
}

export class UpdateSiteDto extends PartialType(CreateSiteDto, { skipNullProperties: false }) {}

export class SiteQueryDto extends ListQueryDto {
  @IsOptional()
  @Transform(toBool)
  @IsBoolean()
  isPublic?: boolean;

  @IsOptional()
  @IsString()
  type?: string;

  @IsOptional()
  @Transform(toSitePath)
  @IsString()
  path?: string;
}
