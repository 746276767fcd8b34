import {
  Daypart,
  ScheduledStream,
  daypartHolds,
  daypartProblem,
  nextStreamChange,
  selectStream,
  streamValidAt,
} from './dayparting';
import { zonedDateTime } from './time-zone';

const VIENNA = 'Europe/Vienna';
const at = (date: string, time: string) => zonedDateTime(date, time, VIENNA);
const utc = (iso: string) => new Date(iso);

// 2026-03-23 is a Monday. Vienna: 2026-03-29 (Sunday) springs forward 02:00 → 03:00,
// 2026-10-25 (Sunday) falls back 03:00 → 02:00.
describe('a daypart holds on its weekdays, between from and to, within its date range', () => {
  const lunch: Daypart = { weekdays: [1, 2, 3, 4, 5], from: '11:00', to: '14:00' };
  const night: Daypart = { from: '22:00', to: '02:00' };
  const december: Daypart = { dateFrom: '2026-12-01', dateTo: '2026-12-24' };
  const lateDecember: Daypart = { from: '22:00', to: '02:00', dateTo: '2026-12-31' };
  const weekend: Daypart = { weekdays: [6, 7] };
  const morning: Daypart = { to: '10:00' };
  const evening: Daypart = { from: '18:00' };

  it.each<[string, Daypart, Date, boolean]>([
    ['lunch on a Monday at 11:00 (from is inclusive)', lunch, at('2026-03-23', '11:00'), true],
    ['lunch on a Monday at 13:59', lunch, at('2026-03-23', '13:59'), true],
    ['lunch on a Monday at 14:00 (to is exclusive)', lunch, at('2026-03-23', '14:00'), false],
    ['lunch on a Monday at 10:59', lunch, at('2026-03-23', '10:59'), false],
    ['lunch on a Saturday', lunch, at('2026-03-28', '12:00'), false],
    ['night at 23:30', night, at('2026-03-23', '23:30'), true],
    ['night at 01:30, started the day before', night, at('2026-03-24', '01:30'), true],
    ['night at 02:00', night, at('2026-03-24', '02:00'), false],
    ['night at 12:00', night, at('2026-03-24', '12:00'), false],
    ['a date range, first day at 00:00', december, at('2026-12-01', '00:00'), true],
    ['a date range, last day at 23:59', december, at('2026-12-24', '23:59'), true],
    ['a date range, the day before', december, at('2026-11-30', '23:59'), false],
    ['a date range, the day after', december, at('2026-12-25', '00:00'), false],
    ['overnight past the last day', lateDecember, at('2027-01-01', '01:00'), true],
    ['overnight, not starting after the last day', lateDecember, at('2027-01-01', '23:00'), false],
    ['weekend all day, Sunday 23:59', weekend, at('2026-03-29', '23:59'), true],
    ['weekend all day, Monday 00:00', weekend, at('2026-03-30', '00:00'), false],
    ['only a to: from midnight', morning, at('2026-03-23', '00:00'), true],
    ['only a to: until it', morning, at('2026-03-23', '10:00'), false],
    ['only a from: until midnight', evening, at('2026-03-23', '23:59'), true],
    ['only a from: not after midnight', evening, at('2026-03-24', '00:30'), false],
  ])('%s', (_, daypart, instant, expected) => {
    expect(daypartHolds(daypart, instant, VIENNA)).toBe(expected);
  });
});

describe('dayparts on DST change days in Europe/Vienna', () => {
  const small: Daypart = { from: '02:00', to: '03:00' };
  const wholeDay: Daypart = { weekdays: [7] };
  it.each<[string, Daypart, Date, boolean]>([
    // Spring: 02:00–03:00 does not exist on 2026-03-29, so that daypart never holds.
    ['spring: 00:59 UTC (01:59 CET)', small, utc('2026-03-29T00:59:00Z'), false],
    ['spring: 01:00 UTC (03:00 CEST)', small, utc('2026-03-29T01:00:00Z'), false],
    ['spring, the day after 02:30', small, at('2026-03-30', '02:30'), true],
    // Autumn: the wall clock shows 02:00–03:00 twice; the daypart lasts both hours.
    ['autumn: 00:00 UTC (02:00 CEST)', small, utc('2026-10-25T00:00:00Z'), true],
    ['autumn: 01:30 UTC (02:30 CET, the second time)', small, utc('2026-10-25T01:30:00Z'), true],
    ['autumn: 02:00 UTC (03:00 CET)', small, utc('2026-10-25T02:00:00Z'), false],
    // A whole Sunday lasts 23 hours in spring and 25 in autumn.
    ['spring Sunday, first instant', wholeDay, utc('2026-03-28T23:00:00Z'), true],
    ['spring Sunday, last minute', wholeDay, utc('2026-03-29T21:59:00Z'), true],
    ['spring Sunday is over after 23 hours', wholeDay, utc('2026-03-29T22:00:00Z'), false],
    ['autumn Sunday, last minute of 25 hours', wholeDay, utc('2026-10-25T22:59:00Z'), true],
    ['autumn Sunday is over after 25 hours', wholeDay, utc('2026-10-25T23:00:00Z'), false],
  ])('%s', (_, daypart, instant, expected) => {
    expect(daypartHolds(daypart, instant, VIENNA)).toBe(expected);
  });
});

describe('a daypart that cannot be read', () => {
  it.each<[Daypart, string]>([
    [{ weekdays: [0] }, 'Wochentage müssen zwischen 1 (Montag) und 7 (Sonntag) liegen.'],
    [{ weekdays: [8] }, 'Wochentage müssen zwischen 1 (Montag) und 7 (Sonntag) liegen.'],
    [{ from: '7:00' }, 'Die Startzeit muss im Format HH:mm angegeben werden.'],
    [{ from: '24:00' }, 'Die Startzeit muss vor 24:00 liegen.'],
    [{ to: '25:00' }, 'Die Endzeit muss im Format HH:mm angegeben werden.'],
    [{ dateFrom: '2026-13-01' }, 'Datumsangaben müssen im Format JJJJ-MM-TT angegeben werden.'],
    [
      { dateFrom: '2026-12-24', dateTo: '2026-12-01' },
      'Das Enddatum darf nicht vor dem Startdatum liegen.',
    ],
  ])('%j → %s (and never holds)', (daypart, message) => {
    expect(daypartProblem(daypart)).toBe(message);
    expect(daypartHolds(daypart, at('2026-03-23', '12:00'), VIENNA)).toBe(false);
  });

  it('a usable daypart has no problem', () => {
    expect(daypartProblem({ weekdays: [1, 7], from: '00:00', to: '24:00' })).toBeNull();
  });
});

describe('which stream plays: the highest valid priority, an interrupt takes over', () => {
  const always: ScheduledStream = { id: 1, priority: 0, isInterrupt: false, dayparts: [] };
  const lunch: ScheduledStream = {
    id: 2,
    priority: 10,
    isInterrupt: false,
    dayparts: [{ weekdays: [1, 2, 3, 4, 5], from: '11:00', to: '14:00' }],
  };
  const dinner: ScheduledStream = {
    id: 3,
    priority: 10,
    isInterrupt: false,
    dayparts: [{ from: '17:00', to: '22:00' }],
  };
  const alarm: ScheduledStream = { id: 4, priority: -5, isInterrupt: true, dayparts: [] };
  const disabled: ScheduledStream = { ...lunch, id: 5, priority: 99, isEnabled: false };
  const twin: ScheduledStream = { ...lunch, id: 6 };

  it.each<[string, ScheduledStream[], Date, number | null]>([
    ['nothing scheduled', [], at('2026-03-23', '12:00'), null],
    ['only the always stream', [always], at('2026-03-23', '12:00'), 1],
    ['lunch outranks always at noon', [always, lunch], at('2026-03-23', '12:00'), 2],
    ['always plays after lunch', [always, lunch], at('2026-03-23', '14:00'), 1],
    ['lunch is not valid on Sunday', [always, lunch], at('2026-03-29', '12:00'), 1],
    ['no stream valid → nothing', [lunch, dinner], at('2026-03-23', '15:00'), null],
    ['dinner at 17:00', [always, lunch, dinner], at('2026-03-23', '17:00'), 3],
    ['an interrupt beats any priority', [always, lunch, alarm], at('2026-03-23', '12:00'), 4],
    ['a disabled stream never plays', [always, disabled], at('2026-03-23', '12:00'), 1],
    ['equal priority: the lower id', [twin, lunch], at('2026-03-23', '12:00'), 2],
    ['order of the list does not matter', [alarm, lunch, always], at('2026-03-23', '12:00'), 4],
  ])('%s', (_, streams, instant, expected) => {
    expect(selectStream(streams, instant, VIENNA)?.id ?? null).toBe(expected);
  });

  it('a stream without dayparts is always valid, unless disabled', () => {
    expect(streamValidAt(always, at('2026-03-29', '02:30'), VIENNA)).toBe(true);
    expect(streamValidAt({ ...always, isEnabled: false }, new Date(), VIENNA)).toBe(false);
  });

  it('names what plays next and when', () => {
    const change = nextStreamChange([always, lunch], at('2026-03-23', '10:30'), VIENNA);
    expect(change?.at).toEqual(at('2026-03-23', '11:00'));
    expect(change?.stream?.id).toBe(2);
    expect(nextStreamChange([always], at('2026-03-23', '10:30'), VIENNA)).toBeNull();
  });
});
