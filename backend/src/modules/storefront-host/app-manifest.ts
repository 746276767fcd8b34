import { escapeHtml } from '@bestellwerk/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import sharp from 'sharp';
import { DEFAULT_MESSAGES } from '../../common/http/api-error';

const THEME_COLOR = '#058243';
export const ICON_SIZES = [192, 512] as const;
/** The browser tab's icon, asked for at /favicon.ico by every browser and crawler. */
export const FAVICON_SIZE = 48;

/** The app icon: the shop's initial, white on the theme green. */
function iconSvg(shopName: string, size: number): string {
  const initial = escapeHtml((shopName.trim()[0] ?? 'B').toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100"><rect width="100" height="100" fill="${THEME_COLOR}"/><text x="50" y="68" font-family="DejaVu Sans, Arial, sans-serif" font-size="56" font-weight="700" fill="#fff" text-anchor="middle">${initial}</text></svg>`;
}

/**
 * The installable app (storefront.md §4): /manifest.webmanifest named after the shop, and
 * its icons as PNG (192 and 512 px, what browsers ask for to offer installing), drawn once
 * per shop name. The shop's configuration comes from the API itself.
 */
export function registerAppManifest(fastify: FastifyInstance): void {
  const shopName = async () => {
    const reply = await fastify.inject({ method: 'GET', url: '/api/config' });
    const ok = reply.statusCode === 200;
    const config = ok
      ? (reply.json() as { data: { shopName?: string; description?: string } }).data
      : {};
    return { name: config.shopName || 'Online bestellen', description: config.description || '' };
  };
  const icons = new Map<string, Buffer>();

  fastify.get('/manifest.webmanifest', async (_request, reply) => {
    const shop = await shopName();
    return reply
      .header('content-type', 'application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send({
        name: shop.name,
        // The shop's name as it is: a launcher shortens a long one with an ellipsis itself,
        // a fixed cut at 12 characters would show a word broken off ('Café Rosmari').
        short_name: shop.name,
        description: shop.description,
        lang: 'de',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: '#ffffff',
        icons: ICON_SIZES.map((size) => ({
          src: `/icons/icon-${size}.png`,
          sizes: `${size}x${size}`,
          type: 'image/png',
          purpose: 'any maskable',
        })),
      });
  });

  /** The icon at one size as PNG, drawn once per shop name and size. */
  const sendIcon = async (reply: FastifyReply, size: number) => {
    const { name } = await shopName();
    const key = `${name}:${size}`;
    let png = icons.get(key);
    if (!png) {
      png = await sharp(Buffer.from(iconSvg(name, size)))
        .png()
        .toBuffer();
      icons.set(key, png);
    }
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'public, max-age=86400')
      .send(png);
  };

  fastify.get<{ Params: { size: string } }>('/icons/icon-:size.png', async (request, reply) => {
    const size = Number(request.params.size);
    if (!(ICON_SIZES as readonly number[]).includes(size)) {
      return reply.status(404).send({ errors: [{ message: DEFAULT_MESSAGES[404] }] });
    }
    return sendIcon(reply, size);
  });

  // A PNG under the .ico name: every browser reads it, and the request no longer renders the
  // storefront's 404 page on each visit.
  fastify.get('/favicon.ico', async (_request, reply) => sendIcon(reply, FAVICON_SIZE));
}
