import { useEffect, useState } from 'react';
import { BranchOverview } from '../features/overview/components/BranchOverview';
import { loadShop } from '../shared/api';
import type { ShopData } from '../shared/types';
import { LoadFailed } from './LoadFailed';
import { pageTitle } from '../shared/page-title';

export function OverviewRoute() {
  const [shop, setShop] = useState<ShopData | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // The clock the card statuses are computed for; a minute is fine enough for 'Offen heute'.
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    let live = true;
    setFailed(false);
    loadShop().then(
      (data) => live && setShop(data),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (shop) document.title = pageTitle(shop.config);
  }, [shop]);

  if (failed) {
    return <LoadFailed onRetry={() => setAttempt((n) => n + 1)} />;
  }
  if (!shop) return <main className="message-page" aria-busy="true" />;
  return <BranchOverview shop={shop} now={now} />;
}
