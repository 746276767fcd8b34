import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { ABSENCE_KINDS } from '@bestellwerk/domain';
import { IdFilter, ListQueryDto, toTrimmed } from '../../../common/crud/list-query.dto';
import { RefDto } from '../../../common/crud/ref.dto';
import { ValidateNested } from '../../../common/validation/nested';
import { IsOptionalNotNull, IsRequired } from '../../../common/validation/presence';
import { InDateRange } from '../../../common/validation/date-range';

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const day = (label: string) => ({
  context: { german: `„${label}“ muss ein Datum (JJJJ-MM-TT) sein.` },
});
const time = (label: string) => ({
  context: { german: `„${label}“ muss eine Uhrzeit (HH:mm) sein.` },
});

// ---- Planung (working schedules) -------------------------------------------------------

/** „Woche kopieren“: the single shifts of the week from this Monday into the next week. */
export class CopyWeekDto {
  @ApiProperty({ example: '2026-03-02', description: 'Der Montag der Woche, die kopiert wird' })
  @IsRequired(IsString())
  @InDateRange()
  @Matches(DAY, day('Woche'))
  from!: string;
}

export class CreateScheduleDto {
  @ApiProperty({ type: RefDto })
  @IsRequired(ValidateNested())
  @Type(() => RefDto)
  user!: RefDto;

  @ApiProperty({ type: RefDto })
  @IsRequired(ValidateNested())
  @Type(() => RefDto)
  branch!: RefDto;

  @ApiPropertyOptional({ type: RefDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => RefDto)
  department?: RefDto | null;

  @ApiProperty({ enum: ['weekly', 'single'] })
  @IsRequired(IsIn(['weekly', 'single']))
  kind!: 'weekly' | 'single';

  @ApiPropertyOptional({ minimum: 1, maximum: 7 })
  @ValidateIf((dto: CreateScheduleDto) => dto.kind === 'weekly')
  @IsRequired(IsInt(), Min(1), Max(7))
  weekday?: number | null;

  @ApiPropertyOptional({ example: '2026-03-02' })
  @ValidateIf((dto: CreateScheduleDto) => dto.kind === 'single')
  @InDateRange()
  @IsRequired(Matches(DAY, day('Datum')))
  date?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @InDateRange()
  @Matches(DAY, day('Gültig ab'))
  validFrom?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @InDateRange()
  @Matches(DAY, day('Gültig bis'))
  validUntil?: string | null;

  @ApiProperty({ example: '08:00' })
  @IsRequired(Matches(TIME, time('Beginn')))
  startTime!: string;

  @ApiProperty({ example: '16:30' })
  @IsRequired(Matches(TIME, time('Ende')))
  endTime!: string;

  @ApiPropertyOptional()
  @IsOptionalNotNull()
  @MaxLength(500)
  @IsString()
  note?: string;
}
export class UpdateScheduleDto extends PartialType(CreateScheduleDto) {}
export class ScheduleQueryDto extends ListQueryDto {
  @IdFilter() user?: number;
  @IdFilter() branch?: number;
  @IdFilter() department?: number;
}

// ---- Employment contracts ---------------------------------------------------------------

export class CreateContractDto {
  @ApiProperty({ type: RefDto })
  @IsRequired(ValidateNested())
  @Type(() => RefDto)
  user!: RefDto;

  @ApiProperty({ example: '2026-01-01' })
  @InDateRange()
  @IsRequired(Matches(DAY, day('Gültig ab')))
  validFrom!: string;

  @ApiProperty({ example: 2400, description: 'Minuten pro Woche' })
  @IsRequired(IsInt(), Min(0), Max(60 * 60))
  weeklyMinutes!: number;

  @ApiProperty({ example: [1, 2, 3, 4, 5] })
  @IsRequired(
    IsArray(),
    ArrayMaxSize(7),
    IsInt({ each: true }),
    Min(1, { each: true }),
    Max(7, { each: true }),
  )
  workingDays!: number[];

  @ApiPropertyOptional({ example: 25 })
  @IsOptionalNotNull()
  @IsInt()
  @Min(0)
  @Max(60)
  holidayDaysPerYear?: number;

  @ApiPropertyOptional()
  @IsOptionalNotNull()
  @IsNumber()
  @Min(-100)
  @Max(200)
  openingHolidayDays?: number;

  @ApiPropertyOptional()
  @IsOptionalNotNull()
  @IsInt()
  @Min(-100_000)
  @Max(100_000)
  openingOvertimeMinutes?: number;

  @ApiPropertyOptional({ enum: ['AT', 'DE'] })
  @IsOptionalNotNull()
  @IsIn(['AT', 'DE'])
  holidayCountry?: 'AT' | 'DE';

  @ApiPropertyOptional({ example: '9', description: 'Bundesland: AT 1–9 (9 = Wien), DE BY, BE, …' })
  @IsOptionalNotNull()
  @MaxLength(5)
  @IsString()
  holidayState?: string;
}
export class UpdateContractDto extends PartialType(CreateContractDto) {}
export class ContractQueryDto extends ListQueryDto {
  @IdFilter() user?: number;
}

// ---- Absences ---------------------------------------------------------------------------

export class CreateAbsenceDto {
  @ApiProperty({ type: RefDto })
  @IsRequired(ValidateNested())
  @Type(() => RefDto)
  user!: RefDto;

  @ApiProperty({ enum: ABSENCE_KINDS })
  @IsRequired(IsIn([...ABSENCE_KINDS]))
  kind!: (typeof ABSENCE_KINDS)[number];

  @ApiProperty({ example: '2026-03-02' })
  @InDateRange()
  @IsRequired(Matches(DAY, day('Von')))
  fromDay!: string;

  @ApiProperty({ example: '2026-03-06' })
  @InDateRange()
  @IsRequired(Matches(DAY, day('Bis')))
  toDay!: string;

  @ApiPropertyOptional()
  @IsOptionalNotNull()
  @IsBoolean()
  halfDay?: boolean;

  @ApiPropertyOptional()
  @IsOptionalNotNull()
  @Transform(toTrimmed)
  @MaxLength(500)
  @IsString()
  note?: string;
}
export class UpdateAbsenceDto extends PartialType(CreateAbsenceDto) {}
export class AbsenceQueryDto extends ListQueryDto {
  @IdFilter() user?: number;
  @IsOptional() @IsIn(['requested', 'approved', 'rejected']) status?: string;
  @IsOptional() @IsIn([...ABSENCE_KINDS]) kind?: string;
}

// ---- Projects and tasks -----------------------------------------------------------------

export class CreateProjectDto {
  @ApiProperty()
  @Transform(toTrimmed)
  @IsRequired(IsString(), MaxLength(200))
  name!: string;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @MaxLength(5000)
  @IsString()
  description?: string | null;

  @ApiPropertyOptional({ enum: ['active', 'archived'] })
  @IsOptionalNotNull()
  @IsIn(['active', 'archived'])
  status?: 'active' | 'archived';

  @ApiPropertyOptional({ type: RefDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => RefDto)
  branch?: RefDto | null;
}
export class UpdateProjectDto extends PartialType(CreateProjectDto) {}
export class ProjectQueryDto extends ListQueryDto {
  @IdFilter() branch?: number;
  @IsOptional() @IsIn(['active', 'archived']) status?: string;
}

export class CreateTaskDto {
  @ApiProperty()
  @Transform(toTrimmed)
  @IsRequired(IsString(), MaxLength(200))
  title!: string;

  @ApiPropertyOptional({ type: RefDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => RefDto)
  project?: RefDto | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @MaxLength(5000)
  @IsString()
  description?: string | null;

  @ApiPropertyOptional({ enum: ['open', 'in-progress', 'done'] })
  @IsOptionalNotNull()
  @IsIn(['open', 'in-progress', 'done'])
  status?: 'open' | 'in-progress' | 'done';

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @InDateRange()
  @Matches(DAY, day('Fällig am'))
  dueDate?: string | null;

  @ApiPropertyOptional({ type: [RefDto] })
  @IsOptionalNotNull()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => RefDto)
  assignees?: RefDto[];
}
export class UpdateTaskDto extends PartialType(CreateTaskDto) {}
export class TaskQueryDto extends ListQueryDto {
  @IdFilter() project?: number;
  @IsOptional() @IsIn(['open', 'in-progress', 'done']) status?: string;
}
