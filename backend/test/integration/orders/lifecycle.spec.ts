import { Client, TestApi } from '../api/harness';
import {
  ORDER_ACTIONS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  transition,
} from '../../../src/modules/orders/order-state-machine';
import type { OrderStatus } from '../../../src/modules/orders/contracts/order-document';
import { OrderBody, Shop, orderSuite } from './order-fixtures';

/** The actions that lead from a new order to each status. */
const PATH_TO: Record<OrderStatus, string[]> = {
  pending: [],
  confirmed: ['confirm'],
  'in-delivery': ['confirm', 'in-delivery'],
  completed: ['confirm', 'completed'],
  rejected: ['reject'],
  canceled: ['cancel'],
};

describe(`orders: lifecycle, status page and staff edits (${process.env.TEST_DATABASE})`, () => {
  const suite = orderSuite({ staff: true });
  const { place } = suite;
  let api: TestApi;
  let shop: Shop;
  let visitor: Client;
  let admin: Client;
  let employee: Client;
  beforeAll(() => ({ api, shop, visitor, admin, employee } = suite));

  async function orderIn(status: OrderStatus): Promise<OrderBody> {
    const order = await place();
    for (const action of PATH_TO[status]) {
      const reply = await admin.post(`/api/orders/${order.id}/status/${action}`, {});
      if (reply.status !== 200) throw new Error(`${action}: ${JSON.stringify(reply.body)}`);
    }
    return order;
  }

  const auditActions = async (id: number) =>
    (
      (await api.dataSource.query(
        "SELECT action FROM audit_log WHERE entity = 'orders' AND entityId = ? ORDER BY id",
        [String(id)],
      )) as { action: string }[]
    ).map((row) => row.action);

  describe('the state machine over HTTP', () => {
    const legal = ORDER_STATUSES.flatMap((status) =>
      Object.entries(ORDER_TRANSITIONS[status]).map(([action, to]) => [status, action, to]),
    );
    it.each(legal)('%s --%s--> %s, audited', async (from, action, to) => {
      const order = await orderIn(from as OrderStatus);
      const reply = await admin.post(`/api/orders/${order.id}/status/${action}`, {});
      expect(reply.status).toBe(200);
      expect(reply.body.data).toMatchObject({ id: order.id, status: to });
      expect(await auditActions(order.id)).toContain(`status:${action}`);
    });

    const illegal = ORDER_STATUSES.flatMap((status) =>
      ORDER_ACTIONS.filter((action) => !ORDER_TRANSITIONS[status][action]).map((action) => [
        status,
        action,
      ]),
    );
    it.each(illegal)('refuses %s --%s--> with 409 and a German message', async (from, action) => {
      const order = await orderIn(from as OrderStatus);
      const reply = await admin.post(`/api/orders/${order.id}/status/${action}`, {});
      expect(reply.status).toBe(409);
      const expected = transition(from as OrderStatus, action as never);
      expect(expected.ok).toBe(false);
      if (!expected.ok) expect(reply.body.errors).toEqual([{ message: expected.message }]);
    });

    it('keeps the rejection message for the customer', async () => {
      const order = await place();
      await admin.post(`/api/orders/${order.id}/status/reject`, {
        rejectionMessage: 'Leider ist die Küche heute überlastet.',
      });
      const page = await visitor.get(`/api/orders/public/${order.uid}/${order.hash}`);
      expect(page.body.data).toMatchObject({
        status: 'rejected',
        isRejected: true,
        rejectionMessage: 'Leider ist die Küche heute überlastet.',
      });
    });

    it('answers an unknown action with 404', async () => {
      const order = await place();
      const reply = await admin.post(`/api/orders/${order.id}/status/explode`, {});
      expect(reply.status).toBe(404);
      expect(reply.body.errors?.[0].message).toMatch(/^Unbekannte Aktion/);
    });
  });

  describe('the status page', () => {
    it('shows the public order by uid and hash, without internal fields', async () => {
      const order = await place();
      const reply = await visitor.get(`/api/orders/public/${order.uid}/${order.hash}`);
      expect(reply.status).toBe(200);
      // Missed is a state the customer is told (issue 30), so the page shows it too.
      expect(reply.body.data).toMatchObject({
        id: order.id,
        ticketNumber: order.ticketNumber,
        isMissed: false,
      });
      const data = reply.body.data as Record<string, unknown>;
      for (const field of [
        'idempotencyKey',
        'requestHash',
        'alarmedAt',
        'alarmDueAt',
        'missedDueAt',
        'questionnaire',
      ])
        expect(data).not.toHaveProperty(field);
    });

    it('answers a wrong or malformed hash with 404 in German', async () => {
      const order = await place();
      const wrong = order.hash.replace(/^./, order.hash[0] === 'a' ? 'b' : 'a');
      for (const hash of [wrong, 'abc', order.hash.toUpperCase().slice(0, 63)]) {
        const reply = await visitor.get(`/api/orders/public/${order.uid}/${hash}`);
        expect(reply.status).toBe(404);
        expect(reply.body.errors).toEqual([{ message: 'Die Bestellung wurde nicht gefunden.' }]);
      }
      const confirm = await visitor.post(
        `/api/orders/public/${order.uid}/${wrong}/confirm-counter-appointment`,
      );
      expect(confirm.status).toBe(404);
    });
  });

  describe('counter appointment', () => {
    const proposal = '2026-11-25T15:30:00.000Z';

    it('the shop proposes, the customer accepts: confirmed at that time', async () => {
      const order = await place();
      const proposed = await admin.post(`/api/orders/${order.id}/counter-appointment`, {
        counterAppointment: proposal,
      });
      expect(proposed.status).toBe(200);
      expect(proposed.body.data).toMatchObject({ status: 'pending', counterAppointment: proposal });
      const accepted = await visitor.post(
        `/api/orders/public/${order.uid}/${order.hash}/confirm-counter-appointment`,
      );
      expect(accepted.status).toBe(200);
      expect(accepted.body.data).toMatchObject({
        status: 'confirmed',
        isConfirmed: true,
        appointment: proposal,
      });
      const again = await visitor.post(
        `/api/orders/public/${order.uid}/${order.hash}/confirm-counter-appointment`,
      );
      expect(again.status).toBe(409);
      expect(await auditActions(order.id)).toEqual([
        'counter-appointment',
        'confirm-counter-appointment',
      ]);
    });

    it('the customer declines: the order is cancelled', async () => {
      const order = await place();
      await admin.post(`/api/orders/${order.id}/counter-appointment`, {
        counterAppointment: proposal,
      });
      const declined = await visitor.post(
        `/api/orders/public/${order.uid}/${order.hash}/reject-counter-appointment`,
      );
      expect(declined.status).toBe(200);
      expect(declined.body.data).toMatchObject({ status: 'canceled', isCanceled: true });
    });

    it('cannot be answered when none was proposed, nor proposed in the past', async () => {
      const order = await place();
      const none = await visitor.post(
        `/api/orders/public/${order.uid}/${order.hash}/reject-counter-appointment`,
      );
      expect(none.status).toBe(409);
      expect(none.body.errors).toEqual([
        { message: 'Zu dieser Bestellung liegt kein offener Terminvorschlag vor.' },
      ]);
      const past = await admin.post(`/api/orders/${order.id}/counter-appointment`, {
        counterAppointment: '2026-11-25T10:00:00.000Z',
      });
      expect(past.status).toBe(422);
      expect(past.body.errors).toEqual([
        { field: 'counterAppointment', message: 'Der Terminvorschlag muss in der Zukunft liegen.' },
      ]);
    });
  });

  describe('questionnaire', () => {
    const answers = {
      rating: 5,
      foodRating: 4,
      serviceRating: 5,
      processRating: 3,
      comment: 'Sehr gut!',
    };
    const send = (order: OrderBody, body: unknown) =>
      visitor.post(`/api/orders/public/${order.uid}/${order.hash}/questionnaire`, body);

    it('is taken once, after the order is completed', async () => {
      const pending = await place();
      const early = await send(pending, answers);
      expect(early.status).toBe(409);
      expect(early.body.errors).toEqual([
        { message: 'Eine Bewertung ist erst nach Abschluss der Bestellung möglich.' },
      ]);

      const order = await orderIn('completed');
      const first = await send(order, answers);
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({ questionnaireRating: 5, hasQuestionnaire: true });
      const second = await send(order, { ...answers, rating: 1 });
      expect(second.status).toBe(409);
      expect(second.body.errors).toEqual([
        { message: 'Sie haben diese Bestellung bereits bewertet.' },
      ]);
      const staff = await admin.get(`/api/orders/${order.id}`);
      expect(staff.body.data).toMatchObject({
        questionnaire: {
          rating: 5,
          foodRating: 4,
          serviceRating: 5,
          processRating: 3,
          comment: 'Sehr gut!',
        },
      });
    });

    it('needs all four ratings from 1 to 5; the comment is optional', async () => {
      const order = await orderIn('completed');
      const missing = await send(order, { rating: 5, foodRating: 0, serviceRating: 6 });
      expect(missing.status).toBe(422);
      const fields = (missing.body.errors ?? []).map((error) => error.field);
      expect(new Set(fields)).toEqual(new Set(['foodRating', 'serviceRating', 'processRating']));
      expect(missing.body.errors).toContainEqual({
        field: 'processRating',
        message: '„Ablauf“ muss mit 1 bis 5 Sternen bewertet werden.',
      });
      const { comment: _comment, ...withoutComment } = answers;
      expect((await send(order, withoutComment)).status).toBe(200);
    });
  });

  describe('staff edits and actions', () => {
    it('changes the amount of a line and prices it again from the snapshot', async () => {
      const order = await place();
      await api.dataSource.getRepository('Product').update({ name: 'Espresso' }, { price: 9.99 });
      try {
        const reply = await admin.put(`/api/orders/${order.id}/items/0`, { amount: 3 });
        expect(reply.status).toBe(200);
        expect((reply.body.data as OrderBody).items[0]).toMatchObject({ amount: 3, total: 7.8 });
        expect((reply.body.data as OrderBody).totals.totalGross).toBe(7.8);
      } finally {
        await api.dataSource.getRepository('Product').update({ name: 'Espresso' }, { price: 2.6 });
      }
      expect(await auditActions(order.id)).toEqual(['update-item']);
    });

    it('switches a line to another unit of its product: the amount converted, priced again', async () => {
      const order = await place({
        items: [
          { product: { id: shop.product('Sachertorte') }, amount: 12, unit: 'piece', parts: [] },
        ],
      });
      expect(order.items[0]).toMatchObject({ unit: 'piece', units: ['package', 'piece'] });
      const whole = await admin.put(`/api/orders/${order.id}/items/0`, { unit: 'package' });
      expect(whole.status).toBe(200);
      expect((whole.body.data as OrderBody).items[0]).toMatchObject({
        amount: 1,
        unit: 'package',
        unitShort: 'Pkg.',
        total: 58.8,
      });
      const foreign = await admin.put(`/api/orders/${order.id}/items/0`, { unit: 'liter' });
      expect(foreign.status).toBe(422);
      expect(foreign.body.errors?.[0]).toMatchObject({ field: 'unit' });
    });

    it('refuses an amount off the grid, an unknown line and a finished order', async () => {
      const order = await place();
      const off = await admin.put(`/api/orders/${order.id}/items/0`, { amount: 2.5 });
      expect(off.status).toBe(422);
      expect(off.body.errors?.[0]).toMatchObject({ field: 'amount' });
      expect((await admin.put(`/api/orders/${order.id}/items/7`, { amount: 1 })).status).toBe(404);
      const done = await orderIn('completed');
      const locked = await admin.put(`/api/orders/${done.id}/items/0`, { amount: 1 });
      expect(locked.status).toBe(409);
    });

    it('says so when the branch has no printer', async () => {
      const order = await place();
      const reply = await admin.post(`/api/orders/${order.id}/print`);
      expect(reply.status).toBe(409);
      expect(reply.body.errors).toEqual([
        { message: 'Für diese Filiale ist kein Drucker eingerichtet.' },
      ]);
    });

    it('records a counter payment and resends the new-order e-mail', async () => {
      const order = await place();
      const paid = await admin.post(`/api/orders/${order.id}/update-payment-status`, {
        isPaid: true,
      });
      expect(paid.status).toBe(200);
      expect(paid.body.data).toMatchObject({ isPaid: true });
      const mail = await admin.post(`/api/orders/${order.id}/resend-new-order-email`);
      expect(mail.status).toBe(200);
      expect(mail.body.data).toEqual({ queued: 1 });
      const sms = await admin.post(`/api/orders/${order.id}/resend-new-order-sms`);
      expect(sms.status).toBe(409);
      expect(sms.body.errors).toEqual([{ message: 'Der SMS-Versand ist nicht aktiviert.' }]);
      expect(await auditActions(order.id)).toEqual([
        'update-payment-status',
        'resend-new-order-email',
      ]);
    });

    it('needs a login, and confines employees to their branches', async () => {
      const graz = await place();
      const wien = await place({ branch: { id: shop.branch.wien } });
      expect((await visitor.get(`/api/orders/${graz.id}`)).status).toBe(401);
      expect((await visitor.post(`/api/orders/${graz.id}/status/confirm`)).status).toBe(401);
      expect((await employee.get(`/api/orders/${graz.id}`)).status).toBe(200);
      const foreign = await employee.get(`/api/orders/${wien.id}`);
      expect(foreign.status).toBe(404);
      expect(foreign.body.errors).toEqual([{ message: 'Die Bestellung wurde nicht gefunden.' }]);
      expect((await employee.post(`/api/orders/${wien.id}/status/confirm`)).status).toBe(404);
      expect((await employee.put(`/api/orders/${wien.id}/items/0`, { amount: 3 })).status).toBe(
        404,
      );
      const confirmed = await employee.post(`/api/orders/${graz.id}/status/confirm`);
      expect(confirmed.status).toBe(200);
      const [entry] = (await api.dataSource.query(
        "SELECT username FROM audit_log WHERE entity = 'orders' AND entityId = ? AND action = 'status:confirm'",
        [String(graz.id)],
      )) as { username: string }[];
      expect(entry.username).toBe('mitarbeiter');
    });
  });
});
