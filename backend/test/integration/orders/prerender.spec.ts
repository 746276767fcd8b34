import { SettingsService } from '../../../src/modules/settings/settings.service';
import { Order } from '../../../src/modules/orders/entities/order.entity';
import { OrderEffects } from '../../../src/modules/orders/order-effects.service';
import { OrderBody, orderSuite } from './order-fixtures';

/**
 * A new order's mails, receipts and timers are rendered before its transaction with
 * stand-ins for the id and the ticket number (order-prerender.ts). What lands in the outbox
 * must be exactly what rendering the stored order gives: texts, links, keys and payloads.
 */
describe(`orders: jobs rendered before the write equal those of the stored order (${process.env.TEST_DATABASE})`, () => {
  const suite = orderSuite();

  /** The jobs the order's transaction wrote: the outbox (BullMQ) or the embedded queue. */
  async function outboxOf(id: number) {
    const table = suite.api.kind === 'mariadb' ? 'job_outbox' : 'job_record';
    const rows = (await suite.api.dataSource.query(
      `SELECT jobKey, queue, name, payload FROM ${table} WHERE jobKey LIKE ? ORDER BY jobKey`,
      [`order.${id}.%`],
    )) as { jobKey: string; queue: string; name: string; payload: string }[];
    return rows.map((row) => ({ ...row, payload: JSON.parse(row.payload) as unknown }));
  }

  async function renderedFor(id: number) {
    const effects = suite.api.app.get(OrderEffects);
    const order = await suite.api.dataSource
      .getRepository(Order)
      .findOneOrFail({ where: { id }, relations: { branch: true } });
    const announce = await effects.prepareAnnouncement(
      order.branchId,
      await suite.api.app.get(SettingsService).get(),
    );
    return announce(order)
      .map((job) => ({ jobKey: job.key, queue: job.queue, name: job.name, payload: job.payload }))
      .sort((a, b) => (a.jobKey! < b.jobKey! ? -1 : 1));
  }

  it.each([
    ['a plain takeaway order', {}],
    [
      'an order with options, a comment and quotes in the text',
      {
        comment: 'Bitte „ohne“ Zucker – Tisch 12, Nr. 7',
        items: [
          {
            product: { id: 0 },
            amount: 2,
            unit: 'piece',
            parts: ['Heiße Schokolade', 'Croissant'],
          },
        ],
      },
    ],
  ])('%s', async (_name, extra: Record<string, unknown>) => {
    if (Array.isArray(extra.items)) {
      extra = {
        ...extra,
        items: (extra.items as Record<string, unknown>[]).map((item) => ({
          ...item,
          product: { id: suite.shop.product('Wiener Frühstück') },
        })),
      };
    }
    const order: OrderBody = await suite.place(extra);
    const stored = await outboxOf(order.id);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored).toEqual(await renderedFor(order.id));
    expect(JSON.stringify(stored)).not.toContain('\u2063');
    expect(JSON.stringify(stored)).toContain(String(order.ticketNumber));
  });
});
