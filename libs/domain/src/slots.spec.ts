import { OpeningHourRule } from './opening-hours';
import {
  APPOINTMENT_CLOSED_MESSAGE,
  APPOINTMENT_REQUIRED_MESSAGE,
  appointmentError,
  firstOrderSlot,
  isDayAvailable,
  isWithinHours,
  leadTimeMinutes,
  longestLeadTime,
  nextOpenTime,
  orderSlots,
  slotsByDay,
  slotsForDay,
  windowsForDay,
} from './slots';
import { toLocal, zonedDateTime } from './time-zone';

const VIENNA = 'Europe/Vienna';
const at = (date: string, time: string) => zonedDateTime(date, time, VIENNA);
const local = (slot: Date) => {
  const { date, time } = toLocal(slot, VIENNA);
  return `${date} ${time}`;
};
const open = (type: OpeningHourRule['type'], from: string, to: string, date?: string) =>
  ({ type, from, to, isClosed: false, date: date ?? null }) satisfies OpeningHourRule;

const lunch = [open('daily', '11:00', '14:00')];

function firstSlots(options: Parameters<typeof orderSlots>[0], count: number): string[] {
  const result: string[] = [];
  for (const slot of orderSlots(options)) {
    result.push(local(slot));
    if (result.length === count) break;
  }
  return result;
}

describe('lead times', () => {
  it.each([
    [{ isLeadTimeEnabled: false, leadTimeType: 'hours', leadTimeValue: 3 }, 0],
    [{ isLeadTimeEnabled: true, leadTimeType: 'minutes', leadTimeValue: 30 }, 30],
    [{ isLeadTimeEnabled: true, leadTimeType: 'hours', leadTimeValue: 2 }, 120],
    [{ isLeadTimeEnabled: true, leadTimeType: 'days', leadTimeValue: 1 }, 1440],
    [{ isLeadTimeEnabled: true, leadTimeType: 'weeks', leadTimeValue: 2 }, 20160],
    [{ isLeadTimeEnabled: true, leadTimeType: 'hours', leadTimeValue: null }, 0],
  ] as const)('%o is %i minutes', (product, minutes) => {
    expect(leadTimeMinutes(product)).toBe(minutes);
  });

  it('the longest lead time of the cart counts', () => {
    expect(longestLeadTime([])).toBe(0);
    expect(
      longestLeadTime([
        { isLeadTimeEnabled: true, leadTimeType: 'minutes', leadTimeValue: 90 },
        { isLeadTimeEnabled: true, leadTimeType: 'hours', leadTimeValue: 2 },
        { isLeadTimeEnabled: false, leadTimeType: 'weeks', leadTimeValue: 1 },
      ]),
    ).toBe(120);
  });
});

describe('ordering slots (§4, §9: gap 15 minutes, rounding to 5 minutes)', () => {
  it('slots run every 15 minutes through a shift; none at its closing time', () => {
    const slots = slotsForDay(
      { rules: lunch, timeZone: VIENNA, now: at('2026-03-24', '09:00') },
      '2026-03-24',
    );
    expect(slots.map(local)).toEqual(
      [
        '11:00',
        '11:15',
        '11:30',
        '11:45',
        '12:00',
        '12:15',
        '12:30',
        '12:45',
        '13:00',
        '13:15',
        '13:30',
        '13:45',
      ].map((time) => `2026-03-24 ${time}`),
    );
  });

  it.each([
    ['11:07:00', '2026-03-24 11:10', '2026-03-24 11:25'],
    ['11:10:00', '2026-03-24 11:10', '2026-03-24 11:25'],
    ['11:10:30', '2026-03-24 11:15', '2026-03-24 11:30'],
    ['13:56:00', '2026-03-25 11:00', '2026-03-25 11:15'],
  ])(
    '"the start is rounded up to the next 5 minutes when before the earliest possible time" (now %s)',
    (time, first, second) => {
      const now = new Date(
        at('2026-03-24', time.slice(0, 5)).getTime() + Number(time.slice(6)) * 1000,
      );
      expect(firstSlots({ rules: lunch, timeZone: VIENNA, now }, 2)).toEqual([first, second]);
    },
  );

  it.each([
    [0, '2026-03-24 11:00'],
    [150, '2026-03-24 11:30'],
    [152, '2026-03-24 11:35'],
    [24 * 60, '2026-03-25 11:00'],
    [24 * 60 + 150, '2026-03-25 11:30'],
  ])('"the earliest time is pushed out by the longest lead time" (%i minutes)', (lead, first) => {
    const options = {
      rules: lunch,
      timeZone: VIENNA,
      now: at('2026-03-24', '09:00'),
      leadTimeMinutes: lead,
    };
    expect(firstSlots(options, 1)).toEqual([first]);
  });

  it('split shifts give separate runs of slots', () => {
    const rules = [open('daily', '11:00', '11:30'), open('daily', '17:00', '17:30')];
    const slots = slotsForDay(
      { rules, timeZone: VIENNA, now: at('2026-03-24', '09:00') },
      '2026-03-24',
    );
    expect(slots.map(local)).toEqual([
      '2026-03-24 11:00',
      '2026-03-24 11:15',
      '2026-03-24 17:00',
      '2026-03-24 17:15',
    ]);
  });

  it('gap and rounding can be changed', () => {
    const options = {
      rules: lunch,
      timeZone: VIENNA,
      now: at('2026-03-24', '11:01'),
      gapMinutes: 30,
      roundMinutes: 10,
    };
    expect(firstSlots(options, 3)).toEqual([
      '2026-03-24 11:10',
      '2026-03-24 11:40',
      '2026-03-24 12:10',
    ]);
  });

  it('the horizon defaults to 180 days, today included', () => {
    const days = slotsByDay({ rules: lunch, timeZone: VIENNA, now: at('2026-03-24', '09:00') });
    expect(days).toHaveLength(180);
    expect(days[0].date).toBe('2026-03-24');
    expect(days[179].date).toBe('2026-09-19');
    expect(days[0].slots).toHaveLength(12);
  });

  it('a shorter horizon stops earlier', () => {
    const days = slotsByDay({
      rules: lunch,
      timeZone: VIENNA,
      now: at('2026-03-24', '09:00'),
      days: 2,
    });
    expect(days.map((day) => day.date)).toEqual(['2026-03-24', '2026-03-25']);
    const options = { rules: lunch, timeZone: VIENNA, now: at('2026-03-24', '09:00'), days: 2 };
    expect(slotsForDay(options, '2026-03-26')).toEqual([]);
    expect(slotsForDay(options, '2026-03-23')).toEqual([]);
  });

  it('overnight shifts give slots past midnight, on the next day', () => {
    const rules = [open('friday', '22:00', '02:00')];
    const options = { rules, timeZone: VIENNA, now: at('2026-03-20', '12:00') };
    expect(slotsForDay(options, '2026-03-20')).toHaveLength(8);
    const saturday = slotsForDay(options, '2026-03-21').map(local);
    expect(saturday[0]).toBe('2026-03-21 00:00');
    expect(saturday[saturday.length - 1]).toBe('2026-03-21 01:45');
    expect(windowsForDay(options, '2026-03-20')).toMatchObject([{ from: '22:00', to: '24:00' }]);
    expect(windowsForDay(options, '2026-03-21')).toMatchObject([{ from: '00:00', to: '02:00' }]);
  });

  it('on the spring DST day a 00:00–06:00 shift has 5 hours of slots, skipping 02:00–03:00', () => {
    const rules = [open('sunday', '00:00', '06:00')];
    const slots = slotsForDay(
      { rules, timeZone: VIENNA, now: at('2026-03-28', '12:00') },
      '2026-03-29',
    ).map(local);
    expect(slots).toHaveLength(20);
    expect(slots.slice(6, 9)).toEqual(['2026-03-29 01:30', '2026-03-29 01:45', '2026-03-29 03:00']);
  });

  it('on the autumn DST day a 00:00–06:00 shift has 7 hours of slots', () => {
    const rules = [open('sunday', '00:00', '06:00')];
    const slots = slotsForDay(
      { rules, timeZone: VIENNA, now: at('2026-10-24', '12:00') },
      '2026-10-25',
    );
    expect(slots).toHaveLength(28);
    expect(local(slots[slots.length - 1])).toBe('2026-10-25 05:45');
  });

  it('the time picker lists the windows of a day, cut to the earliest time', () => {
    const rules = [open('daily', '11:00', '14:00'), open('daily', '17:00', '22:00')];
    const options = { rules, timeZone: VIENNA, now: at('2026-03-24', '12:03') };
    expect(windowsForDay(options, '2026-03-24').map(({ from, to }) => ({ from, to }))).toEqual([
      { from: '12:05', to: '14:00' },
      { from: '17:00', to: '22:00' },
    ]);
    expect(windowsForDay(options, '2026-03-25')[0]).toMatchObject({ from: '11:00', to: '14:00' });
  });

  it('"days without availability are disabled" in the date picker', () => {
    const rules = [open('monday', '11:00', '14:00')];
    const options = { rules, timeZone: VIENNA, now: at('2026-03-23', '13:50') };
    expect(isDayAvailable(options, '2026-03-23')).toBe(true); // 13:50 is still free
    expect(isDayAvailable(options, '2026-03-24')).toBe(false);
    expect(isDayAvailable(options, '2026-03-30')).toBe(true);
    expect(isDayAvailable({ ...options, now: at('2026-03-23', '13:58') }, '2026-03-23')).toBe(
      false,
    );
  });
});

describe('the first slot (preselected where „so bald wie möglich“ is impossible)', () => {
  it.each([
    ['before opening: the opening', '09:00', 0, '2026-03-24 11:00'],
    ['within the shift: the next rounded time', '12:02', 0, '2026-03-24 12:05'],
    ['after closing: tomorrow at opening', '14:30', 0, '2026-03-25 11:00'],
    ['a lead time that pushes past closing: tomorrow', '13:00', 90, '2026-03-25 11:00'],
  ])('%s (now %s, lead time %d min)', (_, time, leadTimeMinutes, first) => {
    const slot = firstOrderSlot({
      rules: lunch,
      timeZone: VIENNA,
      now: at('2026-03-24', time),
      leadTimeMinutes,
    });
    expect(slot && local(slot)).toBe(first);
  });

  it('is none where the hours have no slot in the window', () => {
    expect(
      firstOrderSlot({ rules: [], timeZone: VIENNA, now: at('2026-03-24', '09:00') }),
    ).toBeNull();
  });
});

describe('next open time: 15-minute steps, up to 4 × the hour count', () => {
  it('finds the first open quarter hour', () => {
    const found = nextOpenTime({ rules: lunch, timeZone: VIENNA, from: at('2026-03-24', '09:00') });
    expect(found && local(found)).toBe('2026-03-24 11:00');
  });

  it('steps count from the start time', () => {
    const found = nextOpenTime({ rules: lunch, timeZone: VIENNA, from: at('2026-03-24', '09:05') });
    expect(found && local(found)).toBe('2026-03-24 11:05');
  });

  it('returns the start itself when open', () => {
    const found = nextOpenTime({ rules: lunch, timeZone: VIENNA, from: at('2026-03-24', '12:00') });
    expect(found && local(found)).toBe('2026-03-24 12:00');
  });

  it('searches only 4 × hours steps', () => {
    const from = at('2026-03-24', '09:00');
    expect(nextOpenTime({ rules: lunch, timeZone: VIENNA, from, hours: 2 })).toBeNull();
    expect(nextOpenTime({ rules: lunch, timeZone: VIENNA, from, hours: 2.25 })).toEqual(
      at('2026-03-24', '11:00'),
    );
  });

  it('can step over a shift shorter than the step', () => {
    const rules = [open('daily', '11:05', '11:10')];
    expect(
      nextOpenTime({ rules, timeZone: VIENNA, from: at('2026-03-24', '11:00'), hours: 48 }),
    ).toBeNull();
  });

  it('finds nothing without opening hours', () => {
    expect(
      nextOpenTime({ rules: [], timeZone: VIENNA, from: at('2026-03-24', '09:00') }),
    ).toBeNull();
  });
});

describe('appointment (§5)', () => {
  const branch = {
    openingHours: lunch,
    deliveryHours: [open('daily', '17:00', '22:00')],
    isDeliveryHoursEnabled: true,
    isAppointmentRequired: true,
  };

  it('a chosen time must lie within the hours', () => {
    expect(isWithinHours(lunch, at('2026-03-24', '11:00'), VIENNA)).toBe(true);
    expect(isWithinHours(lunch, at('2026-03-24', '14:00'), VIENNA)).toBe(false);
  });

  it.each([
    ['takeaway', null, true, APPOINTMENT_REQUIRED_MESSAGE],
    ['takeaway', null, false, null],
    ['takeaway', '12:00', true, null],
    ['takeaway', '18:00', true, APPOINTMENT_CLOSED_MESSAGE],
    ['dine-in', '18:00', true, APPOINTMENT_CLOSED_MESSAGE],
    ['delivery', '18:00', true, null],
    ['delivery', '12:00', true, APPOINTMENT_CLOSED_MESSAGE],
  ] as const)('%s at %s (required %s) → %s', (orderType, time, required, message) => {
    expect(
      appointmentError({
        branch: { ...branch, isAppointmentRequired: required },
        orderType,
        appointment: time ? at('2026-03-24', time) : null,
        timeZone: VIENNA,
      }),
    ).toBe(message);
  });

  it('delivery uses the opening hours when delivery hours are off', () => {
    const appointment = at('2026-03-24', '12:00');
    expect(
      appointmentError({
        branch: { ...branch, isDeliveryHoursEnabled: false },
        orderType: 'delivery',
        appointment,
      }),
    ).toBeNull();
  });

  it("the messages are the spec's", () => {
    expect(APPOINTMENT_REQUIRED_MESSAGE).toBe('Bitte wählen Sie einen Termin aus.');
    expect(APPOINTMENT_CLOSED_MESSAGE).toBe(
      'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin während unserer Öffnungszeiten.',
    );
  });
});
