import {
  LABOUR_COUNTRIES,
  LABOUR_FLAGS,
  LABOUR_RULE_TABLES,
  labourFlagLabel,
  labourRuleOf,
  labourRules,
} from './labour-rules';
import { HOLIDAY_COUNTRIES } from './public-holidays';
import { dayBalances, labourFlagsByDay } from './time-balances';
import { zonedDateTime } from './time-zone';
import type { TimeInterval } from './working-activity';

const TZ = 'Europe/Vienna';
const NOW = new Date('2027-01-01T00:00:00Z');
/** Vienna wall-clock times; `endDay` for stretches that end after local midnight. */
const shift = (day: string, from: string, to: string, endDay = day): TimeInterval => ({
  start: zonedDateTime(day, from, TZ),
  end: zonedDateTime(endDay, to, TZ),
});
/** Stretches of one day separated by the given breaks: [start, end] pairs of 'HH:mm'. */
const stretches = (day: string, ...pairs: [string, string][]) =>
  pairs.map(([from, to]) => shift(day, from, to));
const flagsOn = (
  worked: TimeInterval[],
  day: string,
  country?: string | null,
  options?: { hospitalityRestReduction?: boolean },
) => labourFlagsByDay(worked, NOW, TZ, country, options).get(day) ?? [];

describe('the labour-law tables', () => {
  it('has a table for every country public holidays know', () => {
    expect([...LABOUR_COUNTRIES].sort()).toEqual([...HOLIDAY_COUNTRIES].sort());
  });

  it('gives every rule a unique id and names its paragraph in its label', () => {
    const rules = Object.values(LABOUR_RULE_TABLES).flatMap((table) =>
      [table.daily, table.weekly, ...table.breaks, table.rest, table.hospitalityRest].filter(
        (rule) => rule !== null,
      ),
    );
    expect(new Set(rules.map((rule) => rule.id)).size).toBe(rules.length);
    for (const rule of rules) {
      expect(rule.label).toContain(`(${rule.source}`);
      expect(LABOUR_FLAGS).toContain(rule.flag);
    }
  });

  it.each([
    ['over-max-daily', 'AT', {}, 'Mehr als 12 Stunden Arbeitszeit (AZG §9)'],
    ['over-max-daily', 'DE', {}, 'Mehr als 10 Stunden Arbeitszeit (ArbZG §3)'],
    ['over-max-weekly', 'AT', {}, 'Mehr als 60 Stunden in der Woche (AZG §9)'],
    ['break-missing', 'AT', {}, 'Pause fehlt: 30 Minuten ab 6 Stunden (AZG §11)'],
    ['break-missing', 'DE', {}, 'Pause fehlt: 30 Minuten ab 6 Stunden (ArbZG §4)'],
    ['long-break-missing', 'DE', {}, 'Pause zu kurz: 45 Minuten ab 9 Stunden (ArbZG §4)'],
    ['rest-too-short', 'AT', {}, 'Ruhezeit unter 11 Stunden (AZG §12)'],
    [
      'rest-too-short',
      'AT',
      { hospitalityRestReduction: true },
      'Ruhezeit unter 10 Stunden (AZG §12, Gastgewerbe)',
    ],
    ['rest-too-short', 'DE', {}, 'Ruhezeit unter 11 Stunden (ArbZG §5)'],
    [
      'rest-too-short',
      'DE',
      { hospitalityRestReduction: true },
      'Ruhezeit unter 11 Stunden (ArbZG §5)',
    ],
  ])('labels %s in %s (%j) „%s“', (flag, country, options, label) => {
    expect(labourFlagLabel(flag, country, options)).toBe(label);
  });

  it.each([[null], [undefined], ['CH'], ['']])(
    'checks a contract with country %j against the Austrian table',
    (country) => {
      expect(labourRules(country).country).toBe('AT');
      expect(labourFlagLabel('over-max-daily', country)).toBe(
        'Mehr als 12 Stunden Arbeitszeit (AZG §9)',
      );
    },
  );

  it('has no weekly or long-break rule where the law has none, and shows unknown flags as they are', () => {
    expect(labourRuleOf('over-max-weekly', 'DE')).toBeNull();
    expect(labourRuleOf('long-break-missing', 'AT')).toBeNull();
    expect(labourFlagLabel('something-else', 'AT')).toBe('something-else');
  });
});

describe('the daily limit (AZG §9: 12 h, ArbZG §3: 10 h)', () => {
  // 07:00–18:45 with 45 minutes off: 11 hours of work.
  const eleven = stretches('2026-03-02', ['07:00', '12:00'], ['12:45', '18:45']);

  it('does not flag an Austrian 11-hour day', () => {
    expect(flagsOn(eleven, '2026-03-02', 'AT')).toEqual([]);
  });

  it('flags the same day in Germany, naming ArbZG §3', () => {
    const flags = flagsOn(eleven, '2026-03-02', 'DE');
    expect(flags).toEqual(['over-max-daily']);
    expect(labourFlagLabel(flags[0], 'DE')).toBe('Mehr als 10 Stunden Arbeitszeit (ArbZG §3)');
  });

  it('flags an Austrian day of 12 h 30 min, and not one of exactly 12 h', () => {
    const long = stretches('2026-03-02', ['06:00', '12:00'], ['12:30', '19:00']);
    expect(flagsOn(long, '2026-03-02', 'AT')).toEqual(['over-max-daily']);
    const twelve = stretches('2026-03-02', ['06:00', '12:00'], ['12:30', '18:30']);
    expect(flagsOn(twelve, '2026-03-02', 'AT')).toEqual([]);
  });

  it('does not flag a German day of exactly 10 h', () => {
    const ten = stretches('2026-03-02', ['07:00', '12:00'], ['12:45', '17:45']);
    expect(flagsOn(ten, '2026-03-02', 'DE')).toEqual([]);
  });

  it('counts a night shift across local midnight on the day it started', () => {
    // 19:00–08:00 with 45 minutes off before midnight: 12 h 15 min.
    const night = [
      shift('2026-03-05', '19:00', '23:00'),
      shift('2026-03-05', '23:45', '08:00', '2026-03-06'),
    ];
    const flags = labourFlagsByDay(night, NOW, TZ, 'AT');
    expect(flags.get('2026-03-05')).toEqual(['over-max-daily']);
    expect(flags.get('2026-03-06')).toBeUndefined();
  });

  it('counts real minutes on the autumn DST night: 20:00–08:00 is 13 hours', () => {
    // 25 October 2026: the clocks go back from 03:00 to 02:00. With 30 minutes off that is
    // 12 h 30 min of work, though the wall clock shows 11 h 30 min.
    const night = [
      shift('2026-10-24', '20:00', '23:00'),
      shift('2026-10-24', '23:30', '08:00', '2026-10-25'),
    ];
    expect(flagsOn(night, '2026-10-24', 'AT')).toEqual(['over-max-daily']);
  });

  it('counts real minutes on the spring DST night: 20:00–09:00 is 12 hours', () => {
    // 29 March 2026: the clocks go forward from 02:00 to 03:00. With 45 minutes off that is
    // 11 h 15 min of work, though the wall clock shows 12 h 15 min.
    const night = [
      shift('2026-03-28', '20:00', '23:00'),
      shift('2026-03-28', '23:45', '09:00', '2026-03-29'),
    ];
    expect(flagsOn(night, '2026-03-28', 'AT')).toEqual([]);
    expect(flagsOn(night, '2026-03-28', 'DE')).toEqual(['over-max-daily']);
  });
});

describe('breaks (AZG §11, ArbZG §4)', () => {
  it('flags an Austrian 6 h 15 min day with a 20 min break', () => {
    const worked = stretches('2026-03-02', ['08:00', '11:00'], ['11:20', '14:35']);
    const flags = flagsOn(worked, '2026-03-02', 'AT');
    expect(flags).toEqual(['break-missing']);
    expect(labourFlagLabel(flags[0], 'AT')).toBe('Pause fehlt: 30 Minuten ab 6 Stunden (AZG §11)');
  });

  it('takes three 15-minute parts as the 45 minutes after 9 h in Germany', () => {
    // 9 h 30 min of work: 07:00–10:00, 10:15–13:00, 13:15–16:00, 16:15–17:15.
    const worked = stretches(
      '2026-03-02',
      ['07:00', '10:00'],
      ['10:15', '13:00'],
      ['13:15', '16:00'],
      ['16:15', '17:15'],
    );
    expect(flagsOn(worked, '2026-03-02', 'DE')).toEqual([]);
  });

  it('does not count German break parts under 15 minutes', () => {
    // 9 h 30 min of work with 30 + 10 + 10 minutes off: only the 30 count.
    const some = stretches(
      '2026-03-02',
      ['07:00', '10:00'],
      ['10:30', '13:00'],
      ['13:10', '16:00'],
      ['16:10', '17:20'],
    );
    expect(flagsOn(some, '2026-03-02', 'DE')).toEqual(['long-break-missing']);
    // 9 h 30 min of work with five 10-minute parts: none count, not even the first 30 minutes.
    const tiny = stretches(
      '2026-03-02',
      ['07:00', '09:00'],
      ['09:10', '11:00'],
      ['11:10', '13:00'],
      ['13:10', '15:00'],
      ['15:10', '17:00'],
      ['17:10', '17:20'],
    );
    expect(flagsOn(tiny, '2026-03-02', 'DE')).toEqual(['break-missing']);
  });

  it('takes three 10-minute parts as the Austrian 30 minutes, but not gaps of 5 minutes', () => {
    const tens = stretches(
      '2026-03-02',
      ['08:00', '10:00'],
      ['10:10', '12:00'],
      ['12:10', '14:00'],
      ['14:10', '15:10'],
    );
    expect(flagsOn(tens, '2026-03-02', 'AT')).toEqual([]);
    const fives = stretches(
      '2026-03-02',
      ['08:00', '12:00'],
      ['12:25', '14:00'],
      ['14:05', '15:30'],
    );
    expect(flagsOn(fives, '2026-03-02', 'AT')).toEqual(['break-missing']);
  });
});

describe('rest between working days (AZG §12, ArbZG §5)', () => {
  // 16:00–21:30, then 08:00 the next day: 10 h 30 min of rest.
  const worked = [shift('2026-03-02', '16:00', '21:30'), shift('2026-03-03', '08:00', '12:00')];

  it('flags 10 h 30 min of rest in Germany, also with the hospitality option', () => {
    expect(flagsOn(worked, '2026-03-03', 'DE')).toEqual(['rest-too-short']);
    expect(flagsOn(worked, '2026-03-03', 'DE', { hospitalityRestReduction: true })).toEqual([
      'rest-too-short',
    ]);
  });

  it('flags 10 h 30 min of rest in Austria unless a hospitality agreement shortens it', () => {
    expect(flagsOn(worked, '2026-03-03', 'AT')).toEqual(['rest-too-short']);
    expect(flagsOn(worked, '2026-03-03', 'AT', { hospitalityRestReduction: true })).toEqual([]);
  });

  it('flags under 10 h of rest in Austrian hospitality', () => {
    const short = [shift('2026-03-02', '16:00', '22:30'), shift('2026-03-03', '08:00', '12:00')];
    expect(flagsOn(short, '2026-03-03', 'AT', { hospitalityRestReduction: true })).toEqual([
      'rest-too-short',
    ]);
  });
});

describe('the weekly limit (AZG §9: 60 h)', () => {
  // Monday 2 to Friday 6 March 2026: 11 hours a day, 55 in all.
  const weekdays = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'].flatMap(
    (day) => stretches(day, ['07:00', '12:00'], ['12:45', '18:45']),
  );

  it('flags the day the week first goes over 60 hours, and only that day', () => {
    const worked = [
      ...weekdays,
      shift('2026-03-07', '07:00', '13:00'), // Saturday: 61 h
      shift('2026-03-08', '07:00', '10:00'), // Sunday: 64 h
      shift('2026-03-09', '07:00', '13:00'), // next Monday: a new week
    ];
    const flags = labourFlagsByDay(worked, NOW, TZ, 'AT');
    expect(flags.get('2026-03-07')).toEqual(['over-max-weekly']);
    expect(flags.get('2026-03-08')).toBeUndefined();
    expect(flags.get('2026-03-09')).toBeUndefined();
    expect(labourFlagLabel('over-max-weekly', 'AT')).toBe(
      'Mehr als 60 Stunden in der Woche (AZG §9)',
    );
  });

  it('does not flag exactly 60 hours', () => {
    const worked = [...weekdays, shift('2026-03-07', '07:00', '12:00')];
    expect(labourFlagsByDay(worked, NOW, TZ, 'AT').get('2026-03-07')).toBeUndefined();
  });

  it('ends the week at local midnight before Monday: a Sunday night shift counts in both weeks', () => {
    // Sunday 20:00 to Monday 02:00: 4 h in the week (59 h), 2 h in the next.
    const across = [...weekdays, shift('2026-03-08', '20:00', '02:00', '2026-03-09')];
    expect(labourFlagsByDay(across, NOW, TZ, 'AT').size).toBe(0);
    // Sunday 17:00 to 23:00: 6 h in the week (61 h), flagged on Sunday.
    const late = [...weekdays, shift('2026-03-08', '17:00', '23:00')];
    expect(labourFlagsByDay(late, NOW, TZ, 'AT').get('2026-03-08')).toEqual(['over-max-weekly']);
  });

  it('has no weekly limit in Germany (the daily one is broken on each of these days)', () => {
    const worked = [...weekdays, shift('2026-03-07', '07:00', '13:00')];
    const flags = labourFlagsByDay(worked, NOW, TZ, 'DE');
    expect(flags.get('2026-03-02')).toEqual(['over-max-daily']);
    expect(flags.get('2026-03-07')).toBeUndefined();
  });
});

describe('day balances with the country of the contract', () => {
  const input = (country: string | null) => ({
    from: '2026-03-02',
    to: '2026-03-03',
    contracts: [
      {
        validFrom: '2020-01-01',
        weeklyMinutes: 2400,
        workingDays: [1, 2, 3, 4, 5],
        holidayDaysPerYear: 25,
      },
    ],
    worked: [
      ...stretches('2026-03-02', ['07:00', '12:00'], ['12:45', '18:45']),
      shift('2026-03-03', '05:00', '09:00'),
    ],
    absences: [],
    holidays: [],
    now: NOW,
    timeZone: TZ,
    country,
  });

  it('flags a day by the table of the contract’s country', () => {
    expect(dayBalances(input('DE')).map((day) => day.flags)).toEqual([
      ['over-max-daily'],
      ['rest-too-short'],
    ]);
    expect(dayBalances(input(null)).map((day) => day.flags)).toEqual([[], ['rest-too-short']]);
  });

  it('passes the hospitality option on to the rest rule', () => {
    // 18:45 to 05:00 is 10 h 15 min of rest.
    const days = dayBalances({ ...input('AT'), labourOptions: { hospitalityRestReduction: true } });
    expect(days.map((day) => day.flags)).toEqual([[], []]);
  });
});

describe('the rule table per country, each rule with its paragraph', () => {
  it.each([
    ['AT', 'daily', 'at-azg-9-daily', 'AZG §9', { maxMinutes: 12 * 60 }],
    ['AT', 'weekly', 'at-azg-9-weekly', 'AZG §9', { maxMinutes: 60 * 60 }],
    [
      'AT',
      'breaks.0',
      'at-azg-11-break',
      'AZG §11',
      { afterMinutes: 6 * 60, breakMinutes: 30, minPartMinutes: 10 },
    ],
    ['AT', 'rest', 'at-azg-12-rest', 'AZG §12', { minMinutes: 11 * 60 }],
    ['AT', 'hospitalityRest', 'at-azg-12-rest-hospitality', 'AZG §12', { minMinutes: 10 * 60 }],
    ['DE', 'daily', 'de-arbzg-3-daily', 'ArbZG §3', { maxMinutes: 10 * 60 }],
    [
      'DE',
      'breaks.0',
      'de-arbzg-4-break',
      'ArbZG §4',
      { afterMinutes: 6 * 60, breakMinutes: 30, minPartMinutes: 15 },
    ],
    [
      'DE',
      'breaks.1',
      'de-arbzg-4-long-break',
      'ArbZG §4',
      { afterMinutes: 9 * 60, breakMinutes: 45, minPartMinutes: 15 },
    ],
    ['DE', 'rest', 'de-arbzg-5-rest', 'ArbZG §5', { minMinutes: 11 * 60 }],
  ] as const)('%s %s: %s (%s) %j', (country, path, id, source, limits) => {
    const table = LABOUR_RULE_TABLES[country] as unknown as Record<string, unknown>;
    const rule = path
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], table);
    expect(rule).toMatchObject({ id, source, ...limits });
  });

  it('lists exactly these rules: no weekly limit and no hospitality rest in Germany', () => {
    expect(LABOUR_RULE_TABLES.AT.breaks).toHaveLength(1);
    expect(LABOUR_RULE_TABLES.DE.breaks).toHaveLength(2);
    expect(LABOUR_RULE_TABLES.DE.weekly).toBeNull();
    expect(LABOUR_RULE_TABLES.DE.hospitalityRest).toBeNull();
  });
});

describe('the limits at their edges', () => {
  it.each([
    ['AT', 'exactly 6 h without a break', [['08:00', '14:00']], []],
    ['DE', 'exactly 6 h without a break', [['08:00', '14:00']], []],
    ['AT', '6 h 01 min without a break', [['08:00', '14:01']], ['break-missing']],
    ['DE', '6 h 01 min without a break', [['08:00', '14:01']], ['break-missing']],
    [
      'DE',
      'exactly 9 h with 30 min off',
      [
        ['07:00', '12:00'],
        ['12:30', '16:30'],
      ],
      [],
    ],
    [
      'DE',
      '9 h 01 min with 30 min off',
      [
        ['07:00', '12:00'],
        ['12:30', '16:31'],
      ],
      ['long-break-missing'],
    ],
    [
      'DE',
      '7 h with two parts of 15 min',
      [
        ['08:00', '11:00'],
        ['11:15', '14:00'],
        ['14:15', '15:30'],
      ],
      [],
    ],
    [
      'DE',
      '7 h with parts of 14 and 16 min (the 14 do not count)',
      [
        ['08:00', '11:00'],
        ['11:14', '14:00'],
        ['14:16', '15:30'],
      ],
      ['break-missing'],
    ],
    [
      'AT',
      '7 h with parts of 14 and 16 min (both count)',
      [
        ['08:00', '11:00'],
        ['11:14', '14:00'],
        ['14:16', '15:30'],
      ],
      [],
    ],
  ] as [string, string, [string, string][], string[]][])(
    '%s: %s',
    (country, _name, pairs, flags) => {
      expect(flagsOn(stretches('2026-03-02', ...pairs), '2026-03-02', country)).toEqual(flags);
    },
  );

  it.each([
    ['AT', '21:00', []],
    ['DE', '21:00', []],
    ['AT', '21:01', ['rest-too-short']],
    ['DE', '21:01', ['rest-too-short']],
  ])('%s: work until %s, again at 08:00 the next day: %j', (country, end, flags) => {
    const worked = [shift('2026-03-02', '15:00', end), shift('2026-03-03', '08:00', '12:00')];
    expect(flagsOn(worked, '2026-03-03', country)).toEqual(flags);
  });

  it('measures the rest in real hours across the autumn DST change', () => {
    // 22:00 to 08:00 is 10 hours on the wall clock but 11 real hours on 24./25.10.2026.
    const worked = [shift('2026-10-24', '16:00', '22:00'), shift('2026-10-25', '08:00', '12:00')];
    expect(flagsOn(worked, '2026-10-25', 'AT')).toEqual([]);
    expect(flagsOn(worked, '2026-10-25', 'DE')).toEqual([]);
  });
});
