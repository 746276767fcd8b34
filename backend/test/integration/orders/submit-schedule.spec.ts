import { TestApi } from '../api/harness';
import { OrderBody, SUNDAY_NOON, Shop, takeawayDraft, orderSuite } from './order-fixtures';

describe(`orders: POST /api/orders, appointments, preorders and quotations (${process.env.TEST_DATABASE})`, () => {
  const suite = orderSuite();
  const { submit } = suite;
  const moveClock = (at: Date) => suite.moveClock(at);
  let api: TestApi;
  let shop: Shop;
  beforeAll(() => ({ api, shop } = suite));

  describe('appointments, preorders and quotations', () => {
    it('takes a preorder for Monday while closed on Sunday', async () => {
      moveClock(SUNDAY_NOON);
      const reply = await submit(
        takeawayDraft(shop, { appointmentDate: '2026-11-30T08:00:00.000Z' }),
      );
      expect(reply.status).toBe(201);
      expect(reply.body.data).toMatchObject({
        isPreorder: true,
        appointment: '2026-11-30T08:00:00.000Z',
        appointmentDate: '2026-11-30T08:00:00.000Z',
      });
    });

    it('refuses an appointment outside the opening hours with the §5 text', async () => {
      moveClock(SUNDAY_NOON);
      const reply = await submit(
        takeawayDraft(shop, { appointmentDate: '2026-11-30T05:00:00.000Z' }),
      );
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toContainEqual({
        field: 'appointmentDate',
        message:
          'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin während unserer Öffnungszeiten.',
      });
    });

    it('refuses appointments in the past and a missing one where the branch requires it', async () => {
      const past = await submit(
        takeawayDraft(shop, { appointmentDate: '2026-11-25T08:00:00.000Z' }),
      );
      expect(past.body.errors).toContainEqual({
        field: 'appointmentDate',
        message: 'Der gewählte Termin liegt in der Vergangenheit.',
      });
      const linz = await submit(takeawayDraft(shop, { branch: { id: shop.branch.linz } }));
      expect(linz.status).toBe(422);
      expect(linz.body.errors).toContainEqual({
        field: 'appointmentDate',
        message: 'Bitte wählen Sie einen Termin aus.',
      });
    });

    it('pushes the earliest time out by the lead time of the cart', async () => {
      const platter = {
        product: { id: shop.product('Brötchenplatte (20 Stück)') },
        amount: 1,
        unit: 'piece',
        parts: [['Liptauer', 'Räucherlachs'], null],
      };
      const none = await submit(takeawayDraft(shop, { items: [platter] }));
      expect(none.body.errors).toContainEqual({
        field: 'appointmentDate',
        message: 'Für Produkte mit Vorlaufzeit wählen Sie bitte einen Termin aus.',
      });
      const early = await submit(
        takeawayDraft(shop, { items: [platter], appointmentDate: '2026-11-25T12:00:00.000Z' }),
      );
      expect(early.body.errors).toContainEqual({
        field: 'appointmentDate',
        message:
          'Der gewählte Termin ist leider zu früh. Der frühestmögliche Termin ist am 25.11.2026 um 16:00 Uhr.',
      });
      const later = await submit(
        takeawayDraft(shop, { items: [platter], appointmentDate: '2026-11-25T16:00:00.000Z' }),
      );
      expect(later.status).toBe(201);
      expect((later.body.data as OrderBody).totals.totalGross).toBe(57);
    });

    it('takes a quotation request while closed when the branch requires quotations', async () => {
      moveClock(new Date('2026-11-25T21:00:00Z')); // Wien closes at 20:00
      await api.dataSource
        .getRepository('Branch')
        .update({ id: shop.branch.wien }, { isQuotationRequired: true });
      try {
        const reply = await submit(takeawayDraft(shop, { branch: { id: shop.branch.wien } }));
        expect(reply.status).toBe(201);
        expect(reply.body.data).toMatchObject({ isQuotation: true, isPreorder: false });
      } finally {
        await api.dataSource
          .getRepository('Branch')
          .update({ id: shop.branch.wien }, { isQuotationRequired: false });
      }
    });
  });
});
