import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsArray,
  IsBoolean,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { ListQueryDto, toBool, toTrimmed } from '../../../common/crud/list-query.dto';
import { germanMessage } from '../../../common/validation/german-messages';
import { IsOptionalNotNull, IsRequired } from '../../../common/validation/presence';
import { CONTENT_BLOCKS } from './site.dto';

export const CMS_IDENTIFIER = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
const IDENTIFIER_MESSAGE = germanMessage(
  '„Kennung“ darf nur Kleinbuchstaben, Ziffern, Binde- und Unterstriche enthalten (z. B. kontakt-formular).',
);

/** Block (backoffice-api.md §3 blocks: identifier, name) with content like a site's body. */
export class CreateBlockDto {
  @Transform(toTrimmed)
  @IsRequired(IsString(), MaxLength(100), Matches(CMS_IDENTIFIER, IDENTIFIER_MESSAGE))
  identifier!: string;

  @IsRequired(IsString(), MaxLength(255))
  name!: string;

  @ApiPropertyOptional(CONTENT_BLOCKS)
  @IsOptionalNotNull()
  @IsArray()
  content?: unknown[];
}

export class UpdateBlockDto extends PartialType(CreateBlockDto, { skipNullProperties: false }) {}

export class BlockQueryDto extends ListQueryDto {}

/** Node (identifier, type, isPublic, content): content checked against its node type. */
export class CreateNodeDto {
  @Transform(toTrimmed)
  @IsRequired(IsString(), MaxLength(100), Matches(CMS_IDENTIFIER, IDENTIFIER_MESSAGE))
  identifier!: string;

  @IsRequired(IsString(), MaxLength(50))
  type!: string;

  @IsOptionalNotNull()
  @IsBoolean()
  isPublic?: boolean;

  @ApiProperty({ type: 'object', additionalProperties: true })
  @IsRequired(IsObject())
  content!: Record<string, unknown>;
}

export class UpdateNodeDto extends PartialType(CreateNodeDto, { skipNullProperties: false }) {}

export class NodeQueryDto extends ListQueryDto {
  @IsOptional()
  @IsString()
  type?: string;

  @IsOptional()
  @Transform(toBool)
  @IsBoolean()
  isPublic?: boolean;
}
