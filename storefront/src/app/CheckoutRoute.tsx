import { startTransition, useEffect, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { CheckoutPage } from '../features/checkout/components/CheckoutPage';
import { loadMenu, loadShop } from '../shared/api';
import { preloadedCheckoutMenu } from '../shared/preload';
import { applyHead, pageHead } from '../shared/head';
import { TITLE_PREFIX } from '../shared/page-title';
import { useNow } from '../shared/useNow';
import type { BranchView, MenuView, ShopData } from '../shared/types';
import { LoadFailed } from './LoadFailed';
import { NotFound } from './NotFound';

type State =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'missing' }
  | { kind: 'ready'; shop: ShopData; branch: BranchView; menu: MenuView | null };

/** store/{branchIdentifier}/checkout and …/checkout/error (after a failed payment). */
export function CheckoutRoute({ paymentFailed = false }: { paymentFailed?: boolean }) {
  const { branchIdentifier } = useParams();
  const [, navigate] = useLocation();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Open or closed, order or preorder: the labels follow the clock (checked every 30 s,
  // rendered again when it reads another minute).
  const now = useNow(30_000);

  useEffect(() => {
    let live = true;
    (async () => {
      const shop = await loadShop();
      const branch = shop.branches.find((b) => b.identifier === branchIdentifier);
      if (!branch) return { kind: 'missing' } as const;
      const preloadedMenu = preloadedCheckoutMenu(branch.identifier);
      const menu = preloadedMenu !== undefined ? preloadedMenu : await loadMenu(branch.id);
      applyHead(pageHead(shop.config, location.pathname, { prefix: TITLE_PREFIX.checkout }));
      return { kind: 'ready', shop, branch, menu } as const;
    })().then(
      // The checkout's first render is a large form: as a transition it renders in slices
      // the phone can paint between, not one long task right after the page loaded.
      (next) => live && startTransition(() => setState(next)),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [branchIdentifier, attempt]);

  if (state.kind === 'missing') return <NotFound />;
  if (state.kind === 'failed') return <LoadFailed onRetry={() => setAttempt((n) => n + 1)} />;
  if (state.kind === 'loading') return <main className="message-page" aria-busy="true" />;
  return (
    <CheckoutPage
      shop={state.shop}
      branch={state.branch}
      menu={state.menu}
      now={now}
      paymentFailed={paymentFailed}
      onOrdered={(order) =>
        navigate(`/status/${encodeURIComponent(order.uid)}/${encodeURIComponent(order.hash)}`)
      }
    />
  );
}

/** …/checkout/error: where a failed online payment comes back to. */
export function CheckoutErrorRoute() {
  return <CheckoutRoute paymentFailed />;
}
