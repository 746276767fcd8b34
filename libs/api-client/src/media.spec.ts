import { imageTemplatesApi } from './media';

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
