import type { OutboxJob } from '../jobs';
import { Order } from './entities/order.entity';
import { prerenderJobs } from './order-prerender';

/** Jobs as OrderEffects renders them: the id and ticket number in keys, texts and payloads. */
const announce = (order: Order): OutboxJob[] => [
  {
    queue: 'email',
    name: 'order-new-order-customer',
    key: `order.${order.id}.new-order-customer.email`,
    payload: {
      to: order.email!,
      subject: `Ihre Bestellung Nr. ${order.ticketNumber}`,
      text: `Nr. ${order.ticketNumber} – https://shop.example.at/backend#/orders/${order.id} ${order.comment}`,
    },
  },
  {
    queue: 'timers',
    name: 'order-alarm',
    key: `order.${order.id}.alarm`,
    payload: { kind: 'alarm', orderId: order.id },
    delayMs: 60_000,
  },
];

function order(comment: string): Order {
  return Object.assign(new Order(), {
    email: 'lena@example.at',
    comment,
    createdAt: new Date('2026-11-25T12:00:00Z'),
  });
}

describe('prerenderJobs', () => {
  it('fills id and ticket number into jobs rendered before both were known', () => {
    const fill = prerenderJobs(announce, order('Bitte ohne Zucker, Tisch 12'));
    expect(fill).not.toBeNull();
    const placed = Object.assign(order('Bitte ohne Zucker, Tisch 12'), {
      id: 4711,
      ticketNumber: 17,
    });
    expect(fill!(4711, 17)).toEqual(announce(placed));
    // Each call fills afresh (a deadlock's retry gets other numbers).
    expect(fill!(4712, 18)).toEqual(
      announce(Object.assign(placed, { id: 4712, ticketNumber: 18 })),
    );
  });

  it('declines when the order text itself carries the stand-ins’ mark', () => {
    expect(prerenderJobs(announce, order('Trick \u2063order-id\u2063'))).toBeNull();
    expect(prerenderJobs(announce, order('nur \u2063'))).toBeNull();
  });

  it('declines when another text of the jobs (a setting) carries the mark', () => {
    const withSetting = (placed: Order): OutboxJob[] => [
      ...announce(placed),
      {
        queue: 'email',
        name: 'x',
        key: `order.${placed.id}.x`,
        payload: { to: 'filiale@example.at', subject: 'Neu', text: 'Fußzeile \u2063' },
      },
    ];
    expect(prerenderJobs(withSetting, order('Bitte klingeln'))).toBeNull();
  });

  it('fills a stand-in at the start, the end and twice in one text', () => {
    const edges = (placed: Order): OutboxJob[] => [
      {
        queue: 'email',
        name: 'edges',
        key: `order.${placed.id}`,
        payload: {
          to: 'gast@example.at',
          subject: `${placed.ticketNumber}`,
          text: `${placed.id}${placed.ticketNumber}-${placed.id}`,
        },
      },
    ];
    const fill = prerenderJobs(edges, order('x'));
    // A text that is the number alone comes back a number, as the stand-in stood for one.
    expect(fill!(9, 3)).toEqual([
      {
        queue: 'email',
        name: 'edges',
        key: 'order.9',
        payload: { to: 'gast@example.at', subject: 3, text: '93-9' },
      },
    ]);
  });
});
