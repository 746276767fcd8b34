import { PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsDateString,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { IdFilter, ListQueryDto, toBool } from '../../../common/crud/list-query.dto';
import { RefDto } from '../../../common/crud/ref.dto';
import { ROLES, Role } from '../entities/user.entity';
import { InDateRange } from '../../../common/validation/date-range';

export class CreateUserDto {
  @IsNotEmpty()
  @MaxLength(100)
  @Matches(/^[A-Za-z0-9._@+-]+$/, {
    message: '„Benutzername“ darf nur Buchstaben, Ziffern und . _ @ + - enthalten.',
  })
  username!: string;

  @IsOptional()
  @IsEmail()
  @MaxLength(255)
  email?: string | null;

  @IsOptional()
  @IsString()
  @MinLength(10)
  @MaxLength(200)
  password?: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  firstName?: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  lastName?: string;

  @IsArray()
  @ArrayNotEmpty()
  @IsIn(ROLES, { each: true })
  roles!: Role[];

  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => RefDto)
  branches?: RefDto[];

  @IsOptional()
  @IsBoolean()
  isEnabled?: boolean;

  @IsOptional()
  @IsBoolean()
  isLocked?: boolean;

  @IsOptional()
  @InDateRange()
  @IsDateString()
  expiresAt?: string | null;
}

export class UpdateUserDto extends PartialType(CreateUserDto, { skipNullProperties: false }) {}

export class UserQueryDto extends ListQueryDto {
  @IsOptional()
  @Transform(toBool)
  @IsBoolean()
  isEnabled?: boolean;

  @IdFilter()
  branch?: number;
}
