import {
  addDays,
  daysBetween,
  isoWeekday,
  parseTime,
  timeZoneOffsetMs,
  toLocal,
  zonedDateTime,
  zonedInstant,
} from './time-zone';

const VIENNA = 'Europe/Vienna';

describe('wall-clock time in the branch time zone', () => {
  it.each([
    ['2026-01-15T11:00:00Z', '2026-01-15', '12:00', 4],
    ['2026-07-15T11:00:00Z', '2026-07-15', '13:00', 3],
    ['2026-03-28T23:30:00Z', '2026-03-29', '00:30', 7],
    ['2026-12-31T23:00:00Z', '2027-01-01', '00:00', 5],
  ])('%s is %s %s in Vienna (ISO weekday %i)', (instant, date, time, weekday) => {
    const local = toLocal(new Date(instant), VIENNA);
    expect(local).toMatchObject({ date, time, isoWeekday: weekday });
  });

  it('the offset is +1 h in winter and +2 h in summer', () => {
    expect(timeZoneOffsetMs(Date.parse('2026-01-01T12:00:00Z'), VIENNA)).toBe(3_600_000);
    expect(timeZoneOffsetMs(Date.parse('2026-07-01T12:00:00Z'), VIENNA)).toBe(7_200_000);
  });

  it.each([
    ['2026-03-29', '01:59', '2026-03-29T00:59:00.000Z'],
    ['2026-03-29', '03:00', '2026-03-29T01:00:00.000Z'],
    // 02:30 does not exist on the spring-forward day: moved forward by the gap
    ['2026-03-29', '02:30', '2026-03-29T01:30:00.000Z'],
    // 02:30 happens twice on the fall-back day: the earlier one
    ['2026-10-25', '02:30', '2026-10-25T00:30:00.000Z'],
    ['2026-10-25', '03:00', '2026-10-25T02:00:00.000Z'],
    ['2026-10-25', '01:00', '2026-10-24T23:00:00.000Z'],
  ])('local %s %s in Vienna is %s', (date, time, expected) => {
    expect(zonedDateTime(date, time, VIENNA).toISOString()).toBe(expected);
  });

  it('minutes past 1440 mean the next day (overnight shift ends)', () => {
    expect(zonedInstant('2026-03-27', 26 * 60, VIENNA).toISOString()).toBe(
      '2026-03-28T01:00:00.000Z',
    );
  });

  it('a DST change day has 23 or 25 hours', () => {
    const length = (date: string) =>
      (zonedInstant(addDays(date, 1), 0, VIENNA).getTime() -
        zonedInstant(date, 0, VIENNA).getTime()) /
      3_600_000;
    expect(length('2026-03-29')).toBe(23);
    expect(length('2026-10-25')).toBe(25);
    expect(length('2026-06-01')).toBe(24);
  });

  it('calendar arithmetic on local dates crosses months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2026-12-25', '2027-01-08')).toBe(14);
    expect(isoWeekday('2026-03-29')).toBe(7);
    expect(isoWeekday('2026-03-30')).toBe(1);
  });

  it.each([
    ['00:00', 0],
    ['11:30', 690],
    ['24:00', 1440],
  ])('parses %s as %i minutes', (time, minutes) => {
    expect(parseTime(time)).toBe(minutes);
  });

  it.each(['24:30', '12:60', '9:00', 'noon'])('rejects the time %s', (time) => {
    expect(() => parseTime(time)).toThrow();
  });
});

describe('the zone offset read once per quarter hour', () => {
  /** Intl's own answer, without any cache. */
  const intlOffsetMs = (epochMs: number, timeZone: string) => {
    const parts: Record<string, number> = {};
    const formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    for (const part of formatter.formatToParts(new Date(epochMs))) {
      if (part.type !== 'literal') parts[part.type] = Number(part.value);
    }
    const wall = Date.UTC(
      parts.year,
      parts.month - 1,
      parts.day,
      parts.hour,
      parts.minute,
      parts.second,
    );
    return wall - Math.floor(epochMs / 1000) * 1000;
  };

  it.each([
    // Vienna's spring and autumn switch, a half-hour switch (Lord Howe), +5:45 (Kathmandu).
    ['Europe/Vienna', '2026-03-29T00:00:00Z'],
    ['Europe/Vienna', '2026-10-25T00:00:00Z'],
    ['Australia/Lord_Howe', '2026-04-04T14:00:00Z'],
    ['Australia/Lord_Howe', '2026-10-03T15:00:00Z'],
    ['Asia/Kathmandu', '2026-06-01T00:00:00Z'],
    ['America/New_York', '2026-11-01T05:00:00Z'],
  ])('agrees with Intl minute by minute around %s %s', (timeZone, from) => {
    const start = Date.parse(from);
    for (let minute = 0; minute < 4 * 60; minute += 1) {
      // odd seconds and milliseconds inside each minute as well
      const at = start + minute * 60_000 + (minute % 60) * 1000 + 123;
      expect([timeZone, at, timeZoneOffsetMs(at, timeZone)]).toEqual([
        timeZone,
        at,
        intlOffsetMs(at, timeZone),
      ]);
    }
  });
});

describe("a zone's offsets worked out by the server, read in the browser without Intl", () => {
  type TimeZoneModule = typeof import('./time-zone');
  /** A fresh copy of the module (nothing cached, nothing remembered) in which Intl cannot format dates. */
  const withoutIntl = (): TimeZoneModule => {
    let fresh: TimeZoneModule | undefined;
    jest.isolateModules(() => {
      fresh = jest.requireActual<TimeZoneModule>('./time-zone');
    });
    return fresh!;
  };
  const original = Intl.DateTimeFormat;
  const blockIntl = () => {
    Intl.DateTimeFormat = function () {
      throw new Error('Intl.DateTimeFormat asked');
    } as unknown as typeof Intl.DateTimeFormat;
  };
  /** Runs with the real Intl (the server's side, and the answers to compare with). */
  const withIntl = <T>(work: (module: TimeZoneModule) => T): T => {
    Intl.DateTimeFormat = original;
    try {
      return work(jest.requireActual<TimeZoneModule>('./time-zone'));
    } finally {
      blockIntl();
    }
  };
  beforeEach(blockIntl);
  afterEach(() => {
    Intl.DateTimeFormat = original;
  });
  /** The span, worked out with Intl (as the server does). */
  const spanOf = (timeZone: string, from: string, to: string) =>
    withIntl((module) => module.zoneOffsets(timeZone, Date.parse(from), Date.parse(to)));

  it('lists each offset once, from the instant it starts (Vienna, March to November)', () => {
    const span = spanOf(VIENNA, '2026-03-01T00:00:00Z', '2026-11-30T00:00:00Z');
    expect(span).toEqual({
      timeZone: VIENNA,
      from: Date.parse('2026-03-01T00:00:00Z'),
      to: Date.parse('2026-11-30T00:00:00Z'),
      offsets: [
        [Date.parse('2026-03-01T00:00:00Z'), 60],
        [Date.parse('2026-03-29T01:00:00Z'), 120],
        [Date.parse('2026-10-25T01:00:00Z'), 60],
      ],
    });
  });

  it.each([
    [VIENNA, '2026-03-27T10:07:00Z', '2026-04-03T10:07:00Z'],
    [VIENNA, '2026-10-20T00:00:00Z', '2026-10-28T00:00:00Z'],
    ['Australia/Lord_Howe', '2026-04-01T00:00:00Z', '2026-04-08T00:00:00Z'],
    ['Asia/Kathmandu', '2026-06-01T00:00:00Z', '2026-06-06T00:00:00Z'],
  ])(
    'in %s from %s to %s: local times and instants as with Intl, Intl never asked',
    (timeZone, from, to) => {
      const span = spanOf(timeZone, from, to);
      const instants: number[] = [];
      for (let at = span.from; at < span.to; at += 7 * 60_000 + 1_001) instants.push(at);
      const readings = (module: TimeZoneModule) =>
        instants.map((at) => [
          module.toLocal(new Date(at), timeZone),
          module.timeZoneOffsetMs(at, timeZone),
        ]);
      const expected = withIntl(readings);
      const day = withIntl(
        (module) => module.toLocal(new Date(span.from + 86_400_000), timeZone).date,
      );
      const noon = withIntl((module) => module.zonedDateTime(day, '12:00', timeZone).getTime());

      const browser = withoutIntl();
      browser.rememberZoneOffsets(JSON.parse(JSON.stringify(span)));
      const actual: unknown[] = [];
      for (let at = span.from; at < span.to; at += 7 * 60_000 + 1_001)
        actual.push([
          browser.toLocal(new Date(at), timeZone),
          browser.timeZoneOffsetMs(at, timeZone),
        ]);
      expect(actual).toEqual(expected);
      expect(browser.zonedDateTime(day, '12:00', timeZone).getTime()).toBe(noon);
    },
  );

  it('asks Intl for instants outside the span and for other zones', () => {
    const span = spanOf(VIENNA, '2026-05-01T00:00:00Z', '2026-05-08T00:00:00Z');
    const browser = withoutIntl();
    browser.rememberZoneOffsets(span);
    expect(browser.toLocal(new Date('2026-05-03T10:00:00Z'), VIENNA).time).toBe('12:00');
    expect(() => browser.toLocal(new Date('2026-05-09T10:00:00Z'), VIENNA)).toThrow(
      'Intl.DateTimeFormat asked',
    );
    expect(() => browser.toLocal(new Date('2026-05-03T10:00:00Z'), 'Europe/London')).toThrow(
      'Intl.DateTimeFormat asked',
    );
  });

  it.each([
    ['no offsets', { offsets: [] }],
    ['a first entry after the start', { offsets: [[Date.parse('2026-05-02T00:00:00Z'), 120]] }],
    [
      'entries out of order',
      {
        offsets: [
          [Date.parse('2026-05-01T00:00:00Z'), 120],
          [Date.parse('2026-05-01T00:00:00Z'), 60],
        ],
      },
    ],
    [
      'an entry off the quarter hour',
      {
        offsets: [
          [Date.parse('2026-05-01T00:00:00Z'), 120],
          [Date.parse('2026-05-02T00:07:00Z'), 60],
        ],
      },
    ],
    ['a fractional offset', { offsets: [[Date.parse('2026-05-01T00:00:00Z'), 120.5]] }],
    ['an end before the start', { to: Date.parse('2026-04-01T00:00:00Z') }],
  ])('ignores a span with %s', (_what, change) => {
    const span = { ...spanOf(VIENNA, '2026-05-01T00:00:00Z', '2026-05-08T00:00:00Z'), ...change };
    const browser = withoutIntl();
    browser.rememberZoneOffsets(span as never);
    expect(() => browser.toLocal(new Date('2026-05-03T10:00:00Z'), VIENNA)).toThrow(
      'Intl.DateTimeFormat asked',
    );
  });
});
