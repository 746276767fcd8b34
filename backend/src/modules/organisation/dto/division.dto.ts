import { PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ListQueryDto, toBool } from '../../../common/crud/list-query.dto';
import { IsOptionalNotNull } from '../../../common/validation/presence';

export const IDENTIFIER_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const IDENTIFIER_MESSAGE =
  '„Kennung“ darf nur Kleinbuchstaben, Ziffern und einzelne Bindestriche enthalten (z. B. graz-zentrum).';

export class CreateDivisionDto {
  @IsNotEmpty()
  @MaxLength(100)
  @Matches(IDENTIFIER_PATTERN, { message: IDENTIFIER_MESSAGE })
  identifier!: string;

  @IsNotEmpty()
  @IsString()
  @MaxLength(255)
  name!: string;

  @IsOptional()
  @IsString()
  @MaxLength(255)
  title?: string;

  @IsOptional()
  @IsString()
  @MaxLength(5000)
  description?: string | null;

  // NOT NULL in the table: absent keeps the value, null is refused.
  @IsOptionalNotNull()
  @IsBoolean()
  isPublic?: boolean;
}

// skipNullProperties: false, so `{ "name": null }` is refused instead of reaching a NOT NULL column.
export class UpdateDivisionDto extends PartialType(CreateDivisionDto, {
  skipNullProperties: false,
}) {}

export class DivisionQueryDto extends ListQueryDto {
  @IsOptional()
  @Transform(toBool)
  @IsBoolean()
  isPublic?: boolean;
}
