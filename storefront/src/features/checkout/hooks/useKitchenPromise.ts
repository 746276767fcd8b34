import { useEffect, useState } from 'react';
import { client } from '../../../shared/api';

/** How often the checkout asks again while open (the queue moves with every order). */
export const PROMISE_REFRESH_MS = 30_000;

/**
 * The earliest time the branch's kitchen can have this cart ready (GET
 * /api/orders/promise/{branchId}: its queue, its stations, the products' learned times).
 * null until it arrives or when the request fails: then only the lead times apply, and the
 * server still refuses a time its kitchen cannot make, in German.
 */
export function useKitchenPromise(branchId: number | null, productIds: number[]): Date | null {
  const [earliest, setEarliest] = useState<Date | null>(null);
  const key = [...new Set(productIds)].sort((a, b) => a - b).join(',');
  useEffect(() => {
    if (branchId === null) return;
    let live = true;
    const load = () =>
      client
        .get('/api/orders/promise/{branchId}', {
          params: {
            path: { branchId },
            query: key ? { products: key.split(',').map(Number) } : {},
          },
        })
        .then(
          (answer) => {
            const earliest = new Date(answer.earliest);
            if (live) setEarliest(Number.isFinite(earliest.getTime()) ? earliest : null);
          },
          () => live && setEarliest(null),
        );
    void load();
    const timer = setInterval(() => void load(), PROMISE_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [branchId, key]);
  return earliest;
}
