import { PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsDefined, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { ValidateNested } from '../../../common/validation/nested';
import { IdFilter, ListQueryDto, toTrimmed } from '../../../common/crud/list-query.dto';
import { RefDto } from '../../../common/crud/ref.dto';
import { IsOptionalNotNull, IsRequired } from '../../../common/validation/presence';

// Type checks sit at the bottom of each stack: decorators apply bottom-up, so a wrong type is
// reported first (the client shows the first message). Required fields use IsRequired.

/** A dine-in table (entity DiningTable); its identifier is unique within its branch. */
export class CreateTableDto {
  /** As printed on the table, e.g. 'T1' or 'Terrasse 3'. */
  @Transform(toTrimmed)
  @IsRequired(IsString(), MaxLength(50))
  identifier!: string;

  @IsOptionalNotNull()
  @Min(0)
  @Max(1000)
  @IsInt()
  seats?: number;

  @IsDefined()
  @ValidateNested()
  @Type(() => RefDto)
  branch!: RefDto;
}

export class UpdateTableDto extends PartialType(CreateTableDto, { skipNullProperties: false }) {}

export class TableQueryDto extends ListQueryDto {
  @IdFilter()
  branch?: number;
}
