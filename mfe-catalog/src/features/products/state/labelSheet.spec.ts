import { formatMoney } from '@bestellwerk/domain';
import { labelSheetDocument, type LabelProduct } from './labelSheet';

const brezel: LabelProduct = {
  name: 'Brezel <groß>',
  price: 1.2,
  unit: 'piece',
  description: '<p>Frisch aus dem Ofen</p>',
  allergens: 'A, G',
};

const cells = (html: string) => html.match(/<div class="label">/g)?.length ?? 0;

describe('the label sheet document', () => {
  it('lays a compact sheet out in 12 rows by 4 columns with name and price, escaped', () => {
    const doc = labelSheetDocument([brezel], 'compact', { copies: 3 });
    expect(doc).toMatchObject({ sheets: 1, labels: 3 });
    expect(cells(doc.html)).toBe(48);
    expect(doc.html).toContain('grid-template-columns:repeat(4,47.50mm)');
    expect(doc.html).toContain('grid-template-rows:repeat(12,23.08mm)');
    expect(doc.html).toContain('Brezel &lt;groß&gt;');
    expect(formatMoney(1.2)).toMatch(/^1,20\s€$/);
    expect(doc.html).toContain(`${formatMoney(1.2)} / Stk.`);
    expect(doc.html).not.toContain('Allergene');
  });

  it('puts description and allergens on the 5 by 2 detail labels and starts a second sheet after ten', () => {
    const doc = labelSheetDocument([brezel], 'detail', { copies: 4, firstPosition: 8 });
    expect(doc).toMatchObject({ sheets: 2, labels: 4 });
    expect(cells(doc.html)).toBe(20);
    expect(doc.html).toContain('Frisch aus dem Ofen');
    expect(doc.html).not.toContain('<p>Frisch');
    expect(doc.html).toContain('Allergene: A, G');
  });
});
