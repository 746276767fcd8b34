import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

const THEME_COLOR = '#058243';
export const ICON_SIZES = [192, 512] as const;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The app icon: the shop's initial, white on the theme green. */
function iconSvg(shopName: string, size: number): string {
  const initial = escapeXml((shopName.trim()[0] ?? 'B').toUpperCase());
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
        short_name: shop.name.length > 12 ? shop.name.slice(0, 12) : shop.name,
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

  fastify.get<{ Params: { size: string } }>('/icons/icon-:size.png', async (request, reply) => {
    const size = Number(request.params.size);
    if (!(ICON_SIZES as readonly number[]).includes(size)) {
      return reply
        .status(404)
        .send({ errors: [{ message: 'Die angeforderte Ressource wurde nicht gefunden.' }] });
    }
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
  });
}
