import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ServerForm } from '@bestellwerk/admin-kit';
import { ApiError, imageTemplatesApi } from '@bestellwerk/api-client';
import { newLayer, valuesToPayload, type TemplateValues } from '../state/layers';
import { TemplateFields } from './TemplateFields';

jest.mock('@bestellwerk/api-client', () => {
  const actual = jest.requireActual('@bestellwerk/api-client');
  return {
    ...actual,
    mediaApi: { ...actual.mediaApi, images: jest.fn(async () => ({ items: [], total: 0 })) },
    api: {
      products: { list: jest.fn(async () => ({ items: [], total: 0 })) },
      categories: { list: jest.fn(async () => ({ items: [], total: 0 })) },
    },
    imageTemplatesApi: {
      ...actual.imageTemplatesApi,
      // Never answered unless a test says so: the preview stays loading.
      previewTemplate: jest.fn(() => new Promise(() => undefined)),
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
      <TemplateFields templateId={null} />
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

  describe('live preview', () => {
    const previewTemplate = imageTemplatesApi.previewTemplate as jest.Mock;
    /** Each call's body and signal; the answers stay open until `answer` is called. */
    let calls: { body: { layers: { text?: string }[] }; signal: AbortSignal; answer: () => void }[];
    beforeEach(() => {
      calls = [];
      previewTemplate.mockReset().mockImplementation(
        (body, options: { signal: AbortSignal }) =>
          new Promise((resolve) =>
            calls.push({
              body,
              signal: options.signal,
              answer: () => resolve(new Blob(['png'])),
            }),
          ),
      );
      let next = 0;
      URL.createObjectURL = jest.fn(() => `blob:preview-${++next}`);
      URL.revokeObjectURL = jest.fn();
    });

    it('draws a template not yet created from the form, once the form rests', async () => {
      render(<Editor submit={jest.fn()} />);
      await waitFor(() => expect(calls).toHaveLength(1), { timeout: 2000 });
      expect(previewTemplate.mock.calls[0][1]).toMatchObject({ size: 'small' });
      expect(calls[0].body).toMatchObject({ size: 'square', background: '#ffffff' });
      expect(calls[0].body).not.toHaveProperty('identifier');
      expect(calls[0].body.layers.map((layer) => layer.text)).toEqual([undefined, '{name}']);
      await act(async () => calls[0].answer());
      const img = await screen.findByAltText('Vorschau der Vorlage');
      expect(img.getAttribute('src')).toBe('blob:preview-1');
      expect(
        screen.queryByText('Die Vorschau erscheint, sobald die Vorlage angelegt ist.'),
      ).toBeNull();
    });

    it('asks once for a burst of edits and cancels the call still under way', async () => {
      render(<Editor submit={jest.fn()} />);
      await waitFor(() => expect(calls).toHaveLength(1), { timeout: 2000 });
      const input = screen.getByDisplayValue('{name}');
      fireEvent.change(input, { target: { value: '{name} –' } });
      fireEvent.change(input, { target: { value: '{name} – {price}' } });
      await waitFor(() => expect(calls[0].signal.aborted).toBe(true));
      await waitFor(() => expect(calls).toHaveLength(2), { timeout: 2000 });
      expect(calls[1].body.layers[1].text).toBe('{name} – {price}');
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(calls).toHaveLength(2);
    });

    it('keeps the last picture and names the server’s reason when the form cannot be drawn', async () => {
      render(<Editor submit={jest.fn()} />);
      await waitFor(() => expect(calls).toHaveLength(1), { timeout: 2000 });
      await act(async () => calls[0].answer());
      previewTemplate.mockRejectedValueOnce(
        new ApiError(422, [
          {
            field: 'layers[1].color',
            message: 'Ebene 2: „Farbe“ muss eine Farbe im Format #RRGGBB sein.',
          },
        ]),
      );
      fireEvent.change(screen.getByDisplayValue('{name}'), { target: { value: '{name}!' } });
      expect(
        await screen.findByText(
          'Ebene 2: „Farbe“ muss eine Farbe im Format #RRGGBB sein.',
          {},
          { timeout: 2000 },
        ),
      ).toBeTruthy();
      expect(screen.getByAltText('Vorschau der Vorlage').getAttribute('src')).toBe(
        'blob:preview-1',
      );
    });
  });
});
