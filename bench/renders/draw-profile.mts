/**
 * The draw of the demo A4 offer poster alone, in this process (no API, no pool): the first
 * draw (cold: fonts parsed, satori loaded) and then warm draws of other products, per size.
 * For profiling: `node --cpu-prof --import tsx bench/renders/draw-profile.mts [size] [rounds]`.
 * Run from the repository root after `npx nx run domain:build`.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { OFFER_POSTER } = require('../../backend/src/database/seeds/demo-templates.seed.ts');
const {
  FontCatalogue,
} = require('../../backend/src/modules/media/fonts/font-catalogue.service.ts');
const {
  TemplateRenderer,
} = require('../../backend/src/modules/media/templates/template-renderer.service.ts');
// DRAW_MODULE=<path of another template-draw.ts, from the repository root>: that draw instead
// (e.g. `git show <commit>:backend/src/modules/media/templates/template-draw.ts` saved beside).
const { drawTemplate } = require(
  process.env.DRAW_MODULE
    ? `../../${process.env.DRAW_MODULE}`
    : '../../backend/src/modules/media/templates/template-draw.ts',
);
const { renderPlaceholder } = require('../../backend/src/modules/media/media-seed.ts');
const { IMAGE_SIZES } = require('../../backend/src/modules/media/image-sizes.ts');

/** CPU time of the process, sharp's threads included (not inflated by a busy machine). */
const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
const size = process.argv[2] && process.argv[2] !== 'original' ? process.argv[2] : null;
const rounds = Number(process.argv[3] ?? 5);
const products = [
  {
    name: 'Wiener Frühstück',
    description: 'Gebäck, Butter, Marmelade, weiches Ei und ein Heißgetränk.',
    price: 8.9,
  },
  {
    name: 'Avocado-Toast mit pochiertem Ei',
    description: 'Sauerteigbrot, Avocado, Chili, Limette und Kresse.',
    price: 11.5,
  },
  { name: 'Cappuccino', description: 'Doppelter Espresso mit Milchschaum.', price: 3.9 },
];
const pictures = new Map<string, Buffer>();
for (const product of products) pictures.set(product.name, await renderPlaceholder(product.name));
const storage = { get: async (key: string) => pictures.get(key) ?? null };
const renderer = new TemplateRenderer(null, storage, new FontCatalogue(), null);
const template = { width: 2480, height: 3508, background: '#fff8e7', layers: OFFER_POSTER };

for (let round = 0; round < rounds; round++) {
  const product = products[round % products.length];
  const binding = {
    key: `p${round}`,
    slot: `p${round}`,
    source: {
      ...product,
      calculationModel: 'unit',
      isPriceHidden: false,
      unit: null,
      allergens: 'A, C',
    },
    image: { id: round, version: 1, storageKey: product.name },
  };
  const cpuBefore = cpuMs();
  const started = performance.now();
  const job = await renderer.job(template, binding, size, 'jpg');
  const prepared = performance.now();
  const body = await drawTemplate(job);
  const done = performance.now();
  const cpu = cpuMs() - cpuBefore;
  console.log(
    `round ${round} ${size ?? 'original'} (${size ? IMAGE_SIZES[size] : template.width} px): job ${(prepared - started).toFixed(0)} ms, draw ${(done - prepared).toFixed(0)} ms, CPU (all threads) ${cpu.toFixed(0)} ms, ${Math.round(body.length / 1024)} KiB`,
  );
}
