import {
  ADD_TO_CART_TEXT,
  isCartItemValid,
  toggleOption,
  type PartValue,
} from '@bestellwerk/domain';
import { useEffect, useRef, useState } from 'react';
import type { ProductView } from '../../../shared/types';
import { CartLine, defaultLine } from '../../cart/state/cart';
import { QuantityPicker } from './QuantityPicker';

/**
 * The product configuration overlay (storefront.md §2): quantity and unit, the parts of a
 * configurable product all at once, 'Zum Warenkorb hinzufügen' once the item is valid.
 * A native dialog: focus stays inside, Escape closes it.
 */
export function ProductOverlay({
  product,
  onAdd,
  onClose,
}: {
  product: ProductView;
  onAdd: (line: CartLine) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [line, setLine] = useState<CartLine>(() => defaultLine(product));
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    // Browsers without modal dialogs (and jsdom) still get it shown, just not modal.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
  }, []);
  const parts = product.config?.parts ?? [];
  const setPart = (index: number, value: PartValue) =>
    setLine((current) => ({
      ...current,
      parts: current.parts.map((old, at) => (at === index ? value : old)),
    }));

  return (
    <dialog ref={dialog} className="overlay" aria-labelledby="overlay-title" onClose={onClose}>
      <div className="overlay__head">
        <h2 id="overlay-title">{product.name}</h2>
        <button type="button" className="link-button" onClick={onClose}>
          Abbrechen
        </button>
      </div>
      <QuantityPicker
        product={product}
        amount={line.amount}
        unit={line.unit}
        onChange={(next) => setLine((current) => ({ ...current, ...next }))}
      />
      {parts.map((part, index) => (
        <fieldset key={part.name} className="part">
          <legend>
            {part.name}
            {part.optional ? '' : ' *'}
          </legend>
          {part.description ? <p className="part__description">{part.description}</p> : null}
          {part.type === 'select' || part.type === 'multiselect'
            ? part.options.map((option) => {
                const value = line.parts[index];
                const checked = Array.isArray(value)
                  ? value.includes(option.name)
                  : value === option.name;
                return (
                  <label key={option.name} className="part__option">
                    <input
                      type={part.type === 'select' ? 'radio' : 'checkbox'}
                      name={`part-${index}`}
                      checked={checked}
                      onChange={() => setPart(index, toggleOption(part, value, option.name))}
                      onClick={() => {
                        // A chosen optional select option is switched off by choosing it again.
                        if (part.type === 'select' && checked && part.optional) {
                          setPart(index, null);
                        }
                      }}
                    />
                    {option.name}
                  </label>
                );
              })
            : null}
          {part.type === 'text' ? (
            <input
              aria-label={part.name}
              value={(line.parts[index] as string | null) ?? ''}
              onChange={(event) => setPart(index, event.target.value)}
            />
          ) : null}
          {part.type === 'textarea' ? (
            <textarea
              aria-label={part.name}
              rows={6}
              value={(line.parts[index] as string | null) ?? ''}
              onChange={(event) => setPart(index, event.target.value)}
            />
          ) : null}
        </fieldset>
      ))}
      <button
        type="button"
        className="button overlay__add"
        disabled={!isCartItemValid(product, line)}
        onClick={() => onAdd(line)}
      >
        {ADD_TO_CART_TEXT}
      </button>
    </dialog>
  );
}
