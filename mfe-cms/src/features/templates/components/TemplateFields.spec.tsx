import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ServerForm } from '@bestellwerk/admin-kit';
import { ApiError } from '@bestellwerk/api-client';
import { newLayer, valuesToPayload, type TemplateValues } from '../state/layers';
import { TemplateFields } from './TemplateFields';

jest.mock('@bestellwerk/api-client', () => {
  const actual = jest.requireActual('@bestellwerk/api-client');
  return {
    ...actual,
    http: { ...actual.http, list: jest.fn(async () => ({ items: [], total: 0 })) },
    api: { products: { list: jest.fn(async () => ({ items: [], total: 0 })) } },
    imageTemplatesApi: {
      ...actual.imageTemplatesApi,
      fonts: jest.fn(async () => [
        {
          id: 'inter',
          family: 'Inter',
          category: 'sans-serif',
          variants: [
            { variant: 'regular', weight: 400, style: 'normal', css: '' },
            { variant: '700', weight: 700, style: 'normal', css: '' },
          ],
        },
      ]),
    },
  };
});

const image = { ...newLayer('image', 'square', []), imageId: 3 };
const text = newLayer('text', 'square', [image]);
const values: TemplateValues = {
  identifier: 'kachel',
  name: 'Kachel',
  size: 'square',
  background: '#ffffff',
  layers: [image, text],
};

function Editor({ submit }: { submit: (values: TemplateValues) => Promise<unknown> }) {
  return (
    <ServerForm<TemplateValues>
      initialValues={values}
      failureMessage="Die Bildvorlage konnte nicht aktualisiert werden."
      submit={submit}
    >
      <TemplateFields templateId={null} stamp={1} />
    </ServerForm>
  );
}

// antd's form is a large tree for jsdom: text queries, not role queries, keep this fast.
jest.setTimeout(30_000);

const button = (label: string) => screen.getByText(label).closest('button')!;

const save = async () => {
  await act(async () => {
    fireEvent.click(button('Speichern'));
  });
};

describe('the template editor', () => {
  it('shows a layer error of the server in that layer’s card, under its field', async () => {
    const submit = jest.fn().mockRejectedValue(
      new ApiError(422, [
        {
          field: 'layers[1].fontSize',
          message: 'Ebene 2: „Schriftgröße“ muss eine ganze Zahl zwischen 6 und 1000 sein.',
        },
        { field: 'identifier', message: '„Kennung“ darf nur a–z, 0–9 und - enthalten.' },
      ]),
    );
    render(<Editor submit={submit} />);
    await save();
    const card = screen.getByLabelText('Ebene 2');
    await waitFor(() =>
      expect(
        within(card).getByText(
          'Ebene 2: „Schriftgröße“ muss eine ganze Zahl zwischen 6 und 1000 sein.',
        ),
      ).toBeTruthy(),
    );
    expect(screen.getByText('„Kennung“ darf nur a–z, 0–9 und - enthalten.')).toBeTruthy();
    expect(document.querySelector('.ant-alert-error')).toBeNull();
  });

  it('lists the front layer first and brings a layer forward', async () => {
    const submit = jest.fn().mockResolvedValue({});
    render(<Editor submit={submit} />);
    const cards = screen.getAllByLabelText(/^Ebene \d$/);
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Ebene 2', 'Ebene 1']);
    expect(await within(cards[0]).findByText('Ebene 2 · Text „{name}“')).toBeTruthy();
    fireEvent.click(within(screen.getByLabelText('Ebene 1')).getByLabelText('Nach vorne'));
    await save();
    await waitFor(() => expect(submit).toHaveBeenCalled());
    const sent = valuesToPayload(submit.mock.calls[0][0] as TemplateValues);
    expect(sent.layers.map((layer) => layer.type)).toEqual(['text', 'image']);
  });

  it('adds a shape with an id of its own and removes a layer', async () => {
    const submit = jest.fn().mockResolvedValue({});
    render(<Editor submit={submit} />);
    fireEvent.click(button('Form hinzufügen'));
    fireEvent.click(within(screen.getByLabelText('Ebene 1')).getByLabelText('Ebene entfernen'));
    await save();
    await waitFor(() => expect(submit).toHaveBeenCalled());
    const sent = valuesToPayload(submit.mock.calls[0][0] as TemplateValues);
    expect(sent.layers.map((layer) => [layer.type, layer.id])).toEqual([
      ['text', 'text-1'],
      ['shape', 'shape-1'],
    ]);
  });

  it('says the preview comes once the template exists', () => {
    render(<Editor submit={jest.fn()} />);
    expect(
      screen.getByText('Die Vorschau erscheint, sobald die Vorlage angelegt ist.'),
    ).toBeTruthy();
  });
});
