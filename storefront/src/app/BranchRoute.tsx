import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { BranchMenu } from '../features/branch/components/BranchMenu';
import { loadMenu, loadShop } from '../shared/api';
import type { BranchView, MenuView, ShopData } from '../shared/types';
import { NotFound } from './NotFound';
import { LoadFailed } from './LoadFailed';
import { pageTitle } from '../shared/page-title';

type State =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'missing' }
  | { kind: 'ready'; shop: ShopData; branch: BranchView; menu: MenuView | null };

export function BranchRoute() {
  const { branchIdentifier } = useParams();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    (async () => {
      const shop = await loadShop();
      const branch = shop.branches.find((b) => b.identifier === branchIdentifier);
      if (!branch) return { kind: 'missing' } as const;
      const menu = await loadMenu(branch.id);
      document.title = pageTitle(shop.config, branch.name);
      return { kind: 'ready', shop, branch, menu } as const;
    })().then(
      (next) => live && setState(next),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [branchIdentifier, attempt]);

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
      now={new Date()}
    />
  );
}
