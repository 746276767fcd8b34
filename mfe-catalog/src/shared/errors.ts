/** backoffice-api.md §8: 'X konnte nicht geladen/erstellt/aktualisiert/gelöscht werden.' */
export const ERRORS = {
  products: {
    load: 'Produkte konnten nicht geladen werden.',
    loadOne: 'Das Produkt konnte nicht geladen werden.',
    create: 'Das Produkt konnte nicht erstellt werden.',
    update: 'Das Produkt konnte nicht aktualisiert werden.',
    remove: 'Das Produkt konnte nicht gelöscht werden.',
  },
  categories: {
    load: 'Kategorien konnten nicht geladen werden.',
    loadOne: 'Die Kategorie konnte nicht geladen werden.',
    create: 'Die Kategorie konnte nicht erstellt werden.',
    update: 'Die Kategorie konnte nicht aktualisiert werden.',
    remove: 'Die Kategorie konnte nicht gelöscht werden.',
  },
  tags: {
    load: 'Tags konnten nicht geladen werden.',
    loadOne: 'Der Tag konnte nicht geladen werden.',
    create: 'Der Tag konnte nicht erstellt werden.',
    update: 'Der Tag konnte nicht aktualisiert werden.',
    remove: 'Der Tag konnte nicht gelöscht werden.',
  },
  menus: {
    load: 'Produktkataloge konnten nicht geladen werden.',
    loadOne: 'Der Produktkatalog konnte nicht geladen werden.',
    create: 'Der Produktkatalog konnte nicht erstellt werden.',
    update: 'Der Produktkatalog konnte nicht aktualisiert werden.',
    remove: 'Der Produktkatalog konnte nicht gelöscht werden.',
  },
} as const;
