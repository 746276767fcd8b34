import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsArray,
  IsDateString,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
} from 'class-validator';
import { RefDto } from '../../../common/crud/ref.dto';
import { ValidateNested } from '../../../common/validation/nested';
import { IsRequired } from '../../../common/validation/presence';
import { InDateRange } from '../../../common/validation/date-range';

/** The body of a stamp: all optional (a tap on the terminal sends nothing). */
export class StampDto {
  /** When it happened; a terminal's offline queue sends the real time of the tap. */
  @ApiPropertyOptional({ format: 'date-time' })
  @IsOptional()
  @InDateRange()
  @IsDateString({ strict: true })
  at?: string;

  /** The stamp's own key: sent again (offline replay), it is not applied twice. */
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(/^[A-Za-z0-9:_-]{8,80}$/, {
    context: { german: '„Idempotenzschlüssel“ muss 8 bis 80 Zeichen (A–Z, 0–9, : _ -) lang sein.' },
  })
  @IsString()
  idempotencyKey?: string;

  @ApiPropertyOptional({ type: RefDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => RefDto)
  branch?: RefDto;

  @ApiPropertyOptional({ type: RefDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => RefDto)
  project?: RefDto;

  @ApiPropertyOptional({ type: RefDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => RefDto)
  task?: RefDto;
}

export class PauseInputDto {
  @InDateRange()
  @IsRequired(IsDateString({ strict: true }))
  startedAt!: string;

  @InDateRange()
  @IsRequired(IsDateString({ strict: true }))
  endedAt!: string;
}

/** A back-office entry or correction: the whole activity as it should be. */
export class ActivityInputDto {
  @InDateRange()
  @IsRequired(IsDateString({ strict: true }))
  startedAt!: string;

  @IsOptional()
  @InDateRange()
  @IsDateString({ strict: true })
  endedAt?: string | null;

  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => PauseInputDto)
  pauses?: PauseInputDto[];

  @IsOptional()
  @MaxLength(500)
  @IsString()
  note?: string;

  @IsOptional()
  @ValidateNested()
  @Type(() => RefDto)
  project?: RefDto | null;

  @IsOptional()
  @ValidateNested()
  @Type(() => RefDto)
  task?: RefDto | null;
}

export class CreateActivityDto extends ActivityInputDto {
  @IsRequired(ValidateNested())
  @Type(() => RefDto)
  user!: RefDto;

  @IsRequired(ValidateNested())
  @Type(() => RefDto)
  branch!: RefDto;
}

/** A correction keeps the original: it needs a reason. */
export class CorrectActivityDto extends ActivityInputDto {
  @IsRequired(IsString(), MaxLength(500))
  correctionReason!: string;
}

export class VoidActivityDto {
  @IsRequired(IsString(), MaxLength(500))
  correctionReason!: string;
}

export class ActivityQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  user?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  branch?: number;

  @IsOptional()
  @InDateRange()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, {
    context: { german: '„Von“ muss ein Datum (JJJJ-MM-TT) sein.' },
  })
  from?: string;

  @IsOptional()
  @InDateRange()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, {
    context: { german: '„Bis“ muss ein Datum (JJJJ-MM-TT) sein.' },
  })
  to?: string;

  /** Also the superseded originals of corrections (the history). */
  @IsOptional()
  @IsString()
  history?: string;
}
