import { PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ValidateNested } from '../../../common/validation/nested';
import { IdFilter, ListQueryDto } from '../../../common/crud/list-query.dto';
import { RefDto } from '../../../common/crud/ref.dto';
import { IDENTIFIER_MESSAGE, IDENTIFIER_PATTERN } from './division.dto';
import { IsRequired } from '../../../common/validation/presence';

// Type checks sit at the bottom of each stack: decorators apply bottom-up, so a wrong type is
// reported first (the client shows the first message). Required fields use IsRequired.

export class CreateDepartmentDto {
  @IsRequired(IsString(), MaxLength(255))
  name!: string;

  @IsRequired(
    IsString(),
    MaxLength(100),
    Matches(IDENTIFIER_PATTERN, { context: { german: IDENTIFIER_MESSAGE } }),
  )
  identifier!: string;

  @IsOptional()
  @ValidateNested()
  @Type(() => RefDto)
  division?: RefDto | null;

  @IsOptional()
  @ValidateNested()
  @Type(() => RefDto)
  branch?: RefDto | null;
}

export class UpdateDepartmentDto extends PartialType(CreateDepartmentDto, {
  skipNullProperties: false,
}) {}

export class DepartmentQueryDto extends ListQueryDto {
  @IdFilter()
  division?: number;

  @IdFilter()
  branch?: number;
}
