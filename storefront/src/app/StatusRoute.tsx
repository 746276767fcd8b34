import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { OrderStatus } from '../features/status/components/OrderStatus';
import { POLL_INTERVAL_MS, isFinal } from '../features/status/state/status';
import { ApiCallError, loadShop, orderApi } from '../shared/api';
import type { PublicOrder } from '../shared/types';
import { NotFound } from './NotFound';
import { pageTitle } from '../shared/page-title';

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
        document.title = pageTitle(shop.config, 'Bestellstatus');
      },
      () => undefined,
    );
  }, []);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      try {
        const next = await orderApi.load(uid, hash);
        if (!live) return;
        setOrder(next);
        if (!isFinal(next)) timer = setTimeout(load, POLL_INTERVAL_MS);
      } catch (error) {
        if (!live) return;
        // A wrong link: 404. A network hiccup: try again at the next tick.
        if (error instanceof ApiCallError && error.status === 404) {
          setMissing(true);
        } else {
          timer = setTimeout(load, POLL_INTERVAL_MS);
        }
      }
    };
    void load();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [uid, hash]);

  if (missing) return <NotFound />;
  if (!order) return <main className="message-page" aria-busy="true" />;
  return <OrderStatus order={order} reviewsEnabled={reviewsEnabled} onChange={setOrder} />;
}
