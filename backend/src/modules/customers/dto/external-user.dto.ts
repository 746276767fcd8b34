import { PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { ValidateNested } from '../../../common/validation/nested';
import { IdFilter, ListQueryDto, toBool } from '../../../common/crud/list-query.dto';
import { RefDto } from '../../../common/crud/ref.dto';
import { IsOptionalNotNull, IsRequired } from '../../../common/validation/presence';
import { PHONE_PATTERN } from '../../organisation';

// Type checks sit at the bottom of each stack: decorators apply bottom-up, so a wrong type is
// reported first (the client shows the first message). Required fields use IsRequired.

export class CreateExternalUserDto {
  @IsOptionalNotNull()
  @MaxLength(100)
  @IsString()
  firstName?: string;

  @IsOptionalNotNull()
  @MaxLength(100)
  @IsString()
  lastName?: string;

  /** Unique; compared and stored in lower case, so the uniqueness check sees what is stored. */
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsRequired(IsEmail(), MaxLength(255))
  email!: string;

  @ValidateIf((_user, value) => value !== undefined && value !== '')
  @MaxLength(50)
  @Matches(PHONE_PATTERN, {
    context: {
      german:
        '„Telefon“ darf nur Ziffern, Leerzeichen und + ( ) / - enthalten (z. B. +43 664 1234567).',
    },
  })
  @IsString()
  phone?: string;

  @IsOptionalNotNull()
  @MaxLength(255)
  @IsString()
  company?: string;

  @IsOptional()
  @ValidateNested()
  @Type(() => RefDto)
  division?: RefDto | null;

  @IsOptionalNotNull()
  @IsBoolean()
  isEnabled?: boolean;
}

export class UpdateExternalUserDto extends PartialType(CreateExternalUserDto, {
  skipNullProperties: false,
}) {}

export class ExternalUserQueryDto extends ListQueryDto {
  @IdFilter()
  division?: number;

  @IsOptional()
  @Transform(toBool)
  @IsBoolean()
  isEnabled?: boolean;
}
