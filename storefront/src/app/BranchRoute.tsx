import { startTransition, useEffect, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { BranchMenu } from '../features/branch/components/BranchMenu';
import { loadMenu, loadShop } from '../shared/api';
import type { BranchView, MenuView, ShopData } from '../shared/types';
import { NotFound } from './NotFound';
import { LoadFailed } from './LoadFailed';
import { applyHead, pageHead } from '../shared/head';
import { preloaded, preloadedMenu } from '../shared/preload';
import { useNow } from '../shared/useNow';

export const CATALOGUE_REFRESH_MS = 4 * 60 * 60 * 1000;
export const CATALOGUE_CHECK_MS = 10_000;

type State =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'missing' }
  | { kind: 'ready'; shop: ShopData; branch: BranchView; menu: MenuView | null };

/** The same page: the same kind and, when ready, the very same shop, branch and menu. */
const sameState = (old: State, next: State) =>
  old.kind === next.kind &&
  (old.kind !== 'ready' ||
    (next.kind === 'ready' &&
      old.shop === next.shop &&
      old.branch === next.branch &&
      old.menu === next.menu));

export function BranchRoute() {
  const { branchIdentifier } = useParams();
  const [pathname, navigate] = useLocation();
  const now = useNow();
  // Rendered by the server first: start from its data, with no loading step.
  const [state, setState] = useState<State>(() => {
    const first = preloaded();
    const branch = first?.shop.branches.find((b) => b.identifier === branchIdentifier);
    const menu = branch ? preloadedMenu(branch.identifier) : undefined;
    if (first && branch && menu !== undefined) {
      return { kind: 'ready', shop: first.shop, branch, menu };
    }
    // The server rendered this very page for a branch its data does not know: its 404.
    if (first && !branch && first.path === pathname) return { kind: 'missing' };
    return { kind: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    (async () => {
      const fresh = attempt > 0;
      const shop = await loadShop({ fresh });
      const branch = shop.branches.find((b) => b.identifier === branchIdentifier);
      if (!branch) return { kind: 'missing' } as const;
      const menu = await loadMenu(branch.id, { fresh, identifier: branch.identifier });
      applyHead(
        pageHead(shop.config, location.pathname, {
          title: branch.name,
          description: branch.description,
        }),
      );
      return { kind: 'ready', shop, branch, menu } as const;
    })().then(
      // The page the server rendered comes back as the very same shop, branch and menu:
      // the state stays, and the whole menu is not rendered a second time right after its
      // hydration. A new catalogue renders as a transition, in slices, not one long task.
      (next) =>
        live && startTransition(() => setState((old) => (sameState(old, next) ? old : next))),
      // A failed refresh keeps the page as it is; only a first load shows the failure.
      () => live && setState((old) => (old.kind === 'ready' ? old : { kind: 'failed' })),
    );
    return () => {
      live = false;
    };
  }, [branchIdentifier, attempt]);

  // §4 catalogue refresh: reloaded every 4 hours, checked on a 10-second timer; the cart
  // is migrated to the new catalogue where it is read (BranchMenu).
  useEffect(() => {
    const loadedAt = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - loadedAt >= CATALOGUE_REFRESH_MS) setAttempt((n) => n + 1);
    }, CATALOGUE_CHECK_MS);
    return () => clearInterval(timer);
  }, [attempt]);

  if (state.kind === 'missing') return <NotFound />;
  if (state.kind === 'failed') {
    return <LoadFailed onRetry={() => setAttempt((n) => n + 1)} />;
  }
  if (state.kind === 'loading') return <main className="message-page" aria-busy="true" />;
  return (
    <BranchMenu
      branch={state.branch}
      menu={state.menu}
      currency={state.shop.config.currency || 'EUR'}
      defaultOrderType={state.shop.config.defaultDeliveryMethod}
      showCategoryBar={!!state.shop.config.enablePluginCategoryBar}
      now={now}
      onCheckout={() => navigate(`/store/${state.branch.identifier}/checkout`)}
    />
  );
}
