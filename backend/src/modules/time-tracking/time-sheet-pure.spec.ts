import type { EmploymentContract } from './entities/employment-contract.entity';
import { absenceRow, contractRow, viennaAt } from '../../../test/support/time-sheet-rows';
import type { WorkingActivity } from './entities/working-activity.entity';
import { absenceDaysOf, contractStretches, dayBalancesOf, historyFrom } from './time-sheet.service';

/** The pure parts of the balances (time-sheet.service.spec.ts covers the service on top). */

const LATER = new Date('2028-01-01T00:00:00Z');

const contract = contractRow;
const absence = absenceRow;
const at = viennaAt;

describe('holidays by country and federal state', () => {
  it.each([
    ['AT', '9', '2026-01-06', 0, 'Heilige Drei Könige'],
    ['AT', '5', '2026-01-06', 0, 'Heilige Drei Könige'],
    ['AT', '9', '2026-10-26', 0, 'Nationalfeiertag'],
    ['DE', 'BY', '2026-01-06', 0, 'Heilige Drei Könige'],
    ['DE', 'BE', '2026-01-06', 480, null],
    ['DE', 'BE', '2027-03-08', 0, 'Internationaler Frauentag'],
    ['DE', 'SN', '2027-11-17', 0, 'Buß- und Bettag'],
    ['DE', 'BY', '2027-11-17', 480, null],
    ['AT', '9', '2026-12-24', 240, 'Heiliger Abend'],
    ['AT', '9', '2026-12-31', 240, 'Silvester'],
    // Germany has the same half days in this model (no law; the usual company practice).
    ['DE', 'BY', '2026-12-24', 240, 'Heiliger Abend'],
    ['DE', 'BE', '2026-12-31', 240, 'Silvester'],
  ] as const)('%s-%s: %s has a target of %i (%s)', (country, state, day, planned, name) => {
    const [row] = dayBalancesOf({
      from: day,
      to: day,
      contracts: [contract({ holidayCountry: country, holidayState: state })],
      activities: [],
      absences: [],
      now: LATER,
    });
    expect(row.plannedMinutes).toBe(planned);
    expect(row.holiday?.name ?? null).toBe(name);
  });

  it.each([
    ['BB', true],
    ['SN', true],
    ['HH', true],
    ['BY', false],
    ['NW', false],
    ['BW', false],
  ])('DE-%s: Reformationstag (Friday 31.10.2025) is a holiday: %s', (state, free) => {
    const [row] = dayBalancesOf({
      from: '2025-10-31',
      to: '2025-10-31',
      contracts: [contract({ holidayCountry: 'DE', holidayState: state })],
      activities: [],
      absences: [],
      now: LATER,
    });
    expect(row.plannedMinutes).toBe(free ? 0 : 480);
  });
});

describe('the pure parts', () => {
  it.each([
    ['inside', '2026-03-02', '2026-03-04', ['2026-03-02', '2026-03-03', '2026-03-04']],
    ['cut at the start', '2026-02-27', '2026-03-02', ['2026-03-01', '2026-03-02']],
    ['cut at the end', '2026-03-30', '2026-04-02', ['2026-03-30', '2026-03-31']],
    ['outside', '2026-04-01', '2026-04-02', []],
  ])('absence days %s of March', (_name, fromDay, toDay, days) => {
    expect(
      absenceDaysOf([absence(fromDay, toDay, 'sick', true)], '2026-03-01', '2026-03-31'),
    ).toEqual(days.map((day) => ({ day, kind: 'sick', halfDay: true })));
  });

  it.each([
    [[] as EmploymentContract[], '2026-03-01', '2026-03-01'],
    [[contract({ validFrom: '2024-05-01' })], '2026-03-01', '2024-05-01'],
    [[contract({ validFrom: '2026-05-01' })], '2026-03-01', '2026-03-01'],
  ])('history of %j for %s starts %s', (contracts, from, start) => {
    expect(historyFrom(contracts, from)).toBe(start);
  });

  it('cuts a range where contracts begin, days before the first going with the first', () => {
    const a = contract({ id: 1, validFrom: '2026-03-05' });
    const b = contract({ id: 2, validFrom: '2026-03-16' });
    const c = contract({ id: 3, validFrom: '2026-05-01' });
    const ids = (from: string, to: string) =>
      contractStretches([a, b, c], from, to).map((s) => [s.from, s.to, s.contract?.id]);
    expect(ids('2026-03-01', '2026-03-31')).toEqual([
      ['2026-03-01', '2026-03-15', 1],
      ['2026-03-16', '2026-03-31', 2],
    ]);
    expect(ids('2026-03-16', '2026-05-01')).toEqual([
      ['2026-03-16', '2026-04-30', 2],
      ['2026-05-01', '2026-05-01', 3],
    ]);
    expect(contractStretches([], '2026-03-01', '2026-03-02')).toEqual([
      { from: '2026-03-01', to: '2026-03-02', contract: null },
    ]);
  });

  it('counts an open activity up to now', () => {
    const rows = dayBalancesOf({
      from: '2026-03-02',
      to: '2026-03-02',
      contracts: [contract()],
      activities: [
        {
          startedAt: at('2026-03-02', '08:00'),
          endedAt: null,
          pauses: [{ startedAt: at('2026-03-02', '10:00'), endedAt: at('2026-03-02', '10:15') }],
        } as WorkingActivity,
      ],
      absences: [],
      now: at('2026-03-02', '11:00'),
    });
    expect(rows.map((row) => row.workedMinutes)).toEqual([165]);
  });
});
