import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { ServerForm, clipboard } from '@bestellwerk/admin-kit';
import { ApiError } from '@bestellwerk/api-client';
import { PartsField } from './PartsField';
import { toPayload, type ProductFormValues } from '../state/productForm';

const initial: ProductFormValues = {
  name: 'Pizza',
  config: {
    parts: [
      {
        name: 'Größe',
        type: 'select',
        optional: false,
        options: [{ name: 'Klein', modifier: 'add', value: 0 }],
      },
    ],
  },
};

function renderForm(submit: (values: ProductFormValues) => Promise<unknown>) {
  return render(
    <AntApp>
      <ServerForm<ProductFormValues>
        initialValues={initial}
        failureMessage="Das Produkt konnte nicht aktualisiert werden."
        submit={submit}
      >
        <PartsField />
      </ServerForm>
    </AntApp>,
  );
}

const save = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  });
};

jest.setTimeout(30000);

describe('PartsField', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the server error of an option under that option', async () => {
    renderForm(() =>
      Promise.reject(
        new ApiError(422, [
          {
            field: 'config.parts.0.options.0.value',
            message: '„Betrag“ muss eine Zahl mit höchstens zwei Nachkommastellen sein.',
          },
        ]),
      ),
    );
    await save();
    await waitFor(() =>
      expect(
        screen.getByText('„Betrag“ muss eine Zahl mit höchstens zwei Nachkommastellen sein.'),
      ).toBeTruthy(),
    );
  });

  it('shows an error about the parts as a whole under the parts', async () => {
    const message =
      'Ein einfaches Produkt hat keine Konfiguration; wählen Sie den Typ „configurable“ oder „bundle“.';
    renderForm(() => Promise.reject(new ApiError(422, [{ field: 'config.parts', message }])));
    await save();
    await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('pastes a copied part as a new part with its options', async () => {
    clipboard('part').copy({
      name: 'Sauce',
      description: null,
      type: 'multiselect',
      optional: true,
      options: [{ name: 'Knoblauch', modifier: 'add', value: 0.5 }],
    });
    const submit = jest.fn((values: ProductFormValues) => Promise.resolve(values));
    renderForm(submit);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Einfügen: „Sauce“/ }));
    });
    expect(screen.getByTestId('part-1')).toBeTruthy();
    await save();
    await waitFor(() => expect(submit).toHaveBeenCalled());
    const payload = toPayload(submit.mock.calls[0][0]);
    expect(payload.config.parts.map((part) => part.name)).toEqual(['Größe', 'Sauce']);
    expect(payload.config.parts[1].options).toEqual([
      { name: 'Knoblauch', modifier: 'add', value: 0.5 },
    ]);
  });
});
