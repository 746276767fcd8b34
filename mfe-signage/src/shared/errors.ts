/** backoffice-api.md §8: 'X konnte nicht geladen/erstellt/aktualisiert/gelöscht werden.' */
export const ERRORS = {
  scenes: { load: 'Szenen konnten nicht geladen werden.' },
  segments: { load: 'Filmsequenzen konnten nicht geladen werden.' },
  streams: { load: 'Streams konnten nicht geladen werden.' },
  devices: { load: 'TVs konnten nicht geladen werden.' },
  command: 'Befehl konnte nicht ausgeführt werden.',
  abort: 'Befehl konnte nicht abgebrochen werden.',
  pair: 'Der TV konnte nicht gekoppelt werden.',
} as const;
