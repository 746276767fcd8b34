import { DrawJob, drawTemplate } from './template-draw';

/**
 * The render pool's worker thread (piscina): draws one template per call. Only pure code
 * is imported here (satori, sharp, the layout) — no Nest, no database.
 */
export default async function draw(job: DrawJob): Promise<Buffer> {
  return drawTemplate(job);
}
