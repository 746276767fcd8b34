/**
 * The server-side render of the pages that must be indexable and paint before the
 * JavaScript runs (storefront.md §2 branch overview, branch ordering page, legal, division
 * and content pages). Built as a
 * CommonJS module for the backend's storefront host; the browser hydrates this HTML with
 * the same app and the same data (no second load, no repaint).
 */
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from './app/App';
import { CMS_PREVIEW_PATH } from '@bestellwerk/domain';
import { contentHead, contentStatus, resolveContent } from './app/content';
import { provideContentPages } from './app/content-pages';
import { CONTENT_PAGES } from './app/content-pages-code';
import { renderingOnServer } from './shared/preload';
import { headHtml, pageHead, type PageHead } from './shared/head';
import { TITLE_PREFIX } from './shared/page-title';
import type { MenuView, ShopData } from './shared/types';

export interface RenderInput {
  path: string;
  origin: string;
  shop: ShopData;
  /** For a branch page: its menu (null when it has none). */
  menu?: MenuView | null;
  /** Whether the request carried the cookie consent. */
  consent?: boolean;
  /** Whether the request carried a consent choice at all (accepted or refused). */
  consentDecided?: boolean;
  /** The instant to render opening states for (ISO); now when absent. */
  renderedAt?: string;
}

export interface RenderResult {
  /** The app's markup for #root; empty for pages rendered only in the browser. */
  html: string;
  head: string;
  /**
   * The page's HTTP status (storefront.md §2): 404 for a path no page answers (an unknown
   * branch, an unknown content path), 500 for a content page of a type not configured.
   */
  status: 200 | 404 | 500;
}

/** The head every other page starts with (status, checkout: titled again in the browser). */
function plainHead(input: RenderInput): PageHead {
  const { config } = input.shop;
  if (input.path.startsWith('/status/'))
    return pageHead(config, input.path, { prefix: TITLE_PREFIX.status });
  const checkout = /^\/store\/[^/]+\/checkout/.test(input.path);
  return pageHead(config, input.path, checkout ? { prefix: TITLE_PREFIX.checkout } : undefined);
}

const NOINDEX = '<meta name="robots" content="noindex, nofollow" />';

// The legal and CMS pages render here from the start (the browser loads their chunk).
provideContentPages(CONTENT_PAGES);

/** Routes answered by a page of their own (App.tsx); every other path is a content path. */
const BRANCH_PAGE = /^\/store\/([^/]+)\/?$/;
const CHECKOUT_PAGE = /^\/store\/([^/]+)\/checkout(?:\/error)?\/?$/;
const OWN_PAGES = [/^\/status\/[^/]+\/[^/]+\/?$/, /^\/frontdesk\/[^/]+\/[^/]+\/?$/];

/** The whole app for this path, as the browser will hydrate it: same components, same data. */
function renderApp(input: RenderInput): string {
  return renderingOnServer(
    {
      path: input.path,
      shop: input.shop,
      menu: input.menu,
      consent: input.consent ?? false,
      consentDecided: input.consentDecided ?? input.consent ?? false,
      renderedAt: input.renderedAt ?? new Date().toISOString(),
    },
    () =>
      renderToString(
        <Router ssrPath={input.path}>
          <App />
        </Router>,
      ),
  );
}

export function render(input: RenderInput): RenderResult {
  const { shop, path, origin } = input;
  const branchOf = (identifier: string) =>
    shop.branches.find((b) => b.identifier === decodeURIComponent(identifier));
  const headOnly = (status: RenderResult['status'] = 200): RenderResult => ({
    html: '',
    head: headHtml(plainHead(input), origin),
    status,
  });

  if (path === '/') {
    return {
      html: renderApp(input),
      head: headHtml(pageHead(shop.config, path), origin),
      status: 200,
    };
  }
  const store = BRANCH_PAGE.exec(path);
  if (store) {
    const branch = branchOf(store[1]);
    if (!branch)
      return { html: renderApp(input), head: headHtml(plainHead(input), origin), status: 404 };
    if (input.menu === undefined) return headOnly();
    const head = pageHead(shop.config, path, {
      title: branch.name,
      description: branch.description,
    });
    return { html: renderApp(input), head: headHtml(head, origin), status: 200 };
  }
  // The checkout: its frame, the page loading (the cart is the browser's); an unknown
  // branch's 404 is rendered in the browser.
  const checkout = CHECKOUT_PAGE.exec(path);
  if (checkout) {
    if (!branchOf(checkout[1]) || input.menu === undefined)
      return headOnly(branchOf(checkout[1]) ? 200 : 404);
    return { html: renderApp(input), head: headHtml(plainHead(input), origin), status: 200 };
  }
  if (OWN_PAGES.some((page) => page.test(path))) return headOnly();
  // The site editor's live preview: rendered in the browser from what the editor sends.
  if (path.replace(/\/$/, '') === CMS_PREVIEW_PATH) {
    const page = headOnly();
    return { ...page, head: page.head + NOINDEX };
  }

  // A content path: a legal page, a division's page or a CMS page, rendered here in full with
  // its title, description and canonical link; the 404 and 500 pages with their status. A
  // draft (only staff get one) stays the browser's and is kept out of search engines.
  const match = resolveContent(shop, path);
  const status = contentStatus(match);
  if (match.kind === 'site' && !match.site.isPublic) {
    const page = headOnly();
    return { ...page, head: page.head + NOINDEX };
  }
  const own = contentHead(match);
  const head = own ? pageHead(shop.config, path, own) : plainHead(input);
  return { html: renderApp(input), head: headHtml(head, origin), status };
}
