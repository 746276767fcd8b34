import { Client, TestApi, countRows } from '../api/harness';
import { OrderBody, orderSuite } from './order-fixtures';

/** PUT /api/orders/{id} and DELETE /api/orders/{id}: staff edits within the state machine. */
describe(`orders: edit and delete (${process.env.TEST_DATABASE})`, () => {
  const suite = orderSuite({ staff: true });
  const { place } = suite;
  let api: TestApi;
  let admin: Client;
  let employee: Client;
  beforeAll(() => ({ api, admin, employee } = suite));

  const audit = async (id: number) =>
    (
      (await api.dataSource.query(
        "SELECT action FROM audit_log WHERE entity = 'orders' AND entityId = ? ORDER BY id",
        [String(id)],
      )) as { action: string }[]
    ).map((row) => row.action);

  it('changes the appointment, the comment and paid, audited, and answers the order', async () => {
    const order = await place();
    const appointment = '2026-11-25T15:30:00.000Z';
    const reply = await admin.put<{ data: OrderBody }>(`/api/orders/${order.id}`, {
      appointment,
      comment: '  Bitte klingeln  ',
      isPaid: true,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ appointment, comment: 'Bitte klingeln', isPaid: true });
    expect(await audit(order.id)).toContain('update');
    const cleared = await admin.put<{ data: OrderBody }>(`/api/orders/${order.id}`, {
      appointment: null,
      comment: null,
    });
    expect(cleared.body.data).toMatchObject({ appointment: null, comment: null });
  });

  it('refuses bad values in German and changes nothing', async () => {
    const order = await place();
    const reply = await admin.put(`/api/orders/${order.id}`, {
      appointment: 'morgen',
      comment: 'x'.repeat(2001),
      isPaid: null,
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'appointment', message: 'Bitte geben Sie einen gültigen Termin an.' },
        { field: 'comment', message: 'Die Anmerkung darf höchstens 2000 Zeichen lang sein.' },
      ]),
    );
    expect(await audit(order.id)).not.toContain('update');
  });

  it("refuses to edit a final order (409); the branch's employee may edit an open one", async () => {
    const order = await place();
    expect((await employee.put(`/api/orders/${order.id}`, { comment: 'Tisch 4' })).status).toBe(
      200,
    );
    await admin.post(`/api/orders/${order.id}/status/reject`, {});
    const final = await admin.put(`/api/orders/${order.id}`, { comment: 'später' });
    expect(final.status).toBe(409);
    expect(final.body.errors?.[0]?.message).toMatch(
      /kann die Bestellung nicht mehr geändert werden/,
    );
  });

  it('deletes only a rejected or cancelled order, as an admin, audited', async () => {
    const open = await place();
    const refused = await admin.delete(`/api/orders/${open.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.errors?.[0]?.message).toMatch(
      /Nur abgelehnte oder stornierte Bestellungen/,
    );

    await admin.post(`/api/orders/${open.id}/status/cancel`, {});
    expect((await employee.delete(`/api/orders/${open.id}`)).status).toBe(403);
    const before = await countRows(api, 'customer_order');
    const deleted = await admin.delete<{ data: { id: number } }>(`/api/orders/${open.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id: open.id });
    expect(await countRows(api, 'customer_order')).toBe(before - 1);
    expect((await admin.get(`/api/orders/${open.id}`)).status).toBe(404);
    expect(await audit(open.id)).toContain('delete');
  });

  it('takes 30 parallel edits of one order (3× the pool) without a 5xx, the last one kept', async () => {
    const order = await place();
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        admin.put<{ data: OrderBody }>(`/api/orders/${order.id}`, { comment: `Änderung ${i}` }),
      ),
    );
    expect(replies.filter((reply) => reply.status >= 500)).toEqual([]);
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    const [row] = (await api.dataSource.query('SELECT comment FROM customer_order WHERE id = ?', [
      order.id,
    ])) as { comment: string }[];
    expect(row.comment).toMatch(/^Änderung \d+$/);
    expect((await audit(order.id)).filter((action) => action === 'update')).toHaveLength(30);
  });

  it('takes 30 parallel deletes of three cancelled orders (3× the pool): each gone once, the rest 404', async () => {
    const orders = [await place(), await place(), await place()];
    for (const order of orders) await admin.post(`/api/orders/${order.id}/status/cancel`, {});
    const before = await countRows(api, 'customer_order');
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) => admin.delete(`/api/orders/${orders[i % 3].id}`)),
    );
    expect(replies.filter((reply) => reply.status >= 500)).toEqual([]);
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(3);
    expect(replies.filter((reply) => reply.status === 404)).toHaveLength(27);
    expect(await countRows(api, 'customer_order')).toBe(before - 3);
    for (const order of orders) {
      expect((await audit(order.id)).filter((action) => action === 'delete')).toHaveLength(1);
    }
  });
});
