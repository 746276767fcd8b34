import { useEffect, useState } from 'react';
import { loadShop } from './api';
import { preloaded } from './preload';
import type { ShopData } from './types';

/** The shop data of GET /api/init for parts of the page around the routes (toolbar, footer). */
export function useShop(): ShopData | null {
  const [shop, setShop] = useState<ShopData | null>(() => preloaded()?.shop ?? null);
  useEffect(() => {
    let live = true;
    loadShop().then(
      (data) => live && setShop(data),
      // The route shows the failure with its retry; the frame stays quiet.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return shop;
}
