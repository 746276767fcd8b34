import { PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ValidateNested } from '../../../common/validation/nested';
import { ListQueryDto } from '../../../common/crud/list-query.dto';
import { RefDto } from '../../../common/crud/ref.dto';
import { IsRequired } from '../../../common/validation/presence';

// Type checks sit at the bottom of each stack: decorators apply bottom-up, so a wrong type is
// reported first (the client shows the first message). Required fields use IsRequired.

/** storefront.md §3 Tag: id, name, image. */
export class CreateTagDto {
  @IsRequired(IsString(), MaxLength(100))
  name!: string;

  @IsOptional()
  @ValidateNested()
  @Type(() => RefDto)
  image?: RefDto | null;
}

export class UpdateTagDto extends PartialType(CreateTagDto, { skipNullProperties: false }) {}

export class TagQueryDto extends ListQueryDto {}
