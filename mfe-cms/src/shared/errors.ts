/** backoffice-api.md §8: 'X konnte nicht geladen/erstellt/aktualisiert/gelöscht werden.' */
export const ERRORS = {
  sites: { load: 'Seiten konnten nicht geladen werden.' },
  blocks: { load: 'Bausteine konnten nicht geladen werden.' },
  navigations: { load: 'Navigationen konnten nicht geladen werden.' },
  redirects: { load: 'Redirects konnten nicht geladen werden.' },
  nodes: { load: 'Inhalte konnten nicht geladen werden.' },
  submissions: { load: 'Einsendungen konnten nicht geladen werden.' },
  types: { load: 'Seitentypen konnten nicht geladen werden.' },
} as const;
