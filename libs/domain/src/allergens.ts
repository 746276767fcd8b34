/**
 * The 14 allergens that must be declared (EU 1169/2011), with the letter codes A–R that
 * Austrian menus use (Allergeninformationsverordnung): a product lists its codes („A, C, G“),
 * the shop's allergen page explains every one of them.
 */
export const ALLERGENS = [
  { code: 'A', name: 'Glutenhaltiges Getreide' },
  { code: 'B', name: 'Krebstiere' },
  { code: 'C', name: 'Eier' },
  { code: 'D', name: 'Fisch' },
  { code: 'E', name: 'Erdnüsse' },
  { code: 'F', name: 'Soja' },
  { code: 'G', name: 'Milch oder Laktose' },
  { code: 'H', name: 'Schalenfrüchte' },
  { code: 'L', name: 'Sellerie' },
  { code: 'M', name: 'Senf' },
  { code: 'N', name: 'Sesamsamen' },
  { code: 'O', name: 'Schwefeldioxid und Sulfite' },
  { code: 'P', name: 'Lupinen' },
  { code: 'R', name: 'Weichtiere' },
] as const;

export type AllergenCode = (typeof ALLERGENS)[number]['code'];

/** The legend of all 14 codes as Markdown lines („**A** Glutenhaltiges Getreide“). */
export function allergenLegendMarkdown(): string {
  return ALLERGENS.map(({ code, name }) => `- **${code}** ${name}`).join('\n');
}

/** The codes as a hint under an allergen field: „A Glutenhaltiges Getreide · B Krebstiere · …“. */
export function allergenLegendText(): string {
  return ALLERGENS.map(({ code, name }) => `${code} ${name}`).join(' · ');
}
