import {
  AbsenceDay,
  EmploymentContractTerms,
  HolidayDay,
  dayBalances,
  formatDays,
  holidayEntitlement,
  holidayAccount,
  isoWeekOf,
  labourFlagsByDay,
  minutesByLocalDay,
  periodBalances,
  remainingWorkText,
} from './time-balances';
import { zonedDateTime } from './time-zone';
import type { TimeInterval } from './working-activity';

const TZ = 'Europe/Vienna';
const FULL_TIME: EmploymentContractTerms = {
  validFrom: '2020-01-01',
  weeklyMinutes: 40 * 60,
  workingDays: [1, 2, 3, 4, 5],
  holidayDaysPerYear: 25,
};
const PART_TIME: EmploymentContractTerms = {
  validFrom: '2020-01-01',
  weeklyMinutes: 20 * 60,
  workingDays: [1, 2, 3],
  holidayDaysPerYear: 15,
};
/** Local 'YYYY-MM-DD HH:mm' to 'YYYY-MM-DD HH:mm' in Vienna. */
const shift = (day: string, from: string, to: string, endDay = day): TimeInterval => ({
  start: zonedDateTime(day, from, TZ),
  end: zonedDateTime(endDay, to, TZ),
});
const NOW = new Date('2027-01-01T00:00:00Z');

function balance(
  from: string,
  to: string,
  worked: TimeInterval[],
  extra: {
    contracts?: EmploymentContractTerms[];
    holidays?: HolidayDay[];
    absences?: AbsenceDay[];
  } = {},
) {
  return dayBalances({
    from,
    to,
    contracts: extra.contracts ?? [FULL_TIME],
    worked,
    absences: extra.absences ?? [],
    holidays: extra.holidays ?? [],
    now: NOW,
    timeZone: TZ,
  });
}

describe('worked minutes per Vienna calendar day', () => {
  it.each([
    [
      'an ordinary night',
      shift('2026-06-10', '22:00', '06:00', '2026-06-11'),
      { '2026-06-10': 120, '2026-06-11': 360 },
    ],
    [
      'the spring-forward night (one hour less)',
      shift('2026-03-28', '22:00', '06:00', '2026-03-29'),
      { '2026-03-28': 120, '2026-03-29': 300 },
    ],
    [
      'the fall-back night (one hour more)',
      shift('2026-10-24', '22:00', '06:00', '2026-10-25'),
      { '2026-10-24': 120, '2026-10-25': 420 },
    ],
    [
      'over a month end',
      shift('2026-01-31', '20:00', '02:00', '2026-02-01'),
      { '2026-01-31': 240, '2026-02-01': 120 },
    ],
    [
      'over a year end',
      shift('2026-12-31', '23:00', '01:00', '2027-01-01'),
      { '2026-12-31': 60, '2027-01-01': 60 },
    ],
  ])('%s', (_name, interval, expected) => {
    expect(Object.fromEntries(minutesByLocalDay([interval], NOW, TZ))).toEqual(expected);
  });
});

describe('planned against worked per day', () => {
  it.each([
    ['a full-time Monday', FULL_TIME, '2026-03-02', 480],
    ['a full-time Saturday', FULL_TIME, '2026-03-07', 0],
    ['a part-time Monday (20 h on Mon–Wed)', PART_TIME, '2026-03-02', 400],
    ['a part-time Thursday', PART_TIME, '2026-03-05', 0],
  ])('%s', (_name, contract, day, planned) => {
    expect(balance(day, day, [], { contracts: [contract] })[0].plannedMinutes).toBe(planned);
  });

  it('uses the contract valid on the day (a change to part time mid-month)', () => {
    const contracts = [FULL_TIME, { ...PART_TIME, validFrom: '2026-03-04' }];
    const days = balance('2026-03-02', '2026-03-05', [], { contracts });
    expect(days.map((day) => day.plannedMinutes)).toEqual([480, 480, 400, 0]);
  });

  it.each([
    [
      'a full holiday on a working day',
      { day: '2026-12-08', name: 'Mariä Empfängnis', half: false },
      0,
    ],
    [
      'a half holiday on a working day',
      { day: '2026-12-24', name: 'Heiliger Abend', half: true },
      240,
    ],
    ['a holiday on a Saturday', { day: '2026-08-15', name: 'Mariä Himmelfahrt', half: false }, 0],
  ])('%s', (_name, holiday, planned) => {
    const [day] = balance(holiday.day, holiday.day, [], { holidays: [holiday] });
    expect(day.plannedMinutes).toBe(planned);
    expect(day.holiday).toEqual(holiday);
  });

  it('gives no extra day off when a holiday falls on a weekend (the week still needs 40 h)', () => {
    const saturdayHoliday = [{ day: '2026-08-15', name: 'Mariä Himmelfahrt', half: false }];
    const week = balance('2026-08-10', '2026-08-16', [], { holidays: saturdayHoliday });
    expect(week.reduce((sum, day) => sum + day.plannedMinutes, 0)).toBe(2400);
  });

  it.each([
    ['vacation fulfils the day', { day: '2026-03-02', kind: 'vacation', halfDay: false }, 480, 0],
    [
      'half a vacation day fulfils half',
      { day: '2026-03-02', kind: 'vacation', halfDay: true },
      240,
      -240,
    ],
    ['sick leave fulfils the day', { day: '2026-03-02', kind: 'sick', halfDay: false }, 480, 0],
    [
      'comp time is paid from overtime',
      { day: '2026-03-02', kind: 'comp-time', halfDay: false },
      0,
      -480,
    ],
  ] as const)('%s', (_name, absence, credited, difference) => {
    const [day] = balance('2026-03-02', '2026-03-02', [], { absences: [{ ...absence }] });
    expect(day.creditedMinutes).toBe(credited);
    expect(day.differenceMinutes).toBe(difference);
  });
});

describe('overtime carried across weeks and months', () => {
  it('carries the balance of January into February', () => {
    const worked = [shift('2026-01-30', '08:00', '18:00'), shift('2026-02-02', '08:00', '14:00')];
    const days = balance('2026-01-26', '2026-02-03', worked);
    const months = periodBalances(days, 'month', 30);
    expect(months.map((m) => [m.period, m.differenceMinutes, m.carriedMinutes])).toEqual([
      ['2026-01', 600 - 5 * 480, 30 + 600 - 2400],
      ['2026-02', 360 - 960, 30 + 600 - 2400 + 360 - 960],
    ]);
  });

  it.each([
    ['2026-01-01', '2026-W01'],
    ['2027-01-01', '2026-W53'],
    ['2026-12-28', '2026-W53'],
    ['2025-12-29', '2026-W01'],
  ])('%s lies in ISO week %s', (day, week) => {
    expect(isoWeekOf(day)).toBe(week);
  });
});

describe('AZG / ArbZG flags per day', () => {
  it.each([
    ['6 h without a break is fine', [shift('2026-03-02', '08:00', '14:00')], []],
    [
      '7 h without a break misses the break',
      [shift('2026-03-02', '08:00', '15:00')],
      ['break-missing'],
    ],
    [
      '7 h with 30 min break is fine',
      [shift('2026-03-02', '08:00', '12:00'), shift('2026-03-02', '12:30', '15:30')],
      [],
    ],
    [
      '7 h with 20 min break misses the break',
      [shift('2026-03-02', '08:00', '12:00'), shift('2026-03-02', '12:20', '15:20')],
      ['break-missing'],
    ],
    [
      '11 h with a break is within the Austrian maximum of 12 h',
      [shift('2026-03-02', '07:00', '12:00'), shift('2026-03-02', '12:30', '18:30')],
      [],
    ],
    [
      '12 h 30 min with a break is over the Austrian maximum',
      [shift('2026-03-02', '06:00', '12:00'), shift('2026-03-02', '12:30', '19:00')],
      ['over-max-daily'],
    ],
  ])('in Austria (no country given), %s', (_name, worked, flags) => {
    expect(labourFlagsByDay(worked, NOW, TZ).get('2026-03-02') ?? []).toEqual(flags);
  });

  it.each([
    ['AT', []],
    ['DE', ['long-break-missing']],
  ])('9 h 30 min with a 30 min break: in %s %j', (country, flags) => {
    const worked = [shift('2026-03-02', '07:00', '12:00'), shift('2026-03-02', '12:30', '17:00')];
    expect(labourFlagsByDay(worked, NOW, TZ, country).get('2026-03-02') ?? []).toEqual(flags);
  });

  it('takes 45 min after 9 h in Germany as enough, and 8 h there as before', () => {
    const long = [shift('2026-03-02', '07:00', '12:00'), shift('2026-03-02', '12:45', '17:15')];
    expect(labourFlagsByDay(long, NOW, TZ, 'DE').get('2026-03-02')).toBeUndefined();
    const eight = [shift('2026-03-02', '08:00', '12:00'), shift('2026-03-02', '12:30', '16:30')];
    expect(labourFlagsByDay(eight, NOW, TZ, 'DE').get('2026-03-02')).toBeUndefined();
  });

  it('flags under 11 h of rest between two days', () => {
    const worked = [shift('2026-03-02', '14:00', '23:00'), shift('2026-03-03', '08:00', '12:00')];
    const flags = labourFlagsByDay(worked, NOW, TZ);
    expect(flags.get('2026-03-03')).toEqual(['rest-too-short']);
    expect(flags.get('2026-03-02')).toEqual(['break-missing']);
  });

  it('counts rest in real hours across the spring DST change', () => {
    // 21:00 to 08:00 wall clock is only 10 real hours on the night clocks go forward.
    const worked = [shift('2026-03-28', '17:00', '21:00'), shift('2026-03-29', '08:00', '10:00')];
    expect(labourFlagsByDay(worked, NOW, TZ).get('2026-03-29')).toEqual(['rest-too-short']);
  });
});

describe('the holiday account of a year', () => {
  const vacation = (day: string, halfDay = false): AbsenceDay => ({
    day,
    kind: 'vacation',
    halfDay,
  });

  it('counts taken and planned working days, half days as 0.5, carries the rest', () => {
    const account = holidayAccount({
      year: 2026,
      contracts: [FULL_TIME],
      absences: [
        vacation('2026-03-02'),
        vacation('2026-03-03', true),
        vacation('2026-03-07'), // Saturday: not a working day
        vacation('2026-12-08'), // full holiday
        vacation('2026-12-24'), // half holiday: still a vacation day
        vacation('2026-12-28'),
        { day: '2026-03-04', kind: 'sick', halfDay: false },
      ],
      holidays: [
        { day: '2026-12-08', name: 'Mariä Empfängnis', half: false },
        { day: '2026-12-24', name: 'Heiliger Abend', half: true },
      ],
      carriedOverDays: 3,
      today: '2026-06-30',
    });
    expect(account).toEqual({
      year: 2026,
      entitlementDays: 25,
      carriedOverDays: 3,
      takenDays: 1.5,
      plannedDays: 2,
      remainingDays: 24.5,
    });
  });

  it('counts only the part-time contract’s working days', () => {
    const account = holidayAccount({
      year: 2026,
      contracts: [PART_TIME],
      absences: ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'].map((d) =>
        vacation(d),
      ),
      holidays: [],
      carriedOverDays: 0,
      today: '2026-12-31',
    });
    expect(account.takenDays).toBe(3);
    expect(account.remainingDays).toBe(12);
  });
});

describe('the terminal’s remaining time', () => {
  it.each([
    [125, 'noch 2 h 5 min bis Dienstende'],
    [59, 'noch 0 h 59 min bis Dienstende'],
    [0, null],
    [-10, null],
  ])('%i minutes left read %s', (minutes, text) => {
    expect(remainingWorkText(minutes)).toBe(text);
  });
});

describe('formatDays', () => {
  it('writes whole and half holiday days the German way', () => {
    expect(formatDays(25)).toBe('25');
    expect(formatDays(2.5)).toBe('2,5');
    expect(formatDays(0)).toBe('0');
    expect(formatDays(-1.5)).toBe('-1,5');
  });
});

describe('holidayEntitlement', () => {
  const terms = (validFrom: string, holidayDaysPerYear: number): EmploymentContractTerms => ({
    ...FULL_TIME,
    validFrom,
    holidayDaysPerYear,
  });

  it('gives the full days for a year the contract covers, none before it starts', () => {
    expect(holidayEntitlement([terms('2020-01-01', 25)], 2026)).toBe(25);
    expect(holidayEntitlement([terms('2026-01-01', 25)], 2026)).toBe(25);
    expect(holidayEntitlement([terms('2027-01-01', 25)], 2026)).toBe(0);
  });

  it('gives a part for a start in the year, rounded up to half days', () => {
    // 1 July to 31 December: 184 of 365 days of 25 = 12.6 → 13.
    expect(holidayEntitlement([terms('2026-07-01', 25)], 2026)).toBe(13);
    // 29 November: 33 days of 25 = 2.26 → 2.5.
    expect(holidayEntitlement([terms('2026-11-29', 25)], 2026)).toBe(2.5);
    // A leap year counts 366 days: 1 July 2028 → 184/366 × 25 = 12.57 → 13.
    expect(holidayEntitlement([terms('2028-07-01', 25)], 2028)).toBe(13);
  });

  it('counts each part of the year with the contract in force then', () => {
    // Five days a week (25) until 30 June, four (20) from 1 July: 181/365 × 25 + 184/365 × 20.
    const changed = [terms('2020-01-01', 25), terms('2026-07-01', 20)];
    expect(holidayEntitlement(changed, 2026)).toBe(22.5);
    expect(holidayEntitlement(changed, 2025)).toBe(25);
    expect(holidayEntitlement(changed, 2027)).toBe(20);
    // The order they are given in does not matter.
    expect(holidayEntitlement([...changed].reverse(), 2026)).toBe(22.5);
  });
});
