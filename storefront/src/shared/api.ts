import type { ShopData } from './types';

/** The one request the storefront starts with; everything on the first screens is in it. */
let pending: Promise<ShopData> | null = null;

export function loadShop(fetcher: typeof fetch = fetch): Promise<ShopData> {
  pending ??= fetcher('/api/init', { credentials: 'same-origin' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return ((await response.json()) as { data: ShopData }).data;
    })
    .catch((error: unknown) => {
      // A failed load may be retried (offline for a moment): forget the failed promise.
      pending = null;
      throw error;
    });
  return pending;
}

/** /image/{size}/{id}-{version}.{extension} (storefront.md §7). */
export function imageUrl(
  image: { id: number; version: number; extension: string },
  size: 'icon' | 'thumbnail' | 'tiny' | 'small' | 'medium' | 'large' = 'small',
): string {
  return `/image/${size}/${image.id}-${image.version}.${image.extension}`;
}
