import { useOptions } from '@bestellwerk/admin-kit';
import { api } from '@bestellwerk/api-client';
import { personName } from './format';

/** The employees as select options (Mitarbeiter of a shift, an absence, a per-person tab). */
export function useUserOptions() {
  return useOptions({
    load: () =>
      api.users.list({ perPage: 500 }).then((page) => ({
        items: page.items.map((user) => ({ id: user.id, name: personName(user) })),
      })),
    loadError: 'Mitarbeiter konnten nicht geladen werden.',
  });
}
