import type { PresentEmployee } from '@bestellwerk/api-client';

/** The present employees per branch, branches by name. */
export function groupByBranch(present: PresentEmployee[]) {
  const groups = new Map<
    number,
    { branch: PresentEmployee['branch']; people: PresentEmployee[] }
  >();
  for (const person of present) {
    const group = groups.get(person.branch.id) ?? { branch: person.branch, people: [] };
    group.people.push(person);
    groups.set(person.branch.id, group);
  }
  return [...groups.values()].sort((a, b) => a.branch.name.localeCompare(b.branch.name, 'de'));
}
