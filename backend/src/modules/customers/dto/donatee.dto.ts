import { PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ListQueryDto, toBool } from '../../../common/crud/list-query.dto';
import { IsOptionalNotNull, IsRequired } from '../../../common/validation/presence';

// Type checks sit at the bottom of each stack: decorators apply bottom-up, so a wrong type is
// reported first (the client shows the first message). Required fields use IsRequired.

/** Spendenempfänger (storefront.md §3 Donatee: id, name, description). */
export class CreateDonateeDto {
  @IsRequired(IsString(), MaxLength(255))
  name!: string;

  @IsOptional()
  @MaxLength(5000)
  @IsString()
  description?: string | null;

  @IsOptionalNotNull()
  @IsBoolean()
  isEnabled?: boolean;

  @IsOptionalNotNull()
  @Min(0)
  @Max(100000)
  @IsInt()
  position?: number;
}

export class UpdateDonateeDto extends PartialType(CreateDonateeDto, {
  skipNullProperties: false,
}) {}

export class DonateeQueryDto extends ListQueryDto {
  @IsOptional()
  @Transform(toBool)
  @IsBoolean()
  isEnabled?: boolean;
}
