import type { TemplateLayer } from '@bestellwerk/domain';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import {
  DrawJob,
  asSatoriFont,
  drawCacheSizes,
  drawTemplate,
  jpegOptions,
  outputSize,
  prepareTexts,
  resetDrawCaches,
  satoriTemplateSvg,
  templateSvg,
  withoutContentMasks,
} from './template-draw';
import { renderUnits } from './template-render.service';

const a4 = { width: 2480, height: 3508 };
const square = { width: 1080, height: 1080 };

describe('the size a template is drawn at', () => {
  it.each([
    ['the canvas itself without a width', a4, null, { width: 2480, height: 3508 }],
    ['the width asked for, the height in proportion', a4, 640, { width: 640, height: 905 }],
    ['never wider than the canvas (no enlargement)', square, 1920, { width: 1080, height: 1080 }],
    ['an icon of a poster', a4, 64, { width: 64, height: 91 }],
  ])('%s', (_label, canvas, width, expected) => {
    expect(outputSize(canvas, width)).toMatchObject(expected);
  });
});

describe('what a render costs against an address’ limit', () => {
  it.each([
    ['a full A4 poster: 9 units', a4, null, 9],
    ['an A4 poster at large: 6 units', a4, 'large' as const, 6],
    ['a square tile: 2 units', square, null, 2],
    ['a small picture: 1 unit', square, 'small' as const, 1],
    ['an icon: 1 unit', a4, 'icon' as const, 1],
  ])('%s', (_label, canvas, size, units) => {
    expect(renderUnits(canvas, size)).toBe(units);
  });
});

describe('fonts across renders', () => {
  it('hands satori the same bytes object for a font arriving anew with each job', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    const font = (data: Uint8Array) => ({
      name: 'Inter',
      data,
      weight: 400 as const,
      style: 'normal' as const,
    });
    // Two jobs: two copies of the same bytes, as the thread boundary delivers them.
    const first = asSatoriFont(font(new Uint8Array(bytes)));
    const second = asSatoriFont(font(new Uint8Array(bytes)));
    expect(second.data).toBe(first.data);
    expect(Buffer.from(first.data).equals(Buffer.from(bytes))).toBe(true);
    // Other bytes or another cut are another font.
    const other = Uint8Array.from(bytes, (value) => 255 - value);
    expect(asSatoriFont(font(other)).data).not.toBe(first.data);
    expect(asSatoriFont({ ...font(new Uint8Array(bytes)), weight: 700 }).data).not.toBe(first.data);
  });
});

const lato = readFileSync(
  join(
    dirname(require.resolve('@fontsource/lato/package.json')),
    'files/lato-latin-400-normal.woff',
  ),
);
const colour = (background: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background } })
    .png()
    .toBuffer();
const photo = (id: string): TemplateLayer => ({
  id,
  type: 'image',
  x: 20,
  y: 20,
  width: 200,
  height: 150,
  source: 'product',
  fit: 'cover',
  radius: 20,
});
const headline = (text: string, width = 360): TemplateLayer => ({
  id: 'headline',
  type: 'text',
  x: 20,
  y: 200,
  width,
  height: 80,
  text,
  fontFamily: 'lato',
  fontVariant: 'regular',
  fontSize: 60,
  color: '#ffffff',
  align: 'center',
  autoShrink: true,
});
function job(
  layers: TemplateLayer[],
  pictures: DrawJob['pictures'] = {},
  width: number | null = null,
): DrawJob {
  return {
    canvas: { width: 400, height: 300, background: '#058243', layers },
    source: { name: 'Käsespätzle' },
    fonts: [{ name: 'Lato', data: new Uint8Array(lato), weight: 400, style: 'normal' }],
    texts: Object.fromEntries(
      layers
        .filter((layer) => layer.type === 'text')
        .map((layer) => [
          layer.id,
          { text: '', family: 'Lato', weight: 400, style: 'normal' as const, fontSize: 60 },
        ]),
    ),
    pictures,
    width,
    format: 'png',
  };
}

describe('the SVG handed to the rasteriser', () => {
  it('keeps every clip path and leaves out satori’s content masks, changing no pixel but edges', async () => {
    const drawn = job([photo('photo'), headline('Angebot der Woche')], {
      photo: await colour('#c62828'),
    });
    const svg = await templateSvg(drawn);
    expect(svg).not.toContain('satori_om');
    expect(svg).toContain('clip-path="url(#satori_cp');
    const masked = svg.replace('<svg ', '<svg data-x="1" ');
    expect(withoutContentMasks(masked)).toBe(masked);
    // The same SVG with satori's masks drawn differs only where edges are smoothed.
    const satoriSvg = await satoriTemplateSvg(drawn);
    expect(satoriSvg).toContain('mask="url(#satori_om');
    const [plain, withMasks] = await Promise.all(
      [svg, satoriSvg].map((text) => sharp(Buffer.from(text)).raw().toBuffer()),
    );
    let different = 0;
    for (let i = 0; i < plain.length; i++) if (Math.abs(plain[i] - withMasks[i]) > 2) different++;
    expect(different / plain.length).toBeLessThan(0.005);
  });
});

describe('what a thread keeps between renders', () => {
  beforeEach(() => resetDrawCaches());

  it('fits a text that does not change once, and a changed text, box or font anew', async () => {
    const fonts = job([]).fonts.map(asSatoriFont);
    const texts = async (layer: TemplateLayer) =>
      (await prepareTexts({ ...job([layer]), fonts })).get('headline')!.fontSize;
    const first = await texts(headline('Angebot der Woche'));
    expect(first).toBeLessThan(60);
    expect(await texts(headline('Angebot der Woche'))).toBe(first);
    expect(drawCacheSizes().fits).toBe(1);
    // Another text and another box are other sizes.
    expect(await texts(headline('Angebot'))).toBeGreaterThan(first);
    expect(await texts(headline('Angebot der Woche', 200))).toBeLessThan(first);
    expect(drawCacheSizes().fits).toBe(3);
  });

  it('cuts a picture once per box and output size, and a new picture anew', async () => {
    const red = await colour('#c62828');
    const layers = [photo('photo')];
    const first = await drawTemplate(job(layers, { photo: red }));
    expect(drawCacheSizes().pictures).toBe(1);
    // The same picture again (a copy, as the thread boundary delivers it): the same cut.
    expect((await drawTemplate(job(layers, { photo: new Uint8Array(red) }))).equals(first)).toBe(
      true,
    );
    expect(drawCacheSizes().pictures).toBe(1);
    // Another size, another box, another picture: each its own cut, drawn as asked.
    await drawTemplate(job(layers, { photo: red }, 200));
    await drawTemplate(job([{ ...photo('photo'), width: 100 }], { photo: red }));
    const blue = await drawTemplate(job(layers, { photo: await colour('#1565c0') }));
    expect(drawCacheSizes().pictures).toBe(4);
    const { data } = await sharp(blue).raw().toBuffer({ resolveWithObject: true });
    const at = (4 * (95 * 400 + 120)) as number;
    expect([data[at], data[at + 1], data[at + 2]]).toEqual([0x15, 0x65, 0xc0]);
  });

  it('keeps pictures up to its bound, the least recently drawn going first', async () => {
    const red = await colour('#c62828');
    await drawTemplate(job([photo('photo')], { photo: red }));
    const one = drawCacheSizes().pictureChars;
    resetDrawCaches({ fits: 10, pictureChars: Math.floor(one * 2.5) });
    for (const background of ['#aa1111', '#11aa11', '#1111aa', '#aaaa11'])
      await drawTemplate(job([photo('photo')], { photo: await colour(background) }));
    expect(drawCacheSizes().pictures).toBeLessThanOrEqual(2);
    expect(drawCacheSizes().pictureChars).toBeLessThanOrEqual(Math.floor(one * 2.5));
  });
});

describe('how a JPEG is encoded', () => {
  it('with mozjpeg up to two megapixels, with libjpeg-turbo’s baseline above (a full A4 poster)', () => {
    expect(jpegOptions(640 * 905)).toMatchObject({ quality: 88, mozjpeg: true });
    expect(jpegOptions(2480 * 3508)).toEqual({ quality: 88, optimiseCoding: true });
  });
});
