import { useEffect } from 'react';
import { api, type Order } from '@bestellwerk/api-client';
import { useEntityState } from '@bestellwerk/admin-kit';
import { ORDER_ERRORS } from '../../../shared/labels';

/** The order events after which the kitchen screen loads its board again. */
const ORDER_EVENTS = ['order.created', 'order.updated', 'order.missed'] as const;

/**
 * How often the kitchen screen asks again on its own: a safety net beside the live stream
 * (and all there is in a browser without EventSource).
 */
export const BRANCH_SCREEN_REFRESH_MS = 60_000;

/**
 * The branch's current orders by its API key, kept live by the branch's key-authenticated
 * event stream (GET /api/events/backoffice/{branchId}/{apiKey}): every order event loads
 * the board again, as does every (re)connect, so nothing said while away is missed.
 */
export function useBranchOrders(branchId: number, apiKey: string) {
  const orders = useEntityState<Order[]>({
    load: () => api.orders.branchScreen(branchId, apiKey),
    loadError: ORDER_ERRORS.load,
    keys: [branchId, apiKey],
  });
  const { reload } = orders;
  useEffect(() => {
    const timer = setInterval(reload, BRANCH_SCREEN_REFRESH_MS);
    if (typeof EventSource === 'undefined') return () => clearInterval(timer);
    const source = new EventSource(api.branchScreenEventsUrl(branchId, apiKey));
    // Loaded again once the stream is open (and after each reconnect): an order placed
    // between the first load and the connection is not missed.
    source.addEventListener('open', reload);
    for (const type of ORDER_EVENTS) source.addEventListener(type, reload);
    return () => {
      clearInterval(timer);
      source.close();
    };
  }, [branchId, apiKey, reload]);
  return orders;
}
