import sharp from 'sharp';
import { ApiError } from '../../../src/common/http/api-error';
import type { AppConfig } from '../../../src/config/app-config';
import type { DrawJob } from '../../../src/modules/media/templates/template-draw';
import {
  RENDER_QUEUE,
  TemplateRenderPool,
} from '../../../src/modules/media/templates/template-render-pool';

/** A canvas without texts or pictures: drawn in milliseconds, no fonts to load. */
const job = (index: number): DrawJob => ({
  canvas: {
    width: 400,
    height: 300,
    background: '#058243',
    layers: [
      {
        id: 'badge',
        type: 'shape',
        x: index,
        y: 20,
        width: 100,
        height: 100,
        shape: 'circle',
        fill: '#ffffff',
      },
    ],
  },
  source: null,
  fonts: [],
  texts: {},
  pictures: {},
  width: 200,
  format: 'png',
});

describe('the template render pool', () => {
  let pool: TemplateRenderPool;
  beforeEach(() => {
    pool = new TemplateRenderPool({ env: { TEMPLATE_RENDER_THREADS: 1 } } as AppConfig);
  });
  afterEach(() => pool.onModuleDestroy());

  it('draws in a worker thread at the size asked for', async () => {
    const png = await pool.draw(job(10));
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 200, height: 150 });
  });

  it('refuses draws beyond one thread and its queue with a German 503 and Retry-After, never a 500', async () => {
    const asked = RENDER_QUEUE + 4;
    const results = await Promise.allSettled(
      Array.from({ length: asked }, (_, index) => pool.draw(job(index))),
    );
    const drawn = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) =>
      result.status === 'rejected' ? [result.reason] : [],
    );
    expect(drawn.length).toBeGreaterThanOrEqual(RENDER_QUEUE);
    expect(drawn.length).toBeLessThanOrEqual(RENDER_QUEUE + 1);
    expect(refused).toHaveLength(asked - drawn.length);
    for (const error of refused) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).getStatus()).toBe(503);
      expect((error as ApiError).retryAfter).toBeGreaterThan(0);
      expect((error as ApiError).errors[0].message).toBe(
        'Gerade werden sehr viele Bilder berechnet. Bitte versuchen Sie es in wenigen Sekunden erneut.',
      );
    }
  });
});
