import {
  DEFAULT_MAXIMUM_ORDER_VALUE,
  isAboveMaximumOrderValue,
  maximumOrderValueText,
} from './order-limits';

describe('the order-total limit of a branch', () => {
  it.each([
    [99_999, 1000, false],
    [100_000, 1000, false],
    [100_001, 1000, true],
    [5_000, 49.99, true],
    [4_999, 49.99, false],
    [9_999_999, null, false],
    [9_999_999, undefined, false],
  ])('%i cents against %p € is above: %p', (total, limit, above) => {
    expect(isAboveMaximumOrderValue(total, limit)).toBe(above);
  });

  it('is 1.000 € unless set otherwise', () => {
    expect(DEFAULT_MAXIMUM_ORDER_VALUE).toBe(1000);
  });

  it('tells the customer the limit and the way out, in German', () => {
    expect(maximumOrderValueText(1000)).toBe(
      'Online nehmen wir Bestellungen bis 1.000,00 € an. Bitte verringern Sie die Menge oder bestellen Sie telefonisch.',
    );
  });
});
