import { render, screen } from '@testing-library/react';
import { CMS_FIELD_TYPES, DEFAULT_SITE_TYPE, type CmsField } from '@bestellwerk/domain';
import { Form } from 'antd';
import { RENDERERS, renderField } from './renderers';

const image = (id: number) => ({ id, version: 1, extension: 'jpg', alt: `Bild ${id}` });
const getImage = jest.fn(async (id: number) => image(id));

jest.mock('@bestellwerk/api-client', () => ({
  cmsApi: { nodes: { list: jest.fn(async () => ({ items: [] })) } },
  crud: () => ({ get: (id: number) => getImage(id) }),
  api: { images: { upload: jest.fn() } },
  errorMessage: () => 'Fehler',
}));

describe('one renderer per CMS field type', () => {
  it('has a renderer for every type of the schema language', () => {
    expect(Object.keys(RENDERERS).sort()).toEqual([...CMS_FIELD_TYPES].sort());
  });

  it('renders the hero block of the default site type with its labels', () => {
    const hero = DEFAULT_SITE_TYPE.blocks.find((block) => block.type === 'hero')!;
    render(
      <Form initialValues={{ block: { slides: [{ title: 'Hallo' }] } }}>
        {hero.fields.map((field: CmsField) => renderField(field, ['block']))}
      </Form>,
    );
    expect(screen.getByText('Folien 1')).toBeTruthy();
    expect(screen.getByText('Überschrift')).toBeTruthy();
    expect(screen.getByText('Link-Beschriftung')).toBeTruthy();
  });

  it('shows an images field as a gallery, loads entries kept as ids and stops at its maximum', async () => {
    const field: CmsField = { type: 'images', name: 'pictures', label: 'Bilder', maxItems: 2 };
    render(
      <Form initialValues={{ block: { pictures: [image(7), 8] } }}>
        {renderField(field, ['block'])}
      </Form>,
    );
    expect(screen.getByAltText('Bild 7')).toBeTruthy();
    // The bare id is fetched and shown too; the gallery is full then.
    expect(await screen.findByAltText('Bild 8')).toBeTruthy();
    expect(getImage).toHaveBeenCalledWith(8);
    expect(screen.getByText('Höchstens 2 Bilder.')).toBeTruthy();
    expect(screen.queryByText('Bild hinzufügen')).toBeNull();
  });

  it('offers the upload while an images field has room', () => {
    const field: CmsField = { type: 'images', name: 'pictures', label: 'Bilder' };
    render(<Form>{renderField(field, ['block'])}</Form>);
    expect(screen.getByText('Bild hinzufügen')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /IDs/ })).toBeNull();
  });
});
