import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ABSENCE_KINDS,
  ACTIVITY_ACTIONS,
  ACTIVITY_STATES,
  LABOUR_COUNTRIES,
  LABOUR_FLAGS,
} from '@bestellwerk/domain';
import { DATE_TIME, NamedRefResponse, RefResponse } from '../../../common/http/response-refs';

/** The answers of the time-tracking module (OpenAPI). */

export class PersonResponse {
  @ApiProperty() id!: number;
  @ApiProperty() username!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
}

export class TitledRefResponse {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
}

export class ProjectRefResponse {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
}

export class PauseResponse {
  @ApiProperty() id!: number;
  @ApiProperty(DATE_TIME) startedAt!: string;
  @ApiProperty({ ...DATE_TIME, nullable: true }) endedAt!: string | null;
}

export class WorkingActivityResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ type: PersonResponse }) user!: PersonResponse;
  @ApiProperty({ type: NamedRefResponse }) branch!: NamedRefResponse;
  @ApiProperty({ type: ProjectRefResponse, nullable: true }) project!: ProjectRefResponse | null;
  @ApiProperty({ type: TitledRefResponse, nullable: true }) task!: TitledRefResponse | null;
  @ApiProperty(DATE_TIME) startedAt!: string;
  @ApiProperty({ ...DATE_TIME, nullable: true }) endedAt!: string | null;
  @ApiProperty({ type: [PauseResponse] }) pauses!: PauseResponse[];
  @ApiProperty({ enum: ACTIVITY_STATES }) state!: string;
  @ApiProperty() stateLabel!: string;
  @ApiProperty({ enum: ACTIVITY_ACTIONS, isArray: true }) actions!: string[];
  @ApiProperty() workedMinutes!: number;
  @ApiProperty({ enum: ['terminal', 'backoffice', 'correction'] }) source!: string;
  @ApiProperty() note!: string;
  @ApiProperty({ type: String, nullable: true }) correctionReason!: string | null;
  @ApiProperty({ type: Number, nullable: true }) correctsId!: number | null;
  @ApiProperty({ type: PersonResponse, nullable: true }) correctedBy!: PersonResponse | null;
  @ApiProperty({ type: Number, nullable: true }) supersededById!: number | null;
}

export class HolidayResponse {
  @ApiProperty() day!: string;
  @ApiProperty() name!: string;
  @ApiProperty() half!: boolean;
}

export class AbsenceDayResponse {
  @ApiProperty() day!: string;
  @ApiProperty({ enum: ABSENCE_KINDS }) kind!: string;
  @ApiProperty() halfDay!: boolean;
}

export class DayBalanceResponse {
  @ApiProperty() day!: string;
  @ApiProperty() plannedMinutes!: number;
  @ApiProperty() workedMinutes!: number;
  @ApiProperty() creditedMinutes!: number;
  @ApiProperty() differenceMinutes!: number;
  @ApiProperty({ type: HolidayResponse, nullable: true }) holiday!: HolidayResponse | null;
  @ApiProperty({ type: AbsenceDayResponse, nullable: true }) absence!: AbsenceDayResponse | null;
  @ApiProperty({ enum: LABOUR_FLAGS, isArray: true }) flags!: string[];
}

export class PeriodBalanceResponse {
  @ApiProperty({ example: '2026-03' }) period!: string;
  @ApiProperty() plannedMinutes!: number;
  @ApiProperty() workedMinutes!: number;
  @ApiProperty() creditedMinutes!: number;
  @ApiProperty() differenceMinutes!: number;
  @ApiProperty() carriedMinutes!: number;
}

export class UserBalanceResponse {
  @ApiProperty({ type: PersonResponse }) user!: PersonResponse;
  @ApiProperty() from!: string;
  @ApiProperty() to!: string;
  @ApiProperty() openingMinutes!: number;
  @ApiProperty({
    enum: LABOUR_COUNTRIES,
    description:
      'Das Land, nach dessen Arbeitszeitregeln die Tage geprüft wurden (ohne Vertrag AT); ' +
      'labourFlagLabel(flag, labourCountry) aus @bestellwerk/domain benennt die Hinweise.',
  })
  labourCountry!: string;
  @ApiProperty({ type: [DayBalanceResponse] }) days!: DayBalanceResponse[];
  @ApiProperty({ type: [PeriodBalanceResponse] }) weeks!: PeriodBalanceResponse[];
  @ApiProperty({ type: [PeriodBalanceResponse] }) months!: PeriodBalanceResponse[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The last day counted: the end of the range, or today while it runs on.',
  })
  countedUntil!: string | null;
  @ApiProperty({ description: 'Target of the counted days.' }) plannedMinutes!: number;
  @ApiProperty({ description: 'Target of every day of the range, days to come included.' })
  periodPlannedMinutes!: number;
  @ApiProperty({ description: 'Worked on the counted days, pauses excluded.' })
  workedMinutes!: number;
  @ApiProperty({ description: 'Vacation and sick leave credited on the counted days.' })
  creditedMinutes!: number;
  @ApiProperty({ description: 'worked + credited − planned.' }) differenceMinutes!: number;
  @ApiProperty({ description: 'opening + difference.' }) closingMinutes!: number;
}

export class HolidayAccountResponse {
  @ApiProperty({ type: PersonResponse }) user!: PersonResponse;
  @ApiProperty() year!: number;
  @ApiProperty() entitlementDays!: number;
  @ApiProperty() carriedOverDays!: number;
  @ApiProperty() takenDays!: number;
  @ApiProperty() plannedDays!: number;
  @ApiProperty() remainingDays!: number;
}

export class ShiftResponse {
  @ApiProperty() scheduleId!: number;
  @ApiProperty() day!: string;
  @ApiProperty(DATE_TIME) start!: string;
  @ApiProperty(DATE_TIME) end!: string;
  @ApiProperty({ type: NamedRefResponse }) branch!: NamedRefResponse;
}

export class TerminalMeResponse {
  @ApiProperty({ type: PersonResponse }) user!: PersonResponse;
  @ApiProperty({ enum: ACTIVITY_STATES }) state!: string;
  @ApiProperty({ enum: ACTIVITY_ACTIONS, isArray: true }) actions!: string[];
  @ApiProperty({ type: WorkingActivityResponse, nullable: true })
  workingActivity!: WorkingActivityResponse | null;
  @ApiProperty() todayWorkedMinutes!: number;
  @ApiProperty() todayPlannedMinutes!: number;
  @ApiProperty({ type: Number, nullable: true }) remainingMinutes!: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'noch 2 h 5 min bis Dienstende' })
  remainingText!: string | null;
  @ApiProperty() balanceMinutes!: number;
  @ApiProperty({ type: [NamedRefResponse] }) branches!: NamedRefResponse[];
}

export class TerminalEmployeeResponse {
  @ApiProperty() username!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty({ enum: ACTIVITY_STATES }) state!: string;
  @ApiProperty() hasPin!: boolean;
}

export class TerminalLoginResponse {
  @ApiProperty() token!: string;
  @ApiProperty() username!: string;
}

export class TerminalTokenResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ type: RefResponse }) user!: RefResponse;
  @ApiProperty() tokenPrefix!: string;
  @ApiProperty() label!: string;
  @ApiProperty(DATE_TIME) createdAt!: string;
  @ApiProperty({ ...DATE_TIME, nullable: true }) lastUsedAt!: string | null;
  @ApiProperty({ ...DATE_TIME, nullable: true }) revokedAt!: string | null;
  @ApiPropertyOptional({ description: 'Only in the answer to its creation' }) token?: string;
  @ApiPropertyOptional({ example: '/api/time-tracking/{token}/{username}' }) address?: string;
}

export class PresentEmployeeResponse {
  @ApiProperty({ type: PersonResponse }) user!: PersonResponse;
  @ApiProperty({ type: NamedRefResponse }) branch!: NamedRefResponse;
  @ApiProperty({ enum: ACTIVITY_STATES }) state!: string;
  @ApiProperty(DATE_TIME) since!: string;
  @ApiProperty() workedMinutes!: number;
}

export class TaskViewResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ type: PersonResponse }) user!: PersonResponse;
  @ApiProperty(DATE_TIME) viewedAt!: string;
}
