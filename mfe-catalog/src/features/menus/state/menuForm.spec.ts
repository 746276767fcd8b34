import { moveItem } from '@bestellwerk/admin-kit';
import { menuPayload, menuToValues } from './menuForm';

describe('menu form ↔ API payload', () => {
  const menu = {
    id: 1,
    name: 'Café-Karte',
    availableFrom: '2026-12-01T05:00:00.000Z',
    isEnabled: true,
    branches: [{ id: 2, name: 'Wien Neubau', identifier: 'wien-neubau' }],
    catalog: [
      { id: 3, products: [{ id: 12 }, { id: 13 }] },
      { id: 1, products: [] },
    ],
  };

  it('round-trips branches and the ordered catalog as refs', () => {
    const payload = menuPayload(menuToValues(menu));
    expect(payload).toEqual({
      name: 'Café-Karte',
      availableFrom: '2026-12-01T05:00:00.000Z',
      isEnabled: true,
      branches: [{ id: 2 }],
      catalog: menu.catalog,
    });
  });

  it('sends a reordered catalog and drops a category row left empty', () => {
    const values = menuToValues(menu);
    values.catalog = [...moveItem(values.catalog!, 1, 0), { products: [] }];
    values.catalog[1].products = moveItem(values.catalog[1].products!, 0, 1);
    values.availableFrom = null;
    const payload = menuPayload(values);
    expect(payload.catalog).toEqual([
      { id: 1, products: [] },
      { id: 3, products: [{ id: 13 }, { id: 12 }] },
    ]);
    expect(payload.availableFrom).toBeNull();
  });
});

describe('moveItem', () => {
  it('moves forward and backward and ignores positions outside the list', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});
