import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { OrderStatus } from '../features/status/components/OrderStatus';
import { POLL_INTERVAL_MS, isFinal } from '../features/status/state/status';
import { ApiCallError, loadShop, orderApi, orderPath } from '../shared/api';
import type { PublicOrder } from '../shared/types';
import { NotFound } from './NotFound';
import { applyHead, pageHead } from '../shared/head';
import { TITLE_PREFIX } from '../shared/page-title';

/** Loads the order, then reloads it every 10 s until it reaches a final state. */
export function StatusRoute() {
  const { uid = '', hash = '' } = useParams();
  const [order, setOrder] = useState<PublicOrder | null>(null);
  const [missing, setMissing] = useState(false);
  const [reviewsEnabled, setReviewsEnabled] = useState(false);

  useEffect(() => {
    loadShop().then(
      (shop) => {
        setReviewsEnabled(!!shop.config.enablePluginOrderReviews);
        applyHead(pageHead(shop.config, location.pathname, { prefix: TITLE_PREFIX.status }));
      },
      () => undefined,
    );
  }, []);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stream: EventSource | undefined;
    const stop = () => {
      clearTimeout(timer);
      stream?.close();
    };
    const load = async () => {
      clearTimeout(timer);
      try {
        const next = await orderApi.load(uid, hash);
        if (!live) return;
        setOrder(next);
        if (isFinal(next)) stop();
        else timer = setTimeout(load, POLL_INTERVAL_MS);
      } catch (error) {
        if (!live) return;
        // A wrong link: 404. A network hiccup: try again at the next tick.
        if (error instanceof ApiCallError && error.status === 404) {
          setMissing(true);
          stop();
        } else {
          timer = setTimeout(load, POLL_INTERVAL_MS);
        }
      }
    };
    void load();
    // Where the browser can, the server says the moment the order changes; polling every
    // 10 s stays as the fallback (a proxy that buffers the stream, a lost connection).
    if (typeof EventSource === 'function') {
      stream = new EventSource(`${orderPath(uid, hash)}/events`);
      for (const type of ['order.updated', 'order.created']) {
        stream.addEventListener(type, () => void load());
      }
    }
    return () => {
      live = false;
      stop();
    };
  }, [uid, hash]);

  if (missing) return <NotFound />;
  if (!order) return <main className="message-page" aria-busy="true" />;
  return <OrderStatus order={order} reviewsEnabled={reviewsEnabled} onChange={setOrder} />;
}
