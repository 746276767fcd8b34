import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { ApiCallError, client } from '../shared/api';
import type { Schemas } from '@bestellwerk/api-client/schema';

type FrontdeskOrder = Schemas['FrontdeskOrderResponse'];

export const FRONTDESK_POLL_MS = 10_000;

/**
 * The front-desk ticket display of a branch (a screen by the counter, authenticated by the
 * branch's API key): numbers being prepared and numbers ready for pickup, big. Updates on
 * the branch's event stream and every 10 s.
 */
export function FrontdeskRoute() {
  const { branchId = '', apiKey = '' } = useParams();
  const [orders, setOrders] = useState<FrontdeskOrder[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const base = `${encodeURIComponent(branchId)}/${encodeURIComponent(apiKey)}`;
    const load = () =>
      client
        .get('/api/orders/frontdesk/{branchId}/{apiKey}', {
          params: { path: { branchId: Number(branchId), apiKey } },
        })
        .then(
          (list) => {
            if (!live) return;
            setOrders(list);
            setError(null);
          },
          (failure: unknown) =>
            live && setError(failure instanceof ApiCallError ? failure.message : String(failure)),
        );
    void load();
    const timer = setInterval(load, FRONTDESK_POLL_MS);
    const stream =
      typeof EventSource === 'function' ? new EventSource(`/api/events/frontdesk/${base}`) : null;
    for (const type of ['order.created', 'order.updated'])
      stream?.addEventListener(type, () => void load());
    return () => {
      live = false;
      clearInterval(timer);
      stream?.close();
    };
  }, [branchId, apiKey]);

  const preparing = orders.filter((order) => !order.isReady && order.status === 'confirmed');
  const ready = orders.filter((order) => order.isReady);
  return (
    <main className="frontdesk">
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <section aria-labelledby="frontdesk-preparing">
        <h1 id="frontdesk-preparing">In Zubereitung</h1>
        <ul>
          {preparing.map((order) => (
            <li key={order.ticketNumber}>{order.ticketNumber}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="frontdesk-ready" className="frontdesk__ready">
        <h1 id="frontdesk-ready">Abholbereit</h1>
        <ul aria-live="polite">
          {ready.map((order) => (
            <li key={order.ticketNumber}>{order.ticketNumber}</li>
          ))}
        </ul>
      </section>
    </main>
  );
}
