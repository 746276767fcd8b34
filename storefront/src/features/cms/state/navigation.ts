import type { ShopData } from '../../../shared/types';

export type NavigationView = ShopData['navigations'][number];
export type NavigationItemView = NavigationView['items'][number];

/** Where an item leads (backoffice-api.md §3 navigation item), its suffix appended; null: hidden. */
export function navigationHref(item: NavigationItemView, shop: ShopData): string | null {
  if (!item.isEnabled) return null;
  const suffix = item.suffix ?? '';
  switch (item.type) {
    case 'home':
      return `/${suffix}`;
    case 'site': {
      // A site a visitor may not see (a draft) is not in their start data: no link to a 404.
      const site = (shop.sites ?? []).find((candidate) => candidate.id === Number(item.target));
      return site ? `/${site.path}${suffix}` : null;
    }
    case 'branch': {
      const branch = shop.branches.find((candidate) => candidate.id === Number(item.target));
      return branch ? `/store/${branch.identifier}${suffix}` : null;
    }
    case 'link':
      return typeof item.target === 'string' && item.target ? `${item.target}${suffix}` : null;
    default:
      return null;
  }
}

/** The navigation with this identifier ('header', 'footer'), if the shop has it. */
export function navigationOf(shop: ShopData, identifier: string): NavigationView | null {
  return (
    (shop.navigations ?? []).find((navigation) => navigation.identifier === identifier) ?? null
  );
}
