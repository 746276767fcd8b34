import type { ShopConfig } from './types';

/**
 * storefront.md §2: the checkout and its error route put 'Bestellvorgang - ' in front of the
 * base title, the status page 'Bestellstatus - '.
 */
export const TITLE_PREFIX = {
  checkout: 'Bestellvorgang - ',
  status: 'Bestellstatus - ',
} as const;

/** storefront.md §2: the base title is seoTitle, else title, else shopName. */
export function baseTitle(config: ShopConfig): string {
  return config.seoTitle || config.title || config.shopName;
}

/**
 * A page's title: its own part in front of the base ('Wien Neubau - base'), or a prefix of
 * TITLE_PREFIX ('Bestellstatus - base').
 */
export function pageTitle(config: ShopConfig, page?: string | { prefix: string }): string {
  const base = baseTitle(config);
  if (!page) return base;
  return typeof page === 'string' ? `${page} - ${base}` : page.prefix + base;
}
