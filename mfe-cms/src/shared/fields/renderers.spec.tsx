import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CMS_FIELD_TYPES, DEFAULT_SITE_TYPE, type CmsField } from '@bestellwerk/domain';
import { Form } from 'antd';
import { RENDERERS, renderField } from './renderers';

const image = (id: number) => ({ id, version: 1, extension: 'jpg', alt: `Bild ${id}` });
const getImage = jest.fn(async (id: number) => image(id));

const listUploads = jest.fn(async (_query: { search?: string }) => ({
  items: [
    { id: 5, publicHash: 'h5', version: 1, extension: 'pdf', originalName: 'Speisekarte.pdf' },
  ],
}));

jest.mock('@bestellwerk/api-client', () => ({
  cmsApi: {
    nodes: { list: jest.fn(async () => ({ items: [] })) },
    sites: {
      list: jest.fn(async () => ({ items: [{ id: 3, name: 'Über uns', path: 'ueber-uns' }] })),
    },
  },
  uploadsApi: { list: (query: { search?: string }) => listUploads(query) },
  mediaApi: { image: (id: number) => getImage(id) },
  api: { images: { upload: jest.fn() }, branches: { list: jest.fn(async () => ({ items: [] })) } },
  errorMessage: () => 'Fehler',
}));

// antd's selects and tabs render slowly in jsdom on a busy machine.
jest.setTimeout(30_000);

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
    expect(screen.getByRole('textbox', { name: 'Link-Beschriftung' })).toBeTruthy();
  });

  it('edits markdown with a preview rendered by the storefront renderer', async () => {
    const field: CmsField = { type: 'markdown', name: 'text', label: 'Text' };
    render(
      <Form initialValues={{ block: { text: '# Hallo\n\n**fett**' } }}>
        {renderField(field, ['block'])}
      </Form>,
    );
    expect(screen.getByRole('tab', { name: 'Bearbeiten' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Vorschau' })));
    const preview = await screen.findByTestId('markdown-preview');
    await waitFor(() => expect(preview.querySelector('h1')?.textContent).toBe('Hallo'));
    expect(preview.querySelector('strong')?.textContent).toBe('fett');
  });

  it('picks a file from the media library by name, no ids typed', async () => {
    const field: CmsField = { type: 'file', name: 'menu', label: 'Speisekarte' };
    const form: { current?: ReturnType<typeof Form.useForm>[0] } = {};
    function Host() {
      const [instance] = Form.useForm();
      form.current = instance;
      return <Form form={instance}>{renderField(field, ['block'])}</Form>;
    }
    render(<Host />);
    const select = screen.getByRole('combobox');
    await act(async () => fireEvent.mouseDown(select));
    await act(async () => fireEvent.change(select, { target: { value: 'Speise' } }));
    await waitFor(() =>
      expect(listUploads).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'Speise' })),
    );
    await act(async () => fireEvent.click(await screen.findByText('Speisekarte.pdf (PDF)')));
    expect(form.current!.getFieldValue(['block', 'menu'])).toEqual({
      id: 5,
      publicHash: 'h5',
      version: 1,
      extension: 'pdf',
      originalName: 'Speisekarte.pdf',
    });
  });

  it('a link item: label and a page picked by name; an old bare address is read as a URL', async () => {
    const field: CmsField = { type: 'link', name: 'link', label: 'Link' };
    render(
      <Form initialValues={{ block: { link: 'https://example.at' } }}>
        {renderField(field, ['block'])}
      </Form>,
    );
    expect(screen.getByRole('textbox', { name: 'Adresse (URL)' })).toHaveProperty(
      'value',
      'https://example.at',
    );
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
