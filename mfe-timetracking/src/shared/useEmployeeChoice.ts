import { useEffect, useState } from 'react';
import { useOptions } from '@bestellwerk/admin-kit';
import { api } from '@bestellwerk/api-client';
import { personName } from './format';

/**
 * The employee a per-person tab shows (Arbeitsverträge, Stempeln): the users as select
 * options, the chosen one, the first of them until someone else is chosen.
 */
export function useEmployeeChoice() {
  const users = useOptions({
    load: () =>
      api.users.list({ perPage: 500 }).then((page) => ({
        items: page.items.map((user) => ({ id: user.id, name: personName(user) })),
      })),
    loadError: 'Mitarbeiter konnten nicht geladen werden.',
  });
  const [userId, setUserId] = useState<number | undefined>();
  const first = users.options[0]?.value;
  useEffect(() => {
    if (userId === undefined && first !== undefined) setUserId(first);
  }, [userId, first]);
  return { users, userId, setUserId };
}
