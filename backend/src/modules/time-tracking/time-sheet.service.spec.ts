import { CONFIG_DEFAULTS, SettingsService } from '../settings';
import { zonedDateTime } from '@bestellwerk/domain';
import type { DataSource } from 'typeorm';
import { Absence } from './entities/absence.entity';
import { EmploymentContract } from './entities/employment-contract.entity';
import { WorkingActivity } from './entities/working-activity.entity';
import { TimeSheetService } from './time-sheet.service';
import { SHEET_USER, absenceRow, contractRow } from '../../../test/support/time-sheet-rows';

const USER = SHEET_USER;
const contract = contractRow;

/** Wall-clock times in `zone`; `endDay` for an activity that ends after local midnight. */
const activity = (
  day: string,
  from: string,
  to: string | null,
  { endDay = day, zone = 'Europe/Vienna', pauses = [] as [string, string][] } = {},
): WorkingActivity =>
  ({
    startedAt: zonedDateTime(day, from, zone),
    endedAt: to === null ? null : zonedDateTime(endDay, to, zone),
    pauses: pauses.map(([start, end]) => ({
      startedAt: zonedDateTime(day, start, zone),
      endedAt: zonedDateTime(day, end, zone),
    })),
  }) as WorkingActivity;

const absence = absenceRow;

/**
 * The activities the query of TimeSheetService.activities finds: started before the range's
 * end (`startedAt: LessThan(end)`), open or ended at or after its start
 * (`endedAt: MoreThanOrEqual(start)`).
 */
function touching(activities: WorkingActivity[], where: unknown): WorkingActivity[] {
  const [open, ended] = where as { startedAt: { value: Date }; endedAt: { value: Date } }[];
  const end = open.startedAt.value.getTime();
  const start = ended.endedAt.value.getTime();
  return activities.filter(
    (activity) =>
      activity.startedAt.getTime() < end &&
      (activity.endedAt === null || activity.endedAt.getTime() >= start),
  );
}

/**
 * The service on a stand-in for the database that answers what the queries would: the
 * user's contracts (ascending), the activities of the range and the approved absences.
 */
function service(data: {
  contracts: EmploymentContract[];
  activities?: WorkingActivity[];
  absences?: Absence[];
}) {
  const rows = new Map<unknown, unknown[]>([
    [EmploymentContract, data.contracts],
    [WorkingActivity, data.activities ?? []],
    [Absence, data.absences ?? []],
  ]);
  const dataSource = {
    getRepository: (entity: unknown) => ({
      find: (options: { where?: unknown }) =>
        Promise.resolve(
          entity === WorkingActivity
            ? touching(rows.get(entity) as WorkingActivity[], options.where)
            : rows.get(entity),
        ),
    }),
  } as unknown as DataSource;
  // The shop's settings as shipped (no hospitality rest reduction).
  const settings = { get: () => Promise.resolve(CONFIG_DEFAULTS) } as unknown as SettingsService;
  return new TimeSheetService(dataSource, settings);
}

const LATER = new Date('2028-01-01T00:00:00Z');

describe('a night across the DST change counts real hours, in Vienna and in Berlin', () => {
  // The last Sundays of March and October: 29.3./25.10.2026, 28.3./31.10.2027.
  it.each([
    ['AT', '9', 'Europe/Vienna', '2026-03-28', '2026-03-29', 120, 300],
    ['AT', '9', 'Europe/Vienna', '2026-10-24', '2026-10-25', 120, 420],
    ['DE', 'BY', 'Europe/Berlin', '2026-03-28', '2026-03-29', 120, 300],
    ['DE', 'BY', 'Europe/Berlin', '2026-10-24', '2026-10-25', 120, 420],
    ['AT', '9', 'Europe/Vienna', '2027-03-27', '2027-03-28', 120, 300],
    ['DE', 'BE', 'Europe/Berlin', '2027-10-30', '2027-10-31', 120, 420],
  ] as const)(
    '%s-%s (%s): 22:00 on %s to 06:00 on %s is %i + %i minutes',
    async (country, state, zone, day, next, before, after) => {
      const sheets = service({
        contracts: [contract({ holidayCountry: country, holidayState: state })],
        activities: [activity(day, '22:00', '06:00', { endDay: next, zone })],
      });
      const balance = await sheets.balance(USER, day, next, LATER);
      expect(balance.days.map((row) => row.workedMinutes)).toEqual([before, after]);
      expect(balance.workedMinutes).toBe(before + after);
      // A weekend night: 7 h resp. 9 h of overtime.
      expect(balance.differenceMinutes).toBe(before + after);
    },
  );

  it('takes pauses in real minutes too: 22:00–06:00 with 02:30–03:30 off on the autumn night', async () => {
    // 02:30 is read in summer time, 03:30 in winter time: the pause is two real hours.
    const night = activity('2026-10-24', '22:00', '06:00', { endDay: '2026-10-25' });
    night.pauses = [
      {
        startedAt: new Date('2026-10-25T00:30:00Z'),
        endedAt: new Date('2026-10-25T02:30:00Z'),
      } as WorkingActivity['pauses'][number],
    ];
    const balance = await service({ contracts: [contract()], activities: [night] }).balance(
      USER,
      '2026-10-24',
      '2026-10-25',
      LATER,
    );
    expect(balance.days.map((row) => row.workedMinutes)).toEqual([120, 300]);
  });
});

describe('a shift across midnight at a month end', () => {
  // Saturday 31 January 2026 20:00 to Sunday 1 February 02:00, on a contract from that day:
  // the work is booked on the Vienna day on which it happened.
  const sheets = () =>
    service({
      contracts: [contract({ validFrom: '2026-01-31' })],
      activities: [activity('2026-01-31', '20:00', '02:00', { endDay: '2026-02-01' })],
    });

  it('counts the hours before midnight in January', async () => {
    const january = await sheets().balance(USER, '2026-01-01', '2026-01-31', LATER);
    expect(january.workedMinutes).toBe(240);
    expect(january.months.map((month) => [month.period, month.workedMinutes])).toEqual([
      ['2026-01', 240],
    ]);
  });

  it('counts the hours after midnight in February and carries January in as Übertrag', async () => {
    const february = await sheets().balance(USER, '2026-02-01', '2026-02-28', LATER);
    expect(february.days[0]).toMatchObject({ day: '2026-02-01', workedMinutes: 120 });
    expect(february.workedMinutes).toBe(120);
    expect(february.openingMinutes).toBe(240);
    // 20 working days of 8 hours in February 2026.
    expect(february.plannedMinutes).toBe(20 * 480);
    expect(february.closingMinutes).toBe(240 + 120 - 20 * 480);
  });

  it('splits the same way at a year end (31.12. is a half holiday in Austria)', async () => {
    const sheets = service({
      contracts: [contract()],
      activities: [activity('2026-12-31', '22:00', '04:00', { endDay: '2027-01-01' })],
    });
    const turn = await sheets.balance(USER, '2026-12-31', '2027-01-01', LATER);
    expect(turn.months.map((m) => [m.period, m.plannedMinutes, m.workedMinutes])).toEqual([
      ['2026-12', 240, 120],
      ['2027-01', 0, 240],
    ]);
  });
});

describe('a contract change mid-month (40 h to 20 h from 16 March 2026)', () => {
  const full = contract({ id: 1, validFrom: '2026-01-01' });
  const part = contract({ id: 2, validFrom: '2026-03-16', weeklyMinutes: 20 * 60 });
  const worked = [
    activity('2026-03-02', '08:00', '17:00', { pauses: [['12:00', '12:30']] }),
    activity('2026-03-13', '08:00', '12:00'),
  ];

  it('plans the month as the sum of both parts', async () => {
    const march = await service({ contracts: [full, part] }).balance(
      USER,
      '2026-03-01',
      '2026-03-31',
      LATER,
    );
    // 2.–13.3.: 10 days of 8 h; 16.–31.3.: 12 days of 4 h.
    expect(march.periodPlannedMinutes).toBe(10 * 480 + 12 * 240);
    expect(march.days.find((row) => row.day === '2026-03-13')!.plannedMinutes).toBe(480);
    expect(march.days.find((row) => row.day === '2026-03-16')!.plannedMinutes).toBe(240);
  });

  it.each([
    ['the first half of March', '2026-03-01', '2026-03-15'],
    ['January and February', '2026-01-01', '2026-02-28'],
  ])('never rewrites %s', async (_name, from, to) => {
    const before = await service({ contracts: [full], activities: worked }).balance(
      USER,
      from,
      to,
      LATER,
    );
    const after = await service({ contracts: [full, part], activities: worked }).balance(
      USER,
      from,
      to,
      LATER,
    );
    expect(after).toEqual(before);
  });

  it('carries the balance before the change into the part-time weeks', async () => {
    const sheets = service({ contracts: [full, part], activities: worked });
    const first = await sheets.balance(USER, '2026-03-01', '2026-03-15', LATER);
    const second = await sheets.balance(USER, '2026-03-16', '2026-03-31', LATER);
    expect(second.openingMinutes).toBe(first.closingMinutes);
    expect(second.plannedMinutes).toBe(12 * 240);
  });

  it('never rewrites earlier holidays when the new contract is in another country', async () => {
    // Vienna until 31.12.2026, Bavaria from 2027: 26.10.2026 (Nationalfeiertag) stays free.
    const vienna = contract({ id: 1, validFrom: '2026-01-01' });
    const bavaria = contract({
      id: 2,
      validFrom: '2027-01-01',
      holidayCountry: 'DE',
      holidayState: 'BY',
    });
    const october = await service({ contracts: [vienna, bavaria] }).balance(
      USER,
      '2026-10-26',
      '2026-10-31',
      LATER,
    );
    expect(october.days[0].holiday?.name).toBe('Nationalfeiertag');
    expect(october.days[0].plannedMinutes).toBe(0);
    // Reformationstag is no holiday in Bavaria, and 2026 was worked in Austria anyway.
    expect(october.days.find((row) => row.day === '2026-10-31')!.holiday).toBeNull();
    expect(october.labourCountry).toBe('AT');
    const january = await service({ contracts: [vienna, bavaria] }).balance(
      USER,
      '2027-01-04',
      '2027-01-08',
      LATER,
    );
    expect(january.labourCountry).toBe('DE');
    expect(january.days.find((row) => row.day === '2027-01-06')!.holiday?.name).toBe(
      'Heilige Drei Könige',
    );
  });

  it('flags each day by the labour-law table of the contract in force then', async () => {
    // An 11-hour day before and after a move from Vienna to Berlin on 1 June 2026.
    const eleven = (day: string) =>
      activity(day, '07:00', '18:45', { pauses: [['12:00', '12:45']] });
    const sheets = service({
      contracts: [
        contract({ id: 1, validFrom: '2026-01-01' }),
        contract({ id: 2, validFrom: '2026-06-01', holidayCountry: 'DE', holidayState: 'BE' }),
      ],
      activities: [eleven('2026-05-27'), eleven('2026-06-03')],
    });
    const balance = await sheets.balance(USER, '2026-05-25', '2026-06-05', LATER);
    const flags = (day: string) => balance.days.find((row) => row.day === day)!.flags;
    expect(flags('2026-05-27')).toEqual([]);
    expect(flags('2026-06-03')).toEqual(['over-max-daily']);
  });
});

describe('sick leave and vacation credits', () => {
  const week = (absences: Absence[], country: 'AT' | 'DE' = 'AT') =>
    service({ contracts: [contract({ holidayCountry: country })], absences }).balance(
      USER,
      '2026-12-21',
      '2026-12-27',
      LATER,
    );

  it('credits a week of vacation with each day’s own target, holidays and half holidays as they are', async () => {
    // Mon 21.–Fri 25.12.2026: 24.12. is a half holiday, 25.12. a full one in Austria.
    const balance = await week([absence('2026-12-21', '2026-12-25')]);
    expect(balance.days.map((row) => [row.plannedMinutes, row.creditedMinutes])).toEqual([
      [480, 480],
      [480, 480],
      [480, 480],
      [240, 240],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    expect(balance.differenceMinutes).toBe(0);
  });

  it.each([
    ['sick', false, 480, 0],
    ['sick', true, 240, -240],
    ['vacation', true, 240, -240],
    ['comp-time', false, 0, -480],
  ] as const)('%s (half day: %s) on a Monday credits %i', async (kind, half, credited, diff) => {
    const balance = await week([absence('2026-12-21', '2026-12-21', kind, half)]);
    expect(balance.days[0].creditedMinutes).toBe(credited);
    expect(balance.days[0].differenceMinutes).toBe(diff);
  });

  it('credits half of the half holiday for a half day of sick leave on 24.12.', async () => {
    const balance = await week([absence('2026-12-24', '2026-12-24', 'sick', true)]);
    expect(balance.days[3]).toMatchObject({ plannedMinutes: 240, creditedMinutes: 120 });
  });

  it('holiday accounts count only working days that are no full holiday (half holidays do)', async () => {
    const [account] = await service({
      contracts: [contract({ validFrom: '2026-01-01', openingHolidayDays: 2 })],
      absences: [absence('2026-12-21', '2026-12-31'), absence('2026-03-02', '2026-03-02', 'sick')],
    }).holidayAccounts([USER], 2026, new Date('2026-12-22T12:00:00Z'));
    // 21., 22. taken; 23., 24. (half holiday), 28., 29., 30., 31. (half holiday) planned.
    expect(account).toMatchObject({
      year: 2026,
      entitlementDays: 25,
      carriedOverDays: 2,
      takenDays: 2,
      plannedDays: 6,
      remainingDays: 19,
      user: { id: 7 },
    });
  });

  it('never counts a vacation day on an earlier holiday after a move to another country', async () => {
    // 26.10.2026 is Nationalfeiertag in Vienna; the contract in Bavaria begins in 2027.
    const sheets = service({
      contracts: [
        contract({ id: 1, validFrom: '2026-01-01' }),
        contract({ id: 2, validFrom: '2027-01-01', holidayCountry: 'DE', holidayState: 'BY' }),
      ],
      absences: [absence('2026-10-26', '2026-10-27')],
    });
    const [year2026] = await sheets.holidayAccounts([USER], 2026, LATER);
    expect(year2026).toMatchObject({ takenDays: 1, remainingDays: 24 });
    const [year2027] = await sheets.holidayAccounts([USER], 2027, LATER);
    expect(year2027).toMatchObject({ carriedOverDays: 24, remainingDays: 49 });
  });

  it('carries the holiday account over year by year from the first contract', async () => {
    const [account] = await service({
      contracts: [contract({ validFrom: '2025-01-01', openingHolidayDays: 3 })],
      absences: [absence('2025-07-07', '2025-07-11')],
    }).holidayAccounts([USER], 2026, LATER);
    expect(account).toMatchObject({ year: 2026, carriedOverDays: 3 + 25 - 5, remainingDays: 48 });
  });
});

describe('labour-law flags on the first days of a range', () => {
  const sheets = (activities: WorkingActivity[]) =>
    service({ contracts: [contract({ validFrom: '2026-03-02' })], activities });

  it('checks the rest on a Monday against the Sunday before it', async () => {
    // Sunday 1 March 14:00–23:00, Monday 08:00–12:00: 9 hours of rest.
    const balance = await sheets([
      activity('2026-03-01', '14:00', '23:00', { pauses: [['18:00', '18:30']] }),
      activity('2026-03-02', '08:00', '12:00'),
    ]).balance(USER, '2026-03-02', '2026-03-08', LATER);
    expect(balance.days[0].flags).toEqual(['rest-too-short']);
  });

  it('counts the whole ISO week for the weekly limit when the range starts on a Friday', async () => {
    // Monday to Friday 11 h each (55 h), Saturday 6 h: 61 h.
    const eleven = (day: string) =>
      activity(day, '07:00', '18:45', { pauses: [['12:00', '12:45']] });
    const balance = await sheets([
      ...['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'].map(eleven),
      activity('2026-03-07', '07:00', '13:00'),
    ]).balance(USER, '2026-03-06', '2026-03-07', LATER);
    expect(balance.days.map((row) => row.flags)).toEqual([[], ['over-max-weekly']]);
  });
});
