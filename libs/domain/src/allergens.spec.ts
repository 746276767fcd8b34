import { ALLERGENS, allergenLegendMarkdown, allergenLegendText } from './allergens';

describe('the allergen codes A–R', () => {
  it('lists all 14, in order, without I, J, K and Q', () => {
    expect(ALLERGENS.map((allergen) => allergen.code).join('')).toBe('ABCDEFGHLMNOPR');
  });

  it('writes the legend for the allergen page and the hint of the product form', () => {
    const markdown = allergenLegendMarkdown().split('\n');
    expect(markdown).toHaveLength(14);
    expect(markdown[0]).toBe('- **A** Glutenhaltiges Getreide');
    expect(markdown[13]).toBe('- **R** Weichtiere');
    expect(allergenLegendText()).toMatch(
      /^A Glutenhaltiges Getreide · B Krebstiere · .* · R Weichtiere$/,
    );
  });
});
