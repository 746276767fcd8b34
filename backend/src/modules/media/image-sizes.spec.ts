import {
  IMAGE_SIZES,
  assetName,
  dimensionProblem,
  isImageSize,
  parseAssetName,
  scaledSize,
} from './image-sizes';

describe('image sizes', () => {
  it('are the six widths of storefront.md §7', () => {
    expect(IMAGE_SIZES).toEqual({
      icon: 64,
      thumbnail: 128,
      tiny: 256,
      small: 640,
      medium: 1280,
      large: 1920,
    });
    expect(isImageSize('medium')).toBe(true);
    expect(isImageSize('huge')).toBe(false);
    expect(isImageSize('toString')).toBe(false);
  });

  it('scale down keeping the aspect ratio, never up', () => {
    expect(scaledSize({ width: 2000, height: 1000 }, 640)).toEqual({ width: 640, height: 320 });
    expect(scaledSize({ width: 1000, height: 333 }, 64)).toEqual({ width: 64, height: 21 });
    expect(scaledSize({ width: 500, height: 400 }, 1920)).toEqual({ width: 500, height: 400 });
    expect(scaledSize({ width: 8000, height: 16 }, 64)).toEqual({ width: 64, height: 1 });
  });

  it('accept 16 to 8000 pixels a side and say so in German otherwise', () => {
    expect(dimensionProblem(16, 16, 'Datei')).toBeNull();
    expect(dimensionProblem(8000, 8000, 'Datei')).toBeNull();
    expect(dimensionProblem(15, 100, 'Datei')).toBe(
      'Das Bild in „Datei“ ist zu klein: 15 × 100 Pixel, mindestens 16 × 16 Pixel.',
    );
    expect(dimensionProblem(100, 8001, 'Datei')).toBe(
      'Das Bild in „Datei“ ist zu groß: 100 × 8001 Pixel, höchstens 8000 × 8000 Pixel.',
    );
  });
});

describe('asset names', () => {
  it('read {id}-{version}.{extension}', () => {
    expect(parseAssetName('12-3.png')).toEqual({ id: 12, version: 3, extension: 'png' });
    expect(assetName({ id: 12, version: 3, extension: 'png' })).toBe('12-3.png');
  });

  it.each([
    '12.png',
    '12-3',
    '0-1.png',
    '12-0.png',
    '12-3.PNG',
    '../12-3.png',
    '12-3.png.exe',
    '1-1.toolongext',
  ])('refuse %s', (name) => expect(parseAssetName(name)).toBeNull());
});
