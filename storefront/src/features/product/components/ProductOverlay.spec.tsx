import { fireEvent, render, screen } from '@testing-library/react';
import { product } from '../../../shared/fixtures';
import { ProductOverlay } from './ProductOverlay';
import { previewUrl } from '../state/uploads';
import { UploadPart } from './UploadPart';
import type { ProductView } from '../../../shared/types';

type ProductParts = NonNullable<ProductView['config']>['parts'];

const cheese = product({
  alternativeUnits: [{ unit: 'piece', ratio: 0.05, minimumQuantity: 1, quantityStepSize: 1 }],
});
/** A fixed-price breakfast by the piece whose options are the test's own. */
const breakfastWith = (parts: ProductParts, extra: Partial<ProductView> = {}) =>
  product({
    id: 20,
    name: 'Frühstück',
    unit: 'piece',
    calculationModel: 'fixed',
    minimumQuantity: 1,
    quantityStepSize: 1,
    defaultQuantity: 1,
    config: { parts },
    ...extra,
  });

const breakfast = breakfastWith([
  {
    name: 'Getränk',
    type: 'select',
    optional: false,
    options: [
      { name: 'Kaffee', modifier: 'add', value: 0 },
      { name: 'Tee', modifier: 'add', value: 0 },
    ],
  },
  {
    name: 'Extras',
    type: 'select',
    optional: true,
    options: [{ name: 'Ei', modifier: 'add', value: 1 }],
  },
]);

describe('the product overlay', () => {
  it('snaps a typed amount to the limits and steps with minus and plus', () => {
    render(
      <ProductOverlay
        currency="EUR"
        product={cheese}
        onAdd={() => undefined}
        onClose={() => undefined}
      />,
    );
    const input = screen.getByLabelText('Menge') as HTMLInputElement;
    expect(input.value).toBe('10');
    expect((screen.getByRole('button', { name: 'Weniger' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.change(input, { target: { value: '17,4' } });
    fireEvent.blur(input);
    expect(input.value).toBe('15');
    fireEvent.click(screen.getByRole('button', { name: 'Mehr' }));
    expect(input.value).toBe('20');
  });

  it('converts the amount when the unit changes and explains the unit', () => {
    render(
      <ProductOverlay
        currency="EUR"
        product={cheese}
        onAdd={() => undefined}
        onClose={() => undefined}
      />,
    );
    fireEvent.change(screen.getByLabelText('Menge'), { target: { value: '20' } });
    fireEvent.blur(screen.getByLabelText('Menge'));
    fireEvent.change(screen.getByLabelText('Einheit'), { target: { value: 'piece' } });
    expect((screen.getByLabelText('Menge') as HTMLInputElement).value).toBe('1');
    expect(screen.getByText('1 Stk. entspricht 20 dag')).toBeTruthy();
  });

  it('shows the surcharge of each option and the running total on the add button', () => {
    const menu = breakfastWith(
      [
        {
          name: 'Getränk',
          type: 'select',
          optional: false,
          options: [
            { name: 'Kaffee', modifier: 'add', value: 0 },
            { name: 'Heiße Schokolade', modifier: 'add', value: 0.8 },
          ],
        },
        {
          name: 'Extras',
          type: 'multiselect',
          optional: true,
          options: [
            { name: 'Croissant', modifier: 'add', value: 0.6 },
            { name: 'Ohne Butter', modifier: 'subtract', value: 0.4 },
          ],
        },
      ],
      { id: 21, price: 8.9 },
    );
    render(
      <ProductOverlay
        currency="EUR"
        product={menu}
        onAdd={() => undefined}
        onClose={() => undefined}
      />,
    );
    // A free option says nothing; the others what they change.
    expect(screen.getByLabelText('Kaffee')).toBeTruthy();
    expect(screen.getByLabelText('Heiße Schokolade + 0,80 €')).toBeTruthy();
    expect(screen.getByLabelText('Croissant + 0,60 €')).toBeTruthy();
    expect(screen.getByLabelText('Ohne Butter − 0,40 €')).toBeTruthy();
    const add = () => screen.getByRole('button', { name: /^Zum Warenkorb hinzufügen/ });
    expect(add().textContent).toBe('Zum Warenkorb hinzufügen 8,90 €');
    fireEvent.click(screen.getByLabelText(/^Heiße Schokolade/));
    fireEvent.click(screen.getByLabelText(/^Croissant/));
    expect(add().textContent).toBe('Zum Warenkorb hinzufügen 10,30 €');
    fireEvent.click(screen.getByRole('button', { name: 'Mehr' }));
    expect(add().textContent).toBe('Zum Warenkorb hinzufügen 20,60 €');
  });

  it('adds only once every required part has a value; an optional choice switches off again', () => {
    const added: unknown[] = [];
    render(
      <ProductOverlay
        currency="EUR"
        product={breakfast}
        onAdd={(line) => added.push(line)}
        onClose={() => undefined}
      />,
    );
    const add = screen.getByRole('button', {
      name: /^Zum Warenkorb hinzufügen/,
    }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Tee'));
    expect(add.disabled).toBe(false);
    const egg = screen.getByLabelText(/^Ei/) as HTMLInputElement;
    fireEvent.click(egg);
    expect(egg.checked).toBe(true);
    fireEvent.click(egg);
    expect(egg.checked).toBe(false);
    fireEvent.click(add);
    expect(added).toEqual([{ productId: 20, amount: 1, unit: 'piece', parts: ['Tee', null] }]);
  });

  it('goes step by step: next only for a valid step, an upload step takes images only', async () => {
    const onAdd = jest.fn();
    const poster = product({
      id: 30,
      name: 'Fotoposter',
      unit: 'piece',
      calculationModel: 'fixed',
      minimumQuantity: 1,
      quantityStepSize: 1,
      defaultQuantity: 1,
      isStepByStep: true,
      config: {
        parts: [
          {
            name: 'Format',
            type: 'select',
            optional: false,
            options: [{ name: 'A3', modifier: 'add', value: 0 }],
          },
          { name: 'Foto', type: 'image', optional: true, options: [] },
        ],
      },
    });
    render(
      <ProductOverlay currency="EUR" product={poster} onAdd={onAdd} onClose={() => undefined} />,
    );
    expect(screen.getByText('Schritt 1 von 2')).toBeTruthy();
    expect(screen.queryByLabelText('Foto')).toBeNull();
    const next = screen.getByRole('button', { name: 'Zum nächsten Schritt' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('A3'));
    expect(next.disabled).toBe(false);
    fireEvent.click(next);
    expect(screen.getByText('Schritt 2 von 2')).toBeTruthy();
    const file = screen.getByLabelText('Foto') as HTMLInputElement;
    expect(file.accept).toBe('.jpg,.jpeg,.png,.gif');
    expect(file.multiple).toBe(false);
    fireEvent.change(file, {
      target: { files: [new File(['x'], 'notizen.txt', { type: 'text/plain' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Die ausgewählte Datei "notizen.txt" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.',
    );
    fireEvent.click(screen.getByRole('button', { name: /^Zum Warenkorb hinzufügen/ }));
    expect(onAdd).toHaveBeenCalledWith({
      productId: 30,
      amount: 1,
      unit: 'piece',
      parts: ['A3', []],
    });
  });

  it('shows an uploaded image by its JPEG preview', () => {
    const { container } = render(
      <UploadPart
        part={{ name: 'Fotos', type: 'images', optional: true, options: [] }}
        value={['/upload/a1b2c3/7-2.png', '/upload/a1b2c3/8-1.jpeg']}
        onChange={() => undefined}
      />,
    );
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/upload/a1b2c3/preview/7-2.jpg',
      '/upload/a1b2c3/preview/8-1.jpg',
    ]);
    expect(screen.getByText('7-2.png')).toBeTruthy();
    expect(previewUrl('/elsewhere/x.png')).toBe('/elsewhere/x.png');
  });
});
