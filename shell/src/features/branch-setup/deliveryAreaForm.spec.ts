import { toDeliveryAreasPayload } from './deliveryAreaForm';

describe('toDeliveryAreasPayload', () => {
  it('keeps ids and order, trims the area', () => {
    expect(
      toDeliveryAreasPayload([
        { id: 7, area: ' 8010 Graz ', price: 2.5, tax: 10, free: false, minimumOrderValue: 15 },
        { area: '8020 Graz', price: 3, free: true, freeFromOrderValue: 30 },
      ]),
    ).toEqual([
      {
        id: 7,
        area: '8010 Graz',
        price: 2.5,
        tax: 10,
        free: false,
        freeFromOrderValue: null,
        minimumOrderValue: 15,
      },
      { area: '8020 Graz', price: 3, free: true, freeFromOrderValue: 30, minimumOrderValue: null },
    ]);
  });

  it('leaves out emptied price, tax and free (never null), sends null order values', () => {
    expect(
      toDeliveryAreasPayload([
        { area: 'x', price: null, tax: null, free: null, freeFromOrderValue: null },
      ]),
    ).toEqual([{ area: 'x', freeFromOrderValue: null, minimumOrderValue: null }]);
  });

  it('sends an empty list when all rows are removed', () => {
    expect(toDeliveryAreasPayload(undefined)).toEqual([]);
  });
});
