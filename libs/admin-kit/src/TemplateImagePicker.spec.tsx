import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { api, imageTemplatesApi } from '@bestellwerk/api-client';
import { ImageField } from './ImageField';
import { TemplateImagePicker } from './TemplateImagePicker';

// antd's modal and selects render slowly in jsdom on a busy machine.
jest.setTimeout(30_000);

const page = <T,>(items: T[]) => ({
  items,
  meta: { page: 1, perPage: items.length, total: items.length },
});

beforeEach(() => {
  jest
    .spyOn(imageTemplatesApi.templates, 'list')
    .mockResolvedValue(
      page([{ id: 4, name: 'Menü-Kachel' }]) as unknown as Awaited<
        ReturnType<typeof imageTemplatesApi.templates.list>
      >,
    );
  jest
    .spyOn(api.products, 'list')
    .mockResolvedValue(
      page([{ id: 7, name: 'Käsespätzle' }]) as unknown as Awaited<
        ReturnType<typeof api.products.list>
      >,
    );
  jest
    .spyOn(api.categories, 'list')
    .mockResolvedValue(
      page([{ id: 2, name: 'Suppen' }]) as unknown as Awaited<
        ReturnType<typeof api.categories.list>
      >,
    );
});
afterEach(() => jest.restoreAllMocks());

async function choose(label: string, option: string) {
  await act(async () => {
    fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  });
  await act(async () => {
    fireEvent.click(await screen.findByTitle(option));
  });
}

const okButton = () => screen.getByText('Übernehmen').closest('button')!;

describe('the „Aus Vorlage“ picker', () => {
  it('hands over the template, the product that fills it and the format', async () => {
    const onPick = jest.fn();
    render(<TemplateImagePicker onPick={onPick} />);
    fireEvent.click(screen.getByText('Aus Vorlage'));
    expect(await screen.findByText('Bild aus Vorlage')).toBeTruthy();
    expect(okButton().disabled).toBe(true);
    await waitFor(() => expect(imageTemplatesApi.templates.list).toHaveBeenCalled());
    await choose('Vorlage', 'Menü-Kachel');
    await choose('Produkt', 'Käsespätzle');
    await choose('Format', 'PNG (verlustfrei)');
    const preview = screen.getByAltText('Vorschau des Bildes aus der Vorlage');
    expect(preview.getAttribute('src')).toBe(
      '/api/image-template/4/render.png?product=7&size=small',
    );
    await act(async () => {
      fireEvent.click(okButton());
    });
    expect(onPick).toHaveBeenCalledWith({ templateId: 4, productId: 7, format: 'png' });
  });

  it('takes a category instead of the product, never both', async () => {
    const onPick = jest.fn();
    render(<TemplateImagePicker value={{ templateId: 4, productId: 7 }} onPick={onPick} />);
    fireEvent.click(screen.getByText('Aus Vorlage'));
    await screen.findByText('Bild aus Vorlage');
    await choose('oder Kategorie', 'Suppen');
    await act(async () => {
      fireEvent.click(okButton());
    });
    expect(onPick).toHaveBeenCalledWith({ templateId: 4, categoryId: 2, format: 'webp' });
  });

  it('names a list that could not be loaded in German', async () => {
    jest.spyOn(api.categories, 'list').mockRejectedValue(new Error('offline'));
    render(<TemplateImagePicker onPick={jest.fn()} />);
    fireEvent.click(screen.getByText('Aus Vorlage'));
    expect(await screen.findByText('Kategorien konnten nicht geladen werden.')).toBeTruthy();
  });
});

describe('an image field that allows templates', () => {
  it('shows the render of a stored template picture and offers „Aus Vorlage“ only when allowed', () => {
    const { rerender } = render(
      <ImageField allowTemplate value={{ templateId: 4, categoryId: 2, format: 'jpg' }} />,
    );
    expect(screen.getByAltText('Bild aus Vorlage').getAttribute('src')).toBe(
      '/api/image-template/4/render.jpg?category=2&size=thumbnail',
    );
    expect(screen.getByText('Aus Vorlage')).toBeTruthy();
    rerender(<ImageField value={null} />);
    expect(screen.queryByText('Aus Vorlage')).toBeNull();
  });
});
