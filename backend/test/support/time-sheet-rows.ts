import { zonedDateTime } from '@bestellwerk/domain';
import type { Absence } from '../../src/modules/time-tracking/entities/absence.entity';
import type { EmploymentContract } from '../../src/modules/time-tracking/entities/employment-contract.entity';
import type { User } from '../../src/modules/users';

/** Rows of the time-tracking tables as the balance code reads them (unit specs). */
export const SHEET_USER = {
  id: 7,
  username: 'anna',
  firstName: 'Anna',
  lastName: 'Berger',
} as User;

/** A full-time Viennese contract from 2020, with the given terms changed. */
export const contractRow = (terms: Partial<EmploymentContract> = {}): EmploymentContract =>
  ({
    id: 1,
    user: SHEET_USER,
    validFrom: '2020-01-01',
    weeklyMinutes: 40 * 60,
    workingDays: [1, 2, 3, 4, 5],
    holidayDaysPerYear: 25,
    openingHolidayDays: 0,
    openingOvertimeMinutes: 0,
    holidayCountry: 'AT',
    holidayState: '9',
    ...terms,
  }) as EmploymentContract;

export const absenceRow = (
  fromDay: string,
  toDay: string,
  kind: Absence['kind'] = 'vacation',
  halfDay = false,
) => ({ fromDay, toDay, kind, halfDay }) as Absence;

/** Wall-clock time in Vienna. */
export const viennaAt = (day: string, time: string) => zonedDateTime(day, time, 'Europe/Vienna');
