import { useEffect, useState } from 'react';
import { BranchOverview } from '../features/overview/components/BranchOverview';
import { HomePage } from '../features/home/components/HomePage';
import { loadShop } from '../shared/api';
import type { ShopData } from '../shared/types';
import { LoadFailed } from './LoadFailed';
import { applyHead, pageHead } from '../shared/head';
import { preloaded } from '../shared/preload';
import { useNow } from '../shared/useNow';

export function OverviewRoute() {
  // Rendered by the server first: start from its data, with no loading step.
  const [shop, setShop] = useState<ShopData | null>(() => preloaded()?.shop ?? null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // The clock the card statuses are computed for; a minute is fine enough for 'Offen heute'.
  const now = useNow();

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
    if (shop) applyHead(pageHead(shop.config, '/'));
  }, [shop]);

  if (failed) {
    return <LoadFailed onRetry={() => setAttempt((n) => n + 1)} />;
  }
  if (!shop) return <main className="message-page" aria-busy="true" />;
  return shop.config.enablePluginHomePage ? (
    <HomePage shop={shop} now={now} />
  ) : (
    <BranchOverview shop={shop} now={now} />
  );
}
