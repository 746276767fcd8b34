import { fieldLabel } from './field-labels';

describe('fieldLabel', () => {
  it('names a field in German by its key', () => {
    expect(fieldLabel('isATMCardEnabled')).toBe('Bankomatkarte');
    expect(fieldLabel('deliveryZipCode')).toBe('PLZ (Lieferadresse)');
  });

  it('names a nested field by the last part of its path', () => {
    expect(fieldLabel('alternativeUnits.0.ratio')).toBe('Umrechnungsfaktor');
  });

  it("names a reference's id after what it refers to", () => {
    expect(fieldLabel('branch.id')).toBe('Filiale');
    expect(fieldLabel('items.0.product.id')).toBe('Produkt');
    expect(fieldLabel('items.0.amount')).toBe('Menge');
    expect(fieldLabel('id')).toBe('ID');
    expect(fieldLabel('somethingNew.id')).toBe('ID');
  });

  it('shows a key it has no name for as it is', () => {
    expect(fieldLabel('somethingNew')).toBe('somethingNew');
  });
});
