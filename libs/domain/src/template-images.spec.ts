import {
  isTemplateImage,
  pictureUrl,
  templateImageProblems,
  templateImageUrl,
} from './template-images';

describe('pictures from image templates („Aus Vorlage“)', () => {
  it('are told apart from library pictures by the template they name', () => {
    expect(isTemplateImage({ templateId: 1 })).toBe(true);
    expect(isTemplateImage({ id: 1, version: 2, extension: 'jpg' })).toBe(false);
    expect(isTemplateImage(5)).toBe(false);
    expect(isTemplateImage(null)).toBe(false);
  });

  it('are shown through the server render, same origin, WebP unless another format is named', () => {
    expect(templateImageUrl({ templateId: 4 })).toBe('/api/image-template/4/render.webp');
    expect(templateImageUrl({ templateId: 4, productId: 7, format: 'png' }, 'large')).toBe(
      '/api/image-template/4/render.png?product=7&size=large',
    );
    expect(templateImageUrl({ templateId: 4, categoryId: 2, format: 'jpg' }, 'small')).toBe(
      '/api/image-template/4/render.jpg?category=2&size=small',
    );
  });

  it('give the address of any stored picture, library or template', () => {
    expect(pictureUrl({ id: 3, version: 2, extension: 'png', alt: '' }, 'large')).toBe(
      '/image/large/3-2.png',
    );
    expect(pictureUrl({ templateId: 4, productId: 7 }, 'large')).toBe(
      '/api/image-template/4/render.webp?product=7&size=large',
    );
    expect(pictureUrl({ templateId: 'x' }, 'large')).toBeNull();
    expect(pictureUrl(3, 'large')).toBeNull();
    expect(pictureUrl(null, 'large')).toBeNull();
  });

  it.each([
    [{ templateId: 1, productId: 2, format: 'png' }, []],
    [{ templateId: 1, categoryId: null, productId: null, format: null }, []],
    [{ templateId: 0 }, ['„Bild“: „Vorlage“ muss gewählt sein.']],
    [{ templateId: 1, productId: 'a' }, ['„Bild“: „Produkt“ muss eine Produkt-ID sein.']],
    [{ templateId: 1, categoryId: -1 }, ['„Bild“: „Kategorie“ muss eine Kategorie-ID sein.']],
    [
      { templateId: 1, productId: 1, categoryId: 1 },
      ['„Bild“: Entweder ein Produkt oder eine Kategorie, nicht beides.'],
    ],
    [{ templateId: 1, format: 'gif' }, ['„Bild“: „Format“ muss png, webp oder jpg sein.']],
    [{ templateId: 1, size: 'large' }, ['„Bild“: „size“ gehört nicht zu einer Vorlage.']],
    ['vorlage', ['„Bild“ muss eine Vorlage nennen.']],
  ])('%j is checked in German: %j', (value, problems) => {
    expect(templateImageProblems(value, '„Bild“')).toEqual(problems);
  });
});
