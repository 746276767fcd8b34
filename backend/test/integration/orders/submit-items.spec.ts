import { Client } from '../api/harness';
import { OrderBody, Shop, takeawayDraft, orderSuite } from './order-fixtures';

describe(`orders: POST /api/orders, products, options and uploads (${process.env.TEST_DATABASE})`, () => {
  const suite = orderSuite();
  const { submit } = suite;
  const moveClock = (at: Date) => suite.moveClock(at);
  let shop: Shop;
  let visitor: Client;
  beforeAll(() => ({ shop, visitor } = suite));

  describe('products, quantities and options', () => {
    const beans = (amount: number, unit = 'kilogram') => ({
      product: { id: shop.product('Kaffeebohnen Hausröstung') },
      amount,
      unit,
      parts: [],
    });

    it('accepts amounts on the quantity grid, in the main or an alternative unit', async () => {
      const kilo = await submit(takeawayDraft(shop, { items: [beans(0.75)] }));
      expect(kilo.status).toBe(201);
      expect((kilo.body.data as OrderBody).items[0]).toMatchObject({ total: 24, unitShort: 'kg' });
      const grams = await submit(takeawayDraft(shop, { items: [beans(500, 'gram')] }));
      expect(grams.status).toBe(201);
      expect((grams.body.data as OrderBody).items[0]).toMatchObject({ total: 16, unitShort: 'g' });
    });

    it('refuses an amount off the grid, an unknown unit and invalid options', async () => {
      const reply = await submit(
        takeawayDraft(shop, {
          items: [
            beans(0.3),
            beans(1, 'liter'),
            {
              product: { id: shop.product('Wiener Frühstück') },
              amount: 1,
              unit: 'piece',
              parts: ['Cola', 'Croissant'],
            },
            { product: { id: shop.product('Espresso') }, amount: 0, unit: 'piece', parts: [] },
          ],
        }),
      );
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual(
        expect.arrayContaining([
          {
            field: 'items.0.amount',
            message:
              'Die Menge für „Kaffeebohnen Hausröstung“ ist ungültig (Mindestmenge 0,25, Schrittweite 0,25, Höchstmenge 5).',
          },
          {
            field: 'items.1.unit',
            message: 'Die Einheit „liter“ ist für „Kaffeebohnen Hausröstung“ nicht verfügbar.',
          },
          {
            field: 'items.2.parts',
            message: 'Die Auswahl für „Wiener Frühstück“ ist unvollständig oder ungültig.',
          },
          { field: 'items.3.amount', message: expect.stringMatching(/^Die Menge für „Espresso“/) },
        ]),
      );
    });

    it("refuses products outside the branch's menus, unknown products and an empty cart", async () => {
      const reply = await submit(
        takeawayDraft(shop, {
          branch: { id: shop.branch.linz },
          appointmentDate: '2026-11-26T10:00:00.000Z',
          items: [
            {
              product: { id: shop.product('Wiener Frühstück') },
              amount: 1,
              parts: ['Tee', 'Croissant'],
            },
            { product: { id: 999999 }, amount: 1 },
          ],
        }),
      );
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual(
        expect.arrayContaining([
          {
            field: 'items.0.product',
            message: '„Wiener Frühstück“ ist in dieser Filiale nicht erhältlich.',
          },
          { field: 'items.1.product', message: 'Das Produkt mit der ID 999999 existiert nicht.' },
        ]),
      );
      const shapeless = await submit(takeawayDraft(shop, { items: [{}, null, 'Espresso'] }));
      expect(shapeless.status).toBe(422);
      expect(shapeless.body.errors?.map((error) => error.field)).toEqual(
        expect.arrayContaining(['items.0.product', 'items.0.amount']),
      );
      const empty = await submit(takeawayDraft(shop, { items: [] }));
      expect(empty.body.errors).toContainEqual({
        field: 'items',
        message: 'Keine Produkte im Warenkorb!',
      });
    });

    it('refuses a lunch dish outside its schedule', async () => {
      moveClock(new Date('2026-11-25T15:00:00Z')); // 16:00, lunch is 11–14
      const reply = await submit(
        takeawayDraft(shop, {
          items: [{ product: { id: shop.product('Tagessuppe') }, amount: 1, parts: [] }],
        }),
      );
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toContainEqual({
        field: 'items.0.product',
        message: '„Tagessuppe“ kann derzeit leider nicht bestellt werden.',
      });
    });
  });

  it('takes upload parts only with files the customer really uploaded', async () => {
    const onePixelPng =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    const upload = await visitor.post('/api/uploads', {
      data: onePixelPng,
      name: 'logo.png',
      kind: 'file',
    });
    expect(upload.status).toBe(201);
    const file = upload.body.data as {
      id: number;
      version: number;
      extension: string;
      publicHash: string;
    };
    const buffet = (files: string[]) =>
      takeawayDraft(shop, {
        // One week of lead time: Thursday the week after, at noon.
        appointmentDate: '2026-12-03T12:00',
        items: [
          {
            product: { id: shop.product('Firmenfeier-Buffet') },
            amount: 30,
            unit: 'person',
            parts: [files, [], [], null],
          },
        ],
      });

    const forged = await submit(buffet([`/upload/${'x'.repeat(24)}/${file.id}-1.png`]));
    expect(forged.status).toBe(422);
    expect(forged.body.errors).toContainEqual({
      field: 'items.0.parts',
      message:
        'Die Datei für „Logo für Firmenfeier“ wurde nicht gefunden. Bitte laden Sie sie erneut hoch.',
    });
    const placed = await submit(
      buffet([`/upload/${file.publicHash}/${file.id}-${file.version}.${file.extension}`]),
    );
    expect(placed.body.errors).toBeUndefined();
    expect(placed.status).toBe(201);
  });
});
