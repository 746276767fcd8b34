import {} from '../api/harness';
import { OrderBody, Shop, takeawayDraft, orderSuite } from './order-fixtures';

describe(`orders: POST /api/orders, delivery and dine-in (${process.env.TEST_DATABASE})`, () => {
  const suite = orderSuite();
  const { submit } = suite;
  const moveClock = (at: Date) => suite.moveClock(at);
  let shop: Shop;
  beforeAll(() => ({ shop } = suite));

  describe('delivery', () => {
    const delivery = (items: unknown[], area = '8010 Innere Stadt') =>
      takeawayDraft(shop, {
        isDelivery: true,
        deliveryArea: { id: shop.area(area) },
        street: 'Sporgasse 3',
        zipCode: '8010',
        city: 'Graz',
        items,
      });
    const breakfasts = (amount: number) => [
      {
        product: { id: shop.product('Wiener Frühstück') },
        amount,
        unit: 'piece',
        parts: ['Tee', 'Kaisersemmel'],
      },
    ];

    it('adds the area fee below the free-delivery threshold', async () => {
      const reply = await submit(delivery(breakfasts(2)));
      expect(reply.status).toBe(201);
      const order = reply.body.data as OrderBody;
      expect(order).toMatchObject({
        kind: 'delivery',
        isDelivery: true,
        deliveryArea: { area: '8010 Innere Stadt' },
        street: 'Sporgasse 3',
      });
      expect(order.totals).toMatchObject({ gross: 17.8, deliveryGross: 2.5, totalGross: 20.3 });
    });

    it('delivers for free above the threshold', async () => {
      const order = (await submit(delivery(breakfasts(4)))).body.data as OrderBody;
      expect(order.totals).toMatchObject({ gross: 35.6, deliveryGross: 0, totalGross: 35.6 });
    });

    it("refuses another branch's area and a missing one", async () => {
      const foreign = await submit(delivery(breakfasts(2), '1070 Neubau'));
      expect(foreign.status).toBe(422);
      expect(foreign.body.errors).toContainEqual({
        field: 'deliveryArea',
        message: 'Das gewählte Liefergebiet gehört nicht zu dieser Filiale.',
      });
      const missing = await submit({ ...delivery(breakfasts(2)), deliveryArea: null });
      expect(missing.body.errors).toContainEqual({
        field: 'deliveryArea',
        message: 'Bitte wählen Sie ein Liefergebiet aus.',
      });
    });

    it('refuses delivery outside the delivery hours, with the preorder hint', async () => {
      moveClock(new Date('2026-11-25T14:00:00Z')); // 15:00: open, but no delivery until 17:00
      const reply = await submit(delivery(breakfasts(2)));
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toContainEqual({
        field: 'appointmentDate',
        message:
          'Derzeit bieten wir leider keine Lieferung an. Sie können aber gerne für einen späteren Zeitpunkt vorbestellen.',
      });
    });
  });

  describe('dine-in', () => {
    const dineIn = (extra: Record<string, unknown>) =>
      takeawayDraft(shop, {
        isDineIn: true,
        firstName: null,
        lastName: null,
        email: null,
        phone: null,
        ...extra,
      });

    it('takes an order at a table of the branch without contact details', async () => {
      const reply = await submit(dineIn({ table: { id: shop.table(shop.branch.graz, 'T1') } }));
      expect(reply.status).toBe(201);
      expect(reply.body.data).toMatchObject({
        kind: 'dine-in',
        isDineIn: true,
        tableIdentifier: 'T1',
        table: { identifier: 'T1' },
      });
    });

    it('needs a table of this branch', async () => {
      const missing = await submit(dineIn({}));
      expect(missing.body.errors).toContainEqual({
        field: 'table',
        message: 'Bitte wählen Sie einen Tisch aus.',
      });
      const foreign = await submit(dineIn({ table: { id: shop.table(shop.branch.wien, '1') } }));
      expect(foreign.status).toBe(422);
      expect(foreign.body.errors).toContainEqual({
        field: 'table',
        message: 'Der gewählte Tisch gehört nicht zu dieser Filiale.',
      });
    });
  });
});
