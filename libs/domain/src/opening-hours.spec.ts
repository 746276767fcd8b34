import {
  BranchHours,
  OpeningHourRule,
  branchOpen,
  deliveryOpen,
  deliveryStatus,
  isOpenAt,
  meantimeText,
  openBranchesText,
  openUntilText,
  openingStatus,
  openingText,
  pickupText,
  redeliveryText,
  reopenText,
  shiftsOn,
  weekTimeTable,
} from './opening-hours';
import { zonedDateTime } from './time-zone';

const VIENNA = 'Europe/Vienna';
/** An instant given as Vienna wall-clock time. */
const at = (date: string, time: string) => zonedDateTime(date, time, VIENNA);

const open = (type: OpeningHourRule['type'], from: string, to: string, date?: string) =>
  ({ type, from, to, isClosed: false, date: date ?? null }) satisfies OpeningHourRule;
const closed = (type: OpeningHourRule['type'], date?: string) =>
  ({ type, isClosed: true, date: date ?? null }) satisfies OpeningHourRule;

// 2026-03-23 is a Monday; 2026-03-29 (Sunday) is the spring DST change in Vienna.
describe('opening hours per day (§4: "default is closed for each day")', () => {
  it('with no rules every day is closed', () => {
    expect(shiftsOn([], '2026-03-23')).toEqual([]);
    expect(shiftsOn(null, '2026-03-23')).toEqual([]);
    const status = openingStatus([], at('2026-03-23', '12:00'), VIENNA);
    expect(status).toEqual({
      isOpen: false,
      isClosingSoon: false,
      current: null,
      closesAt: null,
      isAroundTheClock: false,
      next: null,
    });
  });

  it('says „24h geöffnet“ for a branch open around the clock, not a closing time', () => {
    const rules = [open('daily', '00:00', '24:00')];
    const status = openingStatus(rules, at('2026-03-23', '12:00'), VIENNA);
    expect(status.isAroundTheClock).toBe(true);
    expect(openUntilText(status)).toBe('24h geöffnet');
    expect(openingText(status)).toBe('24h geöffnet');
    // Open till midnight only: the closing time as before.
    const evening = openingStatus(
      [open('daily', '08:00', '24:00')],
      at('2026-03-23', '12:00'),
      VIENNA,
    );
    expect(evening.isAroundTheClock).toBe(false);
    expect(openUntilText(evening)).toBe('Geöffnet bis 24:00');
  });

  it('"daily sets all days"', () => {
    const rules = [open('daily', '09:00', '17:00')];
    for (let day = 23; day <= 29; day++) {
      expect(shiftsOn(rules, `2026-03-${day}`)).toEqual([{ from: '09:00', to: '17:00' }]);
    }
  });

  it('"weekday rules override" daily on their weekday only', () => {
    const rules = [open('daily', '09:00', '17:00'), open('monday', '10:00', '12:00')];
    expect(shiftsOn(rules, '2026-03-23')).toEqual([{ from: '10:00', to: '12:00' }]);
    expect(shiftsOn(rules, '2026-03-24')).toEqual([{ from: '09:00', to: '17:00' }]);
    expect(shiftsOn(rules, '2026-03-30')).toEqual([{ from: '10:00', to: '12:00' }]);
  });

  it('a weekday rule marked closed closes that weekday', () => {
    const rules = [open('daily', '09:00', '17:00'), closed('sunday')];
    expect(shiftsOn(rules, '2026-03-29')).toEqual([]);
    expect(shiftsOn(rules, '2026-03-28')).toHaveLength(1);
  });

  it('precedence follows the kind of rule, not the order in the list', () => {
    const rules = [
      open('once', '08:00', '09:00', '2026-03-25'),
      open('wednesday', '10:00', '12:00'),
      open('daily', '09:00', '17:00'),
    ];
    expect(shiftsOn(rules, '2026-03-25')).toEqual([{ from: '08:00', to: '09:00' }]);
    expect(shiftsOn([...rules].reverse(), '2026-03-25')).toEqual([{ from: '08:00', to: '09:00' }]);
  });

  describe('"a one-time rule applies only within its ISO week": it changes its own date only', () => {
    const rules = [open('daily', '09:00', '17:00'), closed('once', '2026-12-24')];
    it.each([
      ['2026-12-24', []],
      ['2026-12-17', [{ from: '09:00', to: '17:00' }]], // same weekday, week before
      ['2026-12-31', [{ from: '09:00', to: '17:00' }]], // same weekday, week after
      ['2026-12-23', [{ from: '09:00', to: '17:00' }]], // same ISO week, other day
    ])('on %s', (date, shifts) => {
      expect(shiftsOn(rules, date)).toEqual(shifts);
    });

    it('across the year end in ISO week 53 (2026-12-31 and 2027-01-01 share week 53)', () => {
      const newYear = [
        open('daily', '09:00', '17:00'),
        open('once', '10:00', '13:00', '2026-12-31'),
      ];
      expect(shiftsOn(newYear, '2026-12-31')).toEqual([{ from: '10:00', to: '13:00' }]);
      expect(shiftsOn(newYear, '2027-01-01')).toEqual([{ from: '09:00', to: '17:00' }]);
      expect(shiftsOn(newYear, '2027-01-07')).toEqual([{ from: '09:00', to: '17:00' }]);
    });

    it('a one-time opening on a day that is normally closed opens it', () => {
      const sundayShopping = [closed('sunday'), open('once', '10:00', '16:00', '2026-12-20')];
      expect(shiftsOn(sundayShopping, '2026-12-20')).toEqual([{ from: '10:00', to: '16:00' }]);
      expect(shiftsOn(sundayShopping, '2026-12-27')).toEqual([]);
    });
  });

  it('several rules of the same kind add shifts (split shifts 11–14 and 17–22)', () => {
    const rules = [open('daily', '17:00', '22:00'), open('daily', '11:00', '14:00')];
    expect(shiftsOn(rules, '2026-03-24')).toEqual([
      { from: '11:00', to: '14:00' },
      { from: '17:00', to: '22:00' },
    ]);
  });

  it('isClosed closes the day even beside a rule with times of the same kind', () => {
    const rules = [open('once', '11:00', '14:00', '2026-03-24'), closed('once', '2026-03-24')];
    expect(shiftsOn(rules, '2026-03-24')).toEqual([]);
  });

  it('rules without usable times are ignored', () => {
    const rules: OpeningHourRule[] = [
      open('daily', '09:00', '17:00'),
      { type: 'tuesday', isClosed: false, from: null, to: null },
      { type: 'wednesday', isClosed: false, from: '25:00', to: '26:00' },
    ];
    expect(shiftsOn(rules, '2026-03-24')).toEqual([{ from: '09:00', to: '17:00' }]);
    expect(shiftsOn(rules, '2026-03-25')).toEqual([{ from: '09:00', to: '17:00' }]);
  });
});

describe('"A current slot exists if now lies within a from-to range"', () => {
  const rules = [open('daily', '11:00', '14:00'), open('daily', '17:00', '22:00')];
  it.each([
    ['10:59', false],
    ['11:00', true],
    ['13:59', true],
    ['14:00', false],
    ['16:30', false],
    ['21:59', true],
    ['22:00', false],
  ])('at %s open is %s', (time, isOpen) => {
    expect(openingStatus(rules, at('2026-03-24', time), VIENNA).isOpen).toBe(isOpen);
    expect(isOpenAt(rules, at('2026-03-24', time), VIENNA)).toBe(isOpen);
  });

  it('between split shifts the next shift is today', () => {
    const status = openingStatus(rules, at('2026-03-24', '15:00'), VIENNA);
    expect(status.next).toEqual({
      date: '2026-03-24',
      from: '17:00',
      to: '22:00',
      isToday: true,
      weekday: 'Dienstag',
    });
    expect(openingText(status)).toBe('Offen heute 17:00 Uhr bis 22:00 Uhr');
  });

  it('while open, next is the shift after the current one', () => {
    const status = openingStatus(rules, at('2026-03-24', '12:00'), VIENNA);
    expect(status.current).toEqual({ from: '11:00', to: '14:00' });
    expect(status.closesAt).toBe('14:00');
    expect(status.next).toMatchObject({ date: '2026-03-24', from: '17:00' });
  });

  it('after the last shift the next one is tomorrow', () => {
    const status = openingStatus(rules, at('2026-03-24', '23:00'), VIENNA);
    expect(status.next).toMatchObject({ date: '2026-03-25', isToday: false, weekday: 'Mittwoch' });
    expect(openingText(status)).toBe('Öffnet Mittwoch um 11:00 Uhr');
  });
});

describe('"Closing soon" is a sub-state of open: under 60 minutes left', () => {
  const rules = [open('daily', '17:00', '22:00')];
  it.each([
    ['20:59', false],
    ['21:00', false],
    ['21:01', true],
    ['21:59', true],
    ['22:00', false],
  ])('at %s closing soon is %s', (time, soon) => {
    expect(openingStatus(rules, at('2026-03-24', time), VIENNA).isClosingSoon).toBe(soon);
  });

  it('shifts that follow on without a break count as one open period', () => {
    const touching = [open('daily', '11:00', '14:00'), open('daily', '14:00', '22:00')];
    const status = openingStatus(touching, at('2026-03-24', '13:30'), VIENNA);
    expect(status.isClosingSoon).toBe(false);
    expect(status.closesAt).toBe('22:00');
    expect(status.next).toMatchObject({ date: '2026-03-25', from: '11:00' });
  });
});

describe('overnight shifts ("to" before "from" runs into the next day)', () => {
  // 2026-03-20 is a Friday
  const rules = [open('friday', '22:00', '02:00')];

  it('the shift belongs to the day it starts on', () => {
    expect(shiftsOn(rules, '2026-03-20')).toEqual([{ from: '22:00', to: '02:00' }]);
    expect(shiftsOn(rules, '2026-03-21')).toEqual([]);
  });

  it('a Friday 22:00–02:00 shift is open Saturday 01:00', () => {
    const status = openingStatus(rules, at('2026-03-21', '01:00'), VIENNA);
    expect(status).toMatchObject({
      isOpen: true,
      isClosingSoon: false,
      current: { from: '22:00', to: '02:00' },
      closesAt: '02:00',
    });
    expect(openingStatus(rules, at('2026-03-21', '01:30'), VIENNA).isClosingSoon).toBe(true);
    expect(isOpenAt(rules, at('2026-03-21', '01:59'), VIENNA)).toBe(true);
    expect(isOpenAt(rules, at('2026-03-21', '02:00'), VIENNA)).toBe(false);
    expect(isOpenAt(rules, at('2026-03-20', '01:00'), VIENNA)).toBe(false);
  });

  it.each(['24:00', '00:00'])('"to" %s ends the shift at midnight', (to) => {
    const late = [open('friday', '18:00', to)];
    expect(isOpenAt(late, at('2026-03-20', '23:59'), VIENNA)).toBe(true);
    expect(isOpenAt(late, at('2026-03-21', '00:00'), VIENNA)).toBe(false);
  });

  it('from equal to "to" means open around the clock', () => {
    const allDay = [open('daily', '00:00', '00:00')];
    expect(isOpenAt(allDay, at('2026-03-24', '00:00'), VIENNA)).toBe(true);
    expect(isOpenAt(allDay, at('2026-03-24', '23:59'), VIENNA)).toBe(true);
    // every day is open, so the open period runs on beyond the search horizon
    expect(openingStatus(allDay, at('2026-03-24', '23:30'), VIENNA).isClosingSoon).toBe(false);
  });
});

describe('DST change days in Europe/Vienna', () => {
  it('on 2026-03-29 (clocks 02:00 → 03:00) a morning shift uses summer time', () => {
    const rules = [open('sunday', '08:00', '10:00')];
    // 08:30 CEST is 06:30 UTC; with the winter offset it would be 07:30 UTC
    expect(isOpenAt(rules, new Date('2026-03-29T06:30:00Z'), VIENNA)).toBe(true);
    expect(isOpenAt(rules, new Date('2026-03-29T05:30:00Z'), VIENNA)).toBe(false);
    expect(isOpenAt(rules, new Date('2026-03-29T08:00:00Z'), VIENNA)).toBe(false);
  });

  it('an overnight shift into the spring change day closes by the wall clock', () => {
    const rules = [open('saturday', '20:00', '04:00')];
    // 03:30 CEST on Sunday = 01:30 UTC, 30 minutes before closing
    const status = openingStatus(rules, new Date('2026-03-29T01:30:00Z'), VIENNA);
    expect(status).toMatchObject({ isOpen: true, isClosingSoon: true, closesAt: '04:00' });
    expect(isOpenAt(rules, new Date('2026-03-29T02:00:00Z'), VIENNA)).toBe(false);
  });

  it('a Saturday status before the spring change finds Sunday morning', () => {
    const rules = [open('sunday', '08:00', '10:00')];
    const status = openingStatus(rules, at('2026-03-28', '20:00'), VIENNA);
    expect(status.next).toEqual({
      date: '2026-03-29',
      from: '08:00',
      to: '10:00',
      isToday: false,
      weekday: 'Sonntag',
    });
  });

  it('on 2026-10-25 (clocks 03:00 → 02:00) a 01:00–04:00 shift lasts four hours', () => {
    const rules = [open('sunday', '01:00', '04:00')];
    expect(isOpenAt(rules, new Date('2026-10-24T22:59:00Z'), VIENNA)).toBe(false);
    expect(isOpenAt(rules, new Date('2026-10-24T23:00:00Z'), VIENNA)).toBe(true);
    expect(isOpenAt(rules, new Date('2026-10-25T00:30:00Z'), VIENNA)).toBe(true); // 02:30 CEST
    expect(isOpenAt(rules, new Date('2026-10-25T01:30:00Z'), VIENNA)).toBe(true); // 02:30 CET
    expect(isOpenAt(rules, new Date('2026-10-25T02:59:00Z'), VIENNA)).toBe(true);
    expect(isOpenAt(rules, new Date('2026-10-25T03:00:00Z'), VIENNA)).toBe(false);
  });

  it('on 2026-10-25 an evening shift uses winter time', () => {
    const rules = [open('sunday', '17:00', '22:00')];
    // 21:30 CET = 20:30 UTC; with the summer offset this would be 19:30 UTC
    const status = openingStatus(rules, new Date('2026-10-25T20:30:00Z'), VIENNA);
    expect(status).toMatchObject({ isOpen: true, isClosingSoon: true });
    expect(isOpenAt(rules, new Date('2026-10-25T21:00:00Z'), VIENNA)).toBe(false);
  });

  it("the time zone is the branch's: the same instant differs in London", () => {
    const rules = [open('daily', '09:00', '17:00')];
    const instant = new Date('2026-03-24T16:30:00Z'); // 17:30 Vienna, 16:30 London
    expect(isOpenAt(rules, instant, VIENNA)).toBe(false);
    expect(isOpenAt(rules, instant, 'Europe/London')).toBe(true);
    expect(isOpenAt(rules, new Date('2026-03-24T15:30:00Z'))).toBe(true); // default Vienna
  });
});

describe('next shift: searched up to 14 days ahead', () => {
  it('finds a one-time opening 14 days ahead', () => {
    const rules = [open('once', '10:00', '12:00', '2026-04-07')];
    const status = openingStatus(rules, at('2026-03-24', '12:00'), VIENNA);
    expect(status.next).toMatchObject({ date: '2026-04-07', weekday: 'Dienstag' });
    expect(openingText(status)).toBe('Öffnet Dienstag um 10:00 Uhr');
  });

  it('does not look 15 days ahead', () => {
    const rules = [open('once', '10:00', '12:00', '2026-04-08')];
    const status = openingStatus(rules, at('2026-03-24', '12:00'), VIENNA);
    expect(status.next).toBeNull();
    expect(openingText(status)).toBe('Geschlossen');
  });
});

describe('delivery-open and branch-open (§4)', () => {
  const lunch = [open('daily', '11:00', '14:00')];
  const evening = [open('daily', '17:00', '22:00')];
  const branch = (isDeliveryHoursEnabled: boolean): BranchHours => ({
    openingHours: lunch,
    deliveryHours: evening,
    isDeliveryHoursEnabled,
  });

  it.each([
    // time, delivery hours enabled, deliveryOpen, branchOpen
    ['12:00', true, false, true],
    ['18:00', true, true, true],
    ['18:00', false, false, false],
    ['12:00', false, true, true],
    ['15:00', true, false, false],
  ])(
    'at %s with delivery hours enabled=%s: delivery open %s, branch open %s',
    (time, enabled, isDeliveryOpen, isBranchOpen) => {
      const now = at('2026-03-24', time);
      expect(deliveryOpen(branch(enabled), now, VIENNA)).toBe(isDeliveryOpen);
      expect(branchOpen(branch(enabled), now, VIENNA)).toBe(isBranchOpen);
    },
  );

  it('the delivery status names the next delivery time', () => {
    const status = deliveryStatus(branch(true), at('2026-03-24', '12:00'), VIENNA);
    expect(redeliveryText(status)).toBe('Wir liefern wieder ab 17:00 Uhr.');
    const late = deliveryStatus(branch(true), at('2026-03-24', '23:00'), VIENNA);
    expect(redeliveryText(late)).toBe('Wir liefern wieder am Mittwoch ab 17:00 Uhr.');
  });
});

describe('card, banner and toolbar texts (§2)', () => {
  const rules = [open('monday', '11:00', '14:00'), open('tuesday', '09:00', '18:00')];

  it('open card: "Offen heute {from} Uhr bis {to} Uhr" and pickup', () => {
    const status = openingStatus(rules, at('2026-03-23', '12:00'), VIENNA);
    expect(openingText(status)).toBe('Offen heute 11:00 Uhr bis 14:00 Uhr');
    expect(pickupText(status)).toBe('Abholung 11:00 Uhr bis 14:00 Uhr');
  });

  it('"If an orderable-from time exists, pickup starts at that time"', () => {
    const status = openingStatus(rules, at('2026-03-23', '12:00'), VIENNA);
    expect(pickupText(status, '12:30')).toBe('Abholung 12:30 Uhr bis 14:00 Uhr');
    // never before the shift opens
    expect(pickupText(status, '08:00')).toBe('Abholung 11:00 Uhr bis 14:00 Uhr');
    const closedStatus = openingStatus(rules, at('2026-03-23', '15:00'), VIENNA);
    expect(pickupText(closedStatus, '12:30')).toBeNull();
  });

  it('closed card: "Öffnet {day} um {from} Uhr" for a later day', () => {
    const status = openingStatus(rules, at('2026-03-23', '15:00'), VIENNA);
    expect(openingText(status)).toBe('Öffnet Dienstag um 09:00 Uhr');
  });

  it("closed card without a next shift: the branch's closed message, else 'Geschlossen'", () => {
    const status = openingStatus([], at('2026-03-23', '15:00'), VIENNA);
    expect(openingText(status, 'Wir sind auf Urlaub.')).toBe('Wir sind auf Urlaub.');
    expect(openingText(status, '  ')).toBe('Geschlossen');
    expect(openingText(status)).toBe('Geschlossen');
  });

  it('closed banner second line: today or another day', () => {
    expect(reopenText(openingStatus(rules, at('2026-03-23', '08:00'), VIENNA))).toBe(
      'Wir öffnen wieder um 11:00 Uhr.',
    );
    expect(reopenText(openingStatus(rules, at('2026-03-23', '15:00'), VIENNA))).toBe(
      'Wir öffnen wieder am Dienstag um 09:00 Uhr.',
    );
    expect(reopenText(openingStatus([], at('2026-03-23', '15:00'), VIENNA))).toBeNull();
  });

  it.each([
    [0, 'Alle Standorte geschlossen'],
    [1, '1 Standort geöffnet'],
    [2, '2 Standorte geöffnet'],
    [12, '12 Standorte geöffnet'],
  ])('toolbar with %i open branches: %s', (count, text) => {
    expect(openBranchesText(count)).toBe(text);
  });

  it("toolbar with a selected branch: 'Geöffnet bis {time}'", () => {
    expect(openUntilText(openingStatus(rules, at('2026-03-24', '10:00'), VIENNA))).toBe(
      'Geöffnet bis 18:00',
    );
    expect(openUntilText(openingStatus(rules, at('2026-03-24', '19:00'), VIENNA))).toBeNull();
  });

  it.each([
    [true, true, 'In der Zwischenzeit bieten wir Takeaway oder Konsum vor Ort an.'],
    [true, false, 'In der Zwischenzeit bieten wir Takeaway an.'],
    [false, true, 'In der Zwischenzeit bieten wir Konsum vor Ort an.'],
    [false, false, null],
  ])('meantime line with takeaway=%s, dine-in=%s', (takeaway, dineIn, text) => {
    expect(meantimeText({ takeaway, dineIn })).toBe(text);
  });
});

describe('home page time table: days grouped into ranges', () => {
  it('groups consecutive days with equal shifts', () => {
    const rules = [
      open('daily', '11:00', '22:00'),
      closed('monday'),
      open('saturday', '10:00', '23:00'),
    ];
    expect(weekTimeTable(rules, '2026-03-25')).toEqual([
      { fromDay: 'Montag', toDay: 'Montag', shifts: [] },
      { fromDay: 'Dienstag', toDay: 'Freitag', shifts: [{ from: '11:00', to: '22:00' }] },
      { fromDay: 'Samstag', toDay: 'Samstag', shifts: [{ from: '10:00', to: '23:00' }] },
      { fromDay: 'Sonntag', toDay: 'Sonntag', shifts: [{ from: '11:00', to: '22:00' }] },
    ]);
  });
});
