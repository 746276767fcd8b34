/**
 * A stream as the editor names it: „Laufschrift – Graz Hauptplatz“. Every branch has its own
 * „Laufschrift“ and „Uhr“; without the branch the selects could not tell them apart.
 */
export function streamLabel(stream: { name: string; branch?: { name: string } | null }): string {
  return `${stream.name} – ${stream.branch?.name ?? 'alle Filialen'}`;
}
