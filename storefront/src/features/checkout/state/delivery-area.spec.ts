import { EMPTY_DRAFT } from './draft';
import { addressFromArea } from './delivery-area';

describe('choosing a delivery area fills PLZ and Ort', () => {
  it.each([
    ['a district with its postcode', {}, '8010 Innere Stadt', { zipCode: '8010', city: 'Graz' }],
    [
      'another one replaces both',
      { zipCode: '8010', city: 'Graz' },
      '8020 Lend / Gries',
      { zipCode: '8020', city: 'Graz' },
    ],
    ['a German five-digit postcode', {}, '80331 Altstadt', { zipCode: '80331', city: 'Graz' }],
    ['an area without a postcode fills an empty Ort only', {}, 'Umgebung', { city: 'Graz' }],
    ['… and keeps a typed Ort', { city: 'Gratkorn' }, 'Umgebung', {}],
    ['no area chosen: Ort only while empty', { city: 'Gratkorn' }, null, {}],
    [
      'with another delivery address: into that one',
      { isDeliveryAddressDifferent: true, zipCode: '1010', city: 'Wien' },
      '8042 St. Peter',
      { deliveryZipCode: '8042', deliveryCity: 'Graz' },
    ],
  ])('%s', (_, draft, area, fill) => {
    expect(addressFromArea({ ...EMPTY_DRAFT, ...draft }, area, 'Graz')).toEqual(fill);
  });
});
