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
import { IdFilter, ListQueryDto, toBool, toTrimmed } from '../../../common/crud/list-query.dto';
import { RefDto } from '../../../common/crud/ref.dto';
import { IsOptionalNotNull, IsRequired } from '../../../common/validation/presence';
import { AddressDto, PHONE_PATTERN } from '../../organisation';

// Type checks sit at the bottom of each stack: decorators apply bottom-up, so a wrong type is
// reported first (the client shows the first message). Required fields use IsRequired.

const filled = (value: unknown) => value !== undefined && value !== '';

/**
 * A known customer. A person needs a last name, a company a company name; everything else
 * may stay empty ('' clears a text field).
 */
export class CreateCustomerDto extends AddressDto {
  @IsOptionalNotNull()
  @IsBoolean()
  isCompany?: boolean;

  @ValidateIf((customer: CreateCustomerDto, value) => customer.isCompany === true || filled(value))
  @Transform(toTrimmed)
  @IsRequired(IsString(), MaxLength(255))
  companyName?: string;

  @IsOptionalNotNull()
  @Transform(toTrimmed)
  @MaxLength(100)
  @IsString()
  firstName?: string;

  @ValidateIf((customer: CreateCustomerDto, value) => customer.isCompany !== true || filled(value))
  @Transform(toTrimmed)
  @IsRequired(IsString(), MaxLength(100))
  lastName?: string;

  @ValidateIf((_customer, value) => filled(value))
  @Transform(toTrimmed)
  @IsEmail()
  @MaxLength(255)
  email?: string;

  @ValidateIf((_customer, value) => filled(value))
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
  @MaxLength(30)
  @IsString()
  vatNumber?: string;

  @IsOptional()
  @MaxLength(5000)
  @IsString()
  note?: string | null;

  @IsOptional()
  @ValidateNested()
  @Type(() => RefDto)
  branch?: RefDto | null;
}

export class UpdateCustomerDto extends PartialType(CreateCustomerDto, {
  skipNullProperties: false,
}) {}

export class CustomerQueryDto extends ListQueryDto {
  @IdFilter()
  branch?: number;

  @IsOptional()
  @Transform(toBool)
  @IsBoolean()
  isCompany?: boolean;
}
