import { normaliseRedirectPath, REDIRECT_TARGET } from '@bestellwerk/domain';
import { PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { ListQueryDto, toBool, toTrimmed } from '../../../common/crud/list-query.dto';
import { germanMessage } from '../../../common/validation/german-messages';
import { ValidateNested } from '../../../common/validation/nested';
import { IsOptionalNotNull, IsRequired } from '../../../common/validation/presence';
import { CMS_IDENTIFIER } from './block-node.dto';

export const NAVIGATION_ITEM_TYPES = ['home', 'site', 'branch', 'link'] as const;

/** One entry (backoffice-api.md §3 navigation item); children nest up to the DTO depth. */
export class NavigationItemDto {
  @IsRequired(
    IsIn(NAVIGATION_ITEM_TYPES, germanMessage('„Typ“ muss home, site, branch oder link sein.')),
  )
  type!: (typeof NAVIGATION_ITEM_TYPES)[number];

  @IsRequired(IsString(), MaxLength(100))
  label!: string;

  /** A site's or branch's id; for a link its URL; nothing for home. */
  @ValidateIf((item: NavigationItemDto) => item.type !== 'home')
  @IsRequired()
  target?: number | string | null;

  @IsOptional()
  @MaxLength(255)
  @IsString()
  suffix?: string | null;

  @IsOptionalNotNull()
  @IsBoolean()
  isEnabled?: boolean;

  @IsOptionalNotNull()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => NavigationItemDto)
  @IsArray()
  children?: NavigationItemDto[];
}

/** Navigation (identifier, isPublic, items): 'header' and 'footer' are shown by the storefront. */
export class CreateNavigationDto {
  @Transform(toTrimmed)
  @IsRequired(IsString(), MaxLength(100), Matches(CMS_IDENTIFIER))
  identifier!: string;

  @IsOptionalNotNull()
  @IsBoolean()
  isPublic?: boolean;

  @IsOptionalNotNull()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => NavigationItemDto)
  @IsArray()
  items?: NavigationItemDto[];
}

export class UpdateNavigationDto extends PartialType(CreateNavigationDto, {
  skipNullProperties: false,
}) {}

export class NavigationQueryDto extends ListQueryDto {
  @IsOptional()
  @Transform(toBool)
  @IsBoolean()
  isPublic?: boolean;
}

/** Weiterleitung: from a path of this shop to a path or an absolute URL. */
export class CreateRedirectDto {
  @Transform(({ value }) => (typeof value === 'string' ? normaliseRedirectPath(value) : value))
  @IsRequired(
    IsString(),
    MaxLength(255),
    Matches(
      /^\/?[^\s?#]*$/,
      germanMessage('„Pfad“ muss ein Pfad ohne Leerzeichen sein (z. B. /alte-seite).'),
    ),
  )
  path!: string;

  @Transform(toTrimmed)
  @IsRequired(
    IsString(),
    MaxLength(1000),
    Matches(
      REDIRECT_TARGET,
      germanMessage('„Ziel“ muss ein Pfad dieses Shops (/neue-seite) oder eine http(s)-URL sein.'),
    ),
  )
  target!: string;

  @IsOptionalNotNull()
  @IsIn([301, 302], germanMessage('„Statuscode“ muss 301 oder 302 sein.'))
  statusCode?: number;
}

export class UpdateRedirectDto extends PartialType(CreateRedirectDto, {
  skipNullProperties: false,
}) {}

export class RedirectQueryDto extends ListQueryDto {}
