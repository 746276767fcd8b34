import { asSatoriFont, outputSize } from './template-draw';
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
