import type { MenuView } from './types';

/** The menus in effect for a branch, newest first: the first is the one to show. */
export async function loadMenu(branchId: number, fetcher: typeof fetch = fetch) {
  const response = await fetcher(`/api/branches/${branchId}/menus`, {
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = (await response.json()) as { data: MenuView[] | { data: MenuView[] } };
  const menus = Array.isArray(body.data) ? body.data : body.data.data;
  return menus[0] ?? null;
}
