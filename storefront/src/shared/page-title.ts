import type { ShopConfig } from './types';

/**
 * storefront.md §2: the base title is seoTitle, else title, else shopName; a page puts its
 * own part in front ('Wien Neubau - base', 'Bestellstatus - base').
 */
export function pageTitle(config: ShopConfig, page?: string): string {
  const base = config.seoTitle || config.title || config.shopName;
  return page ? `${page} - ${base}` : base;
}
