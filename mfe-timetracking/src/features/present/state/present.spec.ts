import type { PresentEmployee } from '@bestellwerk/api-client';
import { groupByBranch } from './present';

const person = (id: number, branch: { id: number; name: string }): PresentEmployee => ({
  user: { id, username: `u${id}`, firstName: 'A', lastName: String(id) },
  branch: { ...branch, identifier: branch.name.toLowerCase() },
  state: 'running',
  since: '2026-03-02T07:00:00.000Z',
  workedMinutes: 60,
});

describe('who is in now', () => {
  it('groups the present employees per branch, branches by name', () => {
    const wien = { id: 2, name: 'Wien' };
    const graz = { id: 1, name: 'Graz' };
    const groups = groupByBranch([person(1, wien), person(2, graz), person(3, wien)]);
    expect(groups.map((g) => [g.branch.name, g.people.length])).toEqual([
      ['Graz', 1],
      ['Wien', 2],
    ]);
  });
});
