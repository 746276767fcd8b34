import { errorMessage } from './client';
import { IMAGE_TOO_LARGE, imageTemplatesApi, imageUploadError } from './media';

describe('the image template render address', () => {
  it('is the template as PNG in its own size, without product', () => {
    expect(imageTemplatesApi.templateRenderUrl(4)).toBe('/api/image-template/4/render.png');
  });

  it('names the product, the size, the format and a version that defeats a cached render', () => {
    expect(
      imageTemplatesApi.templateRenderUrl(4, {
        product: 15,
        size: 'small',
        format: 'webp',
        version: 3,
      }),
    ).toBe('/api/image-template/4/render.webp?product=15&size=small&v=3');
  });

  it('leaves out a product that was cleared', () => {
    expect(imageTemplatesApi.templateRenderUrl(4, { product: null, version: 9 })).toBe(
      '/api/image-template/4/render.png?v=9',
    );
  });
});

describe('a refused image upload', () => {
  const shown = (status: number, text: string) =>
    errorMessage(imageUploadError(status, text), 'Das Bild konnte nicht erstellt werden.');

  it('shows the server’s first German message, else the screen’s default', () => {
    const refusal = JSON.stringify({
      errors: [{ field: 'file', message: 'Nur JPEG, PNG, GIF oder WebP.' }],
    });
    expect(shown(422, refusal)).toBe('Nur JPEG, PNG, GIF oder WebP.');
    expect(imageUploadError(422, refusal).errors).toEqual([
      { field: 'file', message: 'Nur JPEG, PNG, GIF oder WebP.' },
    ]);
    expect(shown(500, '<html>')).toBe('Das Bild konnte nicht erstellt werden.');
  });

  it('names the size limit when the proxy refused the file before the server (413)', () => {
    expect(shown(413, '')).toBe(IMAGE_TOO_LARGE);
  });
});
