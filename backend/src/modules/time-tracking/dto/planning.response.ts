import { ApiProperty } from '@nestjs/swagger';
import { ABSENCE_KINDS } from '@bestellwerk/domain';
import { DATE_TIME, NamedRefResponse } from '../../../common/http/response-refs';
import { PersonResponse, ProjectRefResponse } from './time-tracking.response';

export class DepartmentRefResponse {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
}

export class WorkingScheduleResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ type: PersonResponse }) user!: PersonResponse;
  @ApiProperty({ type: NamedRefResponse }) branch!: NamedRefResponse;
  @ApiProperty({ type: DepartmentRefResponse, nullable: true })
  department!: DepartmentRefResponse | null;
  @ApiProperty({ enum: ['weekly', 'single'] }) kind!: string;
  @ApiProperty({ type: Number, nullable: true }) weekday!: number | null;
  @ApiProperty({ type: String, nullable: true }) date!: string | null;
  @ApiProperty({ type: String, nullable: true }) validFrom!: string | null;
  @ApiProperty({ type: String, nullable: true }) validUntil!: string | null;
  @ApiProperty() startTime!: string;
  @ApiProperty() endTime!: string;
  @ApiProperty() note!: string;
}

export class EmploymentContractResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ type: PersonResponse }) user!: PersonResponse;
  @ApiProperty() validFrom!: string;
  @ApiProperty() weeklyMinutes!: number;
  @ApiProperty({ type: [Number] }) workingDays!: number[];
  @ApiProperty() holidayDaysPerYear!: number;
  @ApiProperty() openingHolidayDays!: number;
  @ApiProperty() openingOvertimeMinutes!: number;
  @ApiProperty({ enum: ['AT', 'DE'] }) holidayCountry!: string;
  @ApiProperty() holidayState!: string;
}

export class AbsenceResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ type: PersonResponse }) user!: PersonResponse;
  @ApiProperty({ enum: ABSENCE_KINDS }) kind!: string;
  @ApiProperty() fromDay!: string;
  @ApiProperty() toDay!: string;
  @ApiProperty() halfDay!: boolean;
  @ApiProperty({ enum: ['requested', 'approved', 'rejected'] }) status!: string;
  @ApiProperty() note!: string;
  @ApiProperty({ type: PersonResponse, nullable: true }) decidedBy!: PersonResponse | null;
  @ApiProperty({ ...DATE_TIME, nullable: true }) decidedAt!: string | null;
  @ApiProperty(DATE_TIME) createdAt!: string;
}

export class ProjectResponse {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ enum: ['active', 'archived'] }) status!: string;
  @ApiProperty({ type: NamedRefResponse, nullable: true }) branch!: NamedRefResponse | null;
  @ApiProperty(DATE_TIME) createdAt!: string;
}

export class TaskResponse {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ type: ProjectRefResponse, nullable: true }) project!: ProjectRefResponse | null;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ enum: ['open', 'in-progress', 'done'] }) status!: string;
  @ApiProperty({ type: String, nullable: true }) dueDate!: string | null;
  @ApiProperty({ type: [PersonResponse] }) assignees!: PersonResponse[];
  @ApiProperty(DATE_TIME) createdAt!: string;
}

/** What „Woche kopieren“ did: shifts created, and those already in the next week. */
export class CopyWeekResponse {
  @ApiProperty() copied!: number;
  @ApiProperty() skipped!: number;
}
