import type { BranchHours, OpeningHourRule } from './opening-hours';
import { DEFAULT_PREORDER_MARGIN_MINUTES, orderEscalation } from './order-escalation';
import type { OrderType } from './pricing';
import { zonedDateTime } from './time-zone';

const TZ = 'Europe/Vienna';
/** 'YYYY-MM-DD HH:mm' on Vienna's wall clock. */
const at = (local: string) => zonedDateTime(local.slice(0, 10), local.slice(11), TZ);
const daily = (from: string, to: string): OpeningHourRule => ({
  type: 'daily',
  isClosed: false,
  from,
  to,
});
/** A café open 08:00–18:00, closed on Mondays; deliveries 11:00–21:00. */
const CAFE: BranchHours = {
  openingHours: [daily('08:00', '18:00'), { type: 'monday', isClosed: true }],
  deliveryHours: [daily('11:00', '21:00')],
  isDeliveryHoursEnabled: true,
};
/** A bar open 18:00–02:00 every day. */
const BAR: BranchHours = {
  openingHours: [daily('18:00', '02:00')],
  deliveryHours: [],
  isDeliveryHoursEnabled: false,
};

interface Row {
  case: string;
  branch?: BranchHours;
  kind?: OrderType;
  placed: string;
  slot: string | null;
  lead?: number;
  margin?: number;
  acceptBy: string | null;
  alarm: string;
  missed: string;
}

// 2026-12-02 is a Wednesday, 2026-12-06 a Sunday, 2026-12-07 the closed Monday.
const ROWS: Row[] = [
  {
    case: 'as soon as possible: 3 and 10 minutes after placing',
    placed: '2026-12-02 11:42',
    slot: null,
    acceptBy: null,
    alarm: '2026-12-02 11:45',
    missed: '2026-12-02 11:52',
  },
  {
    case: 'pickup at 12:15 ordered at 11:42: accept by 12:00, not missed at 11:52',
    placed: '2026-12-02 11:42',
    slot: '2026-12-02 12:15',
    acceptBy: '2026-12-02 12:00',
    alarm: '2026-12-02 11:53',
    missed: '2026-12-02 12:00',
  },
  {
    case: 'pickup with 30 minutes lead time: never sooner than an order as soon as possible',
    placed: '2026-12-02 11:42',
    slot: '2026-12-02 12:30',
    lead: 30,
    acceptBy: '2026-12-02 11:45',
    alarm: '2026-12-02 11:45',
    missed: '2026-12-02 11:52',
  },
  {
    case: 'pickup tomorrow at 09:00 ordered in the evening',
    placed: '2026-12-02 20:00',
    slot: '2026-12-03 09:00',
    acceptBy: '2026-12-03 08:45',
    alarm: '2026-12-03 08:38',
    missed: '2026-12-03 08:45',
  },
  {
    case: 'pickup at 08:10: not before the shop opens at 08:00',
    placed: '2026-12-02 06:00',
    slot: '2026-12-02 08:10',
    acceptBy: '2026-12-02 08:00',
    alarm: '2026-12-02 07:53',
    missed: '2026-12-02 08:00',
  },
  {
    case: 'delivery at 12:00: by the delivery hours',
    kind: 'delivery',
    placed: '2026-12-02 07:00',
    slot: '2026-12-02 12:00',
    acceptBy: '2026-12-02 11:45',
    alarm: '2026-12-02 11:38',
    missed: '2026-12-02 11:45',
  },
  {
    case: 'delivery at 11:10: not before deliveries start at 11:00',
    kind: 'delivery',
    placed: '2026-12-02 09:00',
    slot: '2026-12-02 11:10',
    acceptBy: '2026-12-02 11:00',
    alarm: '2026-12-02 10:53',
    missed: '2026-12-02 11:00',
  },
  {
    case: 'dine-in at 13:00 with one hour lead time and no margin',
    kind: 'dine-in',
    placed: '2026-12-02 08:30',
    slot: '2026-12-02 13:00',
    lead: 60,
    margin: 0,
    acceptBy: '2026-12-02 12:00',
    alarm: '2026-12-02 11:53',
    missed: '2026-12-02 12:00',
  },
  {
    case: 'overnight: a slot after midnight while the bar is open past midnight',
    branch: BAR,
    placed: '2026-12-02 23:30',
    slot: '2026-12-03 01:00',
    lead: 30,
    acceptBy: '2026-12-03 00:15',
    alarm: '2026-12-03 00:08',
    missed: '2026-12-03 00:15',
  },
  {
    case: 'overnight: the first slot of the evening waits for the bar to open',
    branch: BAR,
    placed: '2026-12-02 16:00',
    slot: '2026-12-02 18:10',
    acceptBy: '2026-12-02 18:00',
    alarm: '2026-12-02 17:53',
    missed: '2026-12-02 18:00',
  },
  {
    case: 'after a closed day: a day of lead time lands on Tuesday morning, not on Monday',
    placed: '2026-12-06 17:00',
    slot: '2026-12-08 09:00',
    lead: 24 * 60,
    acceptBy: '2026-12-08 08:00',
    alarm: '2026-12-08 07:53',
    missed: '2026-12-08 08:00',
  },
  {
    case: 'after a closed day: Tuesday 08:30 is accepted by 08:15',
    placed: '2026-12-06 17:00',
    slot: '2026-12-08 08:30',
    acceptBy: '2026-12-08 08:15',
    alarm: '2026-12-08 08:08',
    missed: '2026-12-08 08:15',
  },
  {
    case: 'after a closed day: a slot at opening time is due at the slot',
    placed: '2026-12-06 17:00',
    slot: '2026-12-08 08:00',
    acceptBy: '2026-12-08 08:00',
    alarm: '2026-12-08 07:53',
    missed: '2026-12-08 08:00',
  },
];

describe('when an unanswered order alarms and counts as missed', () => {
  it.each(ROWS)('$case', (row) => {
    const due = orderEscalation({
      announcedAt: at(row.placed),
      appointment: row.slot ? at(row.slot) : null,
      kind: row.kind ?? 'takeaway',
      leadTimeMinutes: row.lead ?? 0,
      marginMinutes: row.margin ?? DEFAULT_PREORDER_MARGIN_MINUTES,
      branch: row.branch ?? CAFE,
      timeZone: TZ,
      alarmAfterSeconds: 180,
      missedAfterSeconds: 600,
    });
    expect({
      acceptBy: due.acceptBy?.toISOString() ?? null,
      alarm: due.alarmAt.toISOString(),
      missed: due.missedAt.toISOString(),
    }).toEqual({
      acceptBy: row.acceptBy ? at(row.acceptBy).toISOString() : null,
      alarm: at(row.alarm).toISOString(),
      missed: at(row.missed).toISOString(),
    });
  });

  it('never counts an order missed before its alarm', () => {
    const due = orderEscalation({
      announcedAt: at('2026-12-02 11:00'),
      appointment: null,
      kind: 'takeaway',
      leadTimeMinutes: 0,
      marginMinutes: 15,
      branch: CAFE,
      timeZone: TZ,
      alarmAfterSeconds: 300,
      missedAfterSeconds: 60,
    });
    expect(due.missedAt.getTime()).toBe(due.alarmAt.getTime());
    expect(due.alarmAt).toEqual(at('2026-12-02 11:05'));
  });

  it('keeps the arithmetic deadline for a branch without any hours', () => {
    const due = orderEscalation({
      announcedAt: at('2026-12-02 09:00'),
      appointment: at('2026-12-02 15:00'),
      kind: 'takeaway',
      leadTimeMinutes: 0,
      marginMinutes: 15,
      branch: { openingHours: [], deliveryHours: [], isDeliveryHoursEnabled: false },
      timeZone: TZ,
      alarmAfterSeconds: 180,
      missedAfterSeconds: 600,
    });
    expect(due.acceptBy).toEqual(at('2026-12-02 14:45'));
  });
});
