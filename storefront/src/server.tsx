/**
 * The server-side render of the pages that must be indexable and paint before the
 * JavaScript runs (storefront.md §2 branch overview and branch ordering page). Built as a
 * CommonJS module for the backend's storefront host; the browser hydrates this HTML with
 * the same app and the same data (no second load, no repaint).
 */
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from './app/App';
import { renderingOnServer } from './shared/preload';
import { headHtml, pageHead, type PageHead } from './shared/head';
import type { MenuView, ShopData } from './shared/types';

export interface RenderInput {
  path: string;
  origin: string;
  shop: ShopData;
  /** For a branch page: its menu (null when it has none). */
  menu?: MenuView | null;
  /** Whether the request carried the cookie consent. */
  consent?: boolean;
  /** The instant to render opening states for (ISO); now when absent. */
  renderedAt?: string;
}

export interface RenderResult {
  /** The app's markup for #root; empty for pages rendered only in the browser. */
  html: string;
  head: string;
}

/** The head every other page starts with (status, checkout: titled again in the browser). */
function plainHead(input: RenderInput): PageHead {
  const { config } = input.shop;
  if (input.path.startsWith('/status/'))
    return pageHead(config, input.path, { title: 'Bestellstatus' });
  const checkout = /^\/store\/[^/]+\/checkout/.test(input.path);
  return pageHead(config, input.path, checkout ? { title: 'Bestellvorgang' } : undefined);
}

export function render(input: RenderInput): RenderResult {
  const { shop, path, origin } = input;
  const store = /^\/store\/([^/]+)\/?$/.exec(path);
  const branch = store && shop.branches.find((b) => b.identifier === decodeURIComponent(store[1]));
  let head: PageHead;
  if (path === '/') head = pageHead(shop.config, path);
  else if (branch && input.menu !== undefined) {
    head = pageHead(shop.config, path, { title: branch.name, description: branch.description });
  } else return { html: '', head: headHtml(plainHead(input), origin) };

  // The whole app for this path, as the browser will hydrate it: same components, same data.
  const html = renderingOnServer(
    {
      path,
      shop,
      menu: input.menu,
      consent: input.consent ?? false,
      renderedAt: input.renderedAt ?? new Date().toISOString(),
    },
    () =>
      renderToString(
        <Router ssrPath={path}>
          <App />
        </Router>,
      ),
  );
  return { html, head: headHtml(head, origin) };
}
