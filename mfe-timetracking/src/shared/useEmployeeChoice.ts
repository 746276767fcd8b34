import { useEffect, useState } from 'react';
import { useUserOptions } from './useUserOptions';

/**
 * The employee a per-person tab shows (Arbeitsverträge, Stempeln): the users as select
 * options, the chosen one, the first of them until someone else is chosen.
 */
export function useEmployeeChoice() {
  const users = useUserOptions();
  const [userId, setUserId] = useState<number | undefined>();
  const first = users.options[0]?.value;
  useEffect(() => {
    if (userId === undefined && first !== undefined) setUserId(first);
  }, [userId, first]);
  return { users, userId, setUserId };
}
