import { useEffect } from 'react';
import { api, type Order } from '@bestellwerk/api-client';
import { useEntityState } from '@bestellwerk/admin-kit';
import { ORDER_ERRORS } from '../../../shared/labels';

/** How often the kitchen screen asks again (the staff event stream needs a login). */
export const BRANCH_SCREEN_REFRESH_MS = 15_000;

/** The branch's current orders by its API key, loaded again every few seconds. */
export function useBranchOrders(branchId: number, apiKey: string) {
  const orders = useEntityState<Order[]>({
    load: () => api.orders.branchScreen(branchId, apiKey),
    loadError: ORDER_ERRORS.load,
    keys: [branchId, apiKey],
  });
  const { reload } = orders;
  useEffect(() => {
    const timer = setInterval(reload, BRANCH_SCREEN_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);
  return orders;
}
