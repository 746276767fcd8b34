import { Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { join } from 'node:path';
import {
  DEFAULT_TIME_ZONE,
  EARLY_TAPS_SCRIPT,
  ZoneOffsets,
  zoneOffsets,
} from '@bestellwerk/domain';

/** The storefront's server render (storefront/src/server.tsx, built to dist/server). */
interface StorefrontRenderer {
  render(input: {
    path: string;
    origin: string;
    shop: unknown;
    menu?: unknown;
    consent?: boolean;
    consentDecided?: boolean;
    renderedAt?: string;
  }): {
    html: string;
    head: string;
    /** The page's HTTP status: 404 for a path no page answers, 500 for a broken one. */
    status?: number;
  };
}

/**
 * The HTML of a page and the status it is sent with; `cacheable` when it was rendered in
 * full for a visitor (no user in its start data), so every visitor may get the same bytes.
 */
export interface RenderedPage {
  html: string;
  status: number;
  cacheable: boolean;
}

const logger = new Logger('StorefrontRender');

/** Pages the server renders in full; every other page gets its head only. */
const BRANCH_PAGE = /^\/store\/([^/]+)\/?$/;
/**
 * The checkout is rendered in the browser (the cart lives there), but from the shop and the
 * branch's menu in its HTML: no /api/init and menu requests after its code.
 */
const CHECKOUT_PAGE = /^\/store\/([^/]+)\/checkout(?:\/error)?\/?$/;

const DAY_MS = 86_400_000;

/**
 * The offsets of the shop's time zones from four days before the render (an opening state looks
 * at yesterday, and a local day's instants read a day either side) to 92 days after
 * (the preorder dates a customer picks from), carried in the page: the browser reads its
 * opening states and times from them instead of Intl, whose first use costs a phone ~40 ms
 * of ICU setup in one long task while the page loads. Outside the span it asks Intl.
 */
export function pageZoneOffsets(shop: Record<string, unknown>, at: number): ZoneOffsets[] {
  const branches = Array.isArray(shop.branches) ? (shop.branches as { timezone?: unknown }[]) : [];
  const zones = new Set<string>([DEFAULT_TIME_ZONE]);
  for (const branch of branches)
    if (typeof branch?.timezone === 'string') zones.add(branch.timezone);
  const spans: ZoneOffsets[] = [];
  for (const zone of zones) {
    try {
      spans.push(zoneOffsets(zone, at - 4 * DAY_MS, at + 92 * DAY_MS));
    } catch {
      // A zone Intl does not know: the browser reads it from Intl as before (and fails the same).
    }
  }
  return spans;
}

/** What the browser app needs of GET /api/init; the catalogue lists stay out of the page. */
const SHOP_FIELDS = [
  'version',
  'config',
  'user',
  'divisions',
  'branches',
  'tags',
  'tables',
  'donatees',
  // The CMS: content pages (looked up by path), the header and footer navigations, the
  // form nodes of form blocks and the blocks.
  'sites',
  'navigations',
  'nodes',
  'blocks',
  // The site types' field schemas: a configured type's page is rendered from them.
  'siteTypes',
];

/** The shell links the theme fonts' stylesheet; a rendered page carries it inline instead. */
const THEME_LINK = /<link rel="stylesheet" href="\/api\/fonts\/theme\.css"\s*\/?>/;
/** The app's scripts as the build links them (HtmlRspackPlugin, defer), in their order. */
const APP_SCRIPTS = /(?:<script defer(?:="")? src="\/build\/[\w.-]+\.js"><\/script>)+/;
const SCRIPT_SOURCE = /src="(\/build\/[\w.-]+\.js)"/g;
/** The app starts at the latest this long after the HTML, whatever the page still loads. */
export const APP_START_CAP_MS = 3000;

/**
 * On a page the server rendered, the app's code starts after the page's own load (its
 * pictures and fonts) and the frame painted after it, at the latest APP_START_CAP_MS after
 * the HTML: the largest paint never waits for the app's code, also on a busy phone where
 * the load event comes before the first paint (a frame's callback, then a task after it).
 * Its markup works before: links are links, and a tap on a button is kept by the keeper
 * (libs/domain early-taps) and clicked again once the app has started. Pages rendered in
 * the browser keep the plain deferred script: they have nothing to show without it.
 */
export function startAppAfterLoad(html: string): string {
  return html.replace(APP_SCRIPTS, (tags: string) => {
    // React and the app: inserted in order (async=false keeps it), each run in a task of its own.
    const urls = JSON.stringify([...tags.matchAll(SCRIPT_SOURCE)].map((match) => match[1]));
    return (
      `<script>${EARLY_TAPS_SCRIPT}</script>` +
      `<script>(function(){var started=false;function start(){if(started)return;started=true;` +
      `${urls}.forEach(function(u){var s=document.createElement('script');s.src=u;s.async=false;document.head.appendChild(s)})}` +
      `addEventListener('load',function(){requestAnimationFrame(function(){setTimeout(start,0)})});` +
      `setTimeout(start,${APP_START_CAP_MS})})()</script>`
    );
  });
}

/** `</style>` must not end the inline stylesheet early (font names never contain it). */
const inlineCss = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/** `</script>` and the JS line separators must not end the inline script early. */
const inlineJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Puts the page's title, description, canonical, og and twitter tags into the HTML shell,
 * and for the overview and branch pages their server-rendered markup plus the data they
 * were rendered from (the app starts from it instead of loading it again); for a branch's
 * checkout that data alone (shop and menu), the page itself is rendered in the browser. The data comes
 * from the API itself (in-process requests with the visitor's cookie), so visibility rules
 * are the API's. Any failure leaves the plain shell: the app then loads as usual.
 */
export function createPageRenderer(fastify: FastifyInstance, dist: string) {
  let renderer: StorefrontRenderer | null | undefined;
  const load = (): StorefrontRenderer | null => {
    if (renderer !== undefined) return renderer;
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- built at run time, path known only then
      renderer = require(join(dist, 'server', 'render.cjs')) as StorefrontRenderer;
    } catch (error) {
      logger.warn(`Storefront server render not available: ${(error as Error).message}`);
      renderer = null;
    }
    return renderer;
  };

  // The public answers carry ETags (ready bytes, see public-cache): a page asks with the one
  // it has and parses the body only when it changed.
  const known = new Map<string, { etag: string; data: unknown }>();
  const api = async <T>(request: FastifyRequest, url: string): Promise<T | null> => {
    const last = known.get(url);
    const response = await fastify.inject({
      method: 'GET',
      url,
      headers: {
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        ...(last ? { 'if-none-match': last.etag } : {}),
      },
    });
    if (response.statusCode === 304 && last) return last.data as T;
    if (response.statusCode !== 200) return null;
    const data = (response.json() as { data: T }).data;
    const etag = response.headers.etag;
    if (typeof etag === 'string') known.set(url, { etag, data });
    return data;
  };

  // Without the server render the app's router decides in the browser (status 200).
  const plain = (template: string): RenderedPage => ({
    html: template,
    status: 200,
    cacheable: false,
  });

  /** The theme fonts' CSS (empty with the system fonts), cached by its ETag like the data. */
  const themeCss = async (): Promise<string | null> => {
    const url = '/api/fonts/theme.css';
    const last = known.get(url);
    const response = await fastify.inject({
      method: 'GET',
      url,
      headers: last ? { 'if-none-match': last.etag } : {},
    });
    if (response.statusCode === 304 && last) return last.data as string;
    if (response.statusCode !== 200) return null;
    const etag = response.headers.etag;
    if (typeof etag === 'string') known.set(url, { etag, data: response.body });
    return response.body;
  };

  return async (request: FastifyRequest, template: string): Promise<RenderedPage> => {
    const ssr = load();
    if (!ssr) return plain(template);
    try {
      const path = decodeURI(request.url.split('?')[0]);
      const init = await api<Record<string, unknown>>(request, '/api/init');
      if (!init) return plain(template);
      const shop = Object.fromEntries(SHOP_FIELDS.map((field) => [field, init[field]]));
      let menu: unknown;
      const checkout = CHECKOUT_PAGE.exec(path);
      const store = BRANCH_PAGE.exec(path) ?? checkout;
      if (store) {
        const branches = (shop.branches ?? []) as { id: number; identifier: string }[];
        const branch = branches.find((candidate) => candidate.identifier === store[1]);
        if (branch) {
          const menus = await api<unknown[] | { data: unknown[] }>(
            request,
            `/api/branches/${branch.id}/menus`,
          );
          const list = Array.isArray(menus) ? menus : (menus?.data ?? []);
          menu = list[0] ?? null;
        }
      }
      const origin = `${request.protocol}://${request.host}`;
      // cookie-consent=1 accepted, =0 refused: either way the visitor chose, no banner.
      const choice = /(?:^|;\s*)cookie-consent=([01])(?:;|$)/.exec(request.headers.cookie ?? '');
      const consent = choice?.[1] === '1';
      const consentDecided = !!choice;
      // One instant for the markup and the data: the browser hydrates against the same time.
      const renderedAt = new Date().toISOString();
      const page = ssr.render({ path, origin, shop, menu, consent, consentDecided, renderedAt });
      let html = template
        .replace(/<meta name="theme-color"[^>]*>/, '')
        .replace(/<title>[^<]*<\/title>/, page.head);
      // The theme fonts in the page itself: no request before the first paint.
      const theme = await themeCss();
      if (theme !== null)
        html = html.replace(THEME_LINK, theme ? `<style>${inlineCss(theme)}</style>` : '');
      if (page.html) html = startAppAfterLoad(html);
      if (page.html || (checkout && menu !== undefined)) {
        html = html.replace(
          '<div id="root"></div>',
          `<div id="root">${page.html}</div><script>window.__BESTELLWERK__=${inlineJson({ path, shop, menu, renderedAt, zoneOffsets: pageZoneOffsets(shop, Date.parse(renderedAt)) })}</script>`,
        );
      }
      return { html, status: page.status ?? 200, cacheable: !init.user };
    } catch (error) {
      logger.warn(
        `Storefront server render failed for ${request.url}: ${(error as Error).message}`,
      );
      return plain(template);
    }
  };
}
