import {
  ADD_TO_CART_TEXT,
  NEXT_STEP_TEXT,
  canGoToNextStep,
  isCartItemValid,
  isUploadPart,
  optionPriceText,
  toggleOption,
  type ConfigPart,
  type PartValue,
} from '@bestellwerk/domain';
import { useState } from 'react';
import { Dialog } from '../../../shared/Dialog';
import type { ProductView } from '../../../shared/types';
import { lineTotalText } from '../../branch/state/prices';
import { CartLine, defaultLine } from '../../cart/state/cart';
import { QuantityPicker } from './QuantityPicker';
import { UploadPart } from './UploadPart';

/**
 * The product configuration overlay (storefront.md §2): quantity and unit, the parts of a
 * configurable product all at once or step by step ('Zum nächsten Schritt'), then 'Zum
 * Warenkorb hinzufügen' once the item is valid. Opened with a cart line, it changes it.
 * Each option shows what it adds („+ 0,40 €“) and the add button the line's running total.
 */
export function ProductOverlay({
  product,
  currency,
  initial,
  onAdd,
  onClose,
}: {
  product: ProductView;
  currency: string;
  initial?: CartLine;
  onAdd: (line: CartLine) => void;
  onClose: () => void;
}) {
  const [line, setLine] = useState<CartLine>(() => initial ?? defaultLine(product));
  const [step, setStep] = useState(0);
  const parts = product.config?.parts ?? [];
  const stepByStep = !!product.isStepByStep && parts.length > 1;
  const setPart = (index: number, value: PartValue) =>
    setLine((current) => ({
      ...current,
      parts: current.parts.map((old, at) => (at === index ? value : old)),
    }));
  const shown = stepByStep ? [step] : parts.map((_, index) => index);
  const lastStep = !stepByStep || step === parts.length - 1;
  const total = lineTotalText(product, line, currency);

  return (
    <Dialog
      title={product.name}
      onClose={onClose}
      actions={
        <button type="button" className="link-button" onClick={onClose}>
          Abbrechen
        </button>
      }
    >
      {/* The card shows the description cut at 128 characters; here it is whole. */}
      {product.description ? <p className="overlay__description">{product.description}</p> : null}
      <QuantityPicker
        product={product}
        amount={line.amount}
        unit={line.unit}
        onChange={(next) => setLine((current) => ({ ...current, ...next }))}
      />
      {stepByStep ? (
        <p className="overlay__step" aria-live="polite">
          Schritt {step + 1} von {parts.length}
        </p>
      ) : null}
      {shown.map((index) => (
        <PartInput
          key={`${index}-${parts[index].name}`}
          part={parts[index]}
          index={index}
          currency={currency}
          productPrice={product.price}
          value={line.parts[index] ?? null}
          onChange={(value) => setPart(index, value)}
        />
      ))}
      <div className="overlay__actions">
        {stepByStep && step > 0 ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setStep(step - 1)}
          >
            Zurück
          </button>
        ) : null}
        {lastStep ? (
          <button
            type="button"
            className="button overlay__add"
            disabled={!isCartItemValid(product, line)}
            onClick={() => onAdd(line)}
          >
            {initial ? 'Änderung speichern' : ADD_TO_CART_TEXT}
            {total ? <span className="overlay__total"> {total}</span> : null}
          </button>
        ) : (
          <button
            type="button"
            className="button overlay__add"
            disabled={!canGoToNextStep(product, line, step)}
            onClick={() => setStep(step + 1)}
          >
            {NEXT_STEP_TEXT}
          </button>
        )}
      </div>
    </Dialog>
  );
}

function PartInput({
  part,
  index,
  currency,
  productPrice,
  value,
  onChange,
}: {
  part: ConfigPart;
  index: number;
  currency: string;
  /** An option that sets the price shows its difference to this. */
  productPrice: number | undefined;
  value: PartValue;
  onChange: (value: PartValue) => void;
}) {
  return (
    <fieldset className="part">
      <legend>
        {part.name}
        {part.optional ? '' : ' *'}
      </legend>
      {part.description ? <p className="part__description">{part.description}</p> : null}
      {part.type === 'select' || part.type === 'multiselect'
        ? part.options.map((option) => {
            const checked = Array.isArray(value)
              ? value.includes(option.name)
              : value === option.name;
            const price = optionPriceText(option, currency, productPrice);
            return (
              <label key={option.name} className="part__option">
                <input
                  type={part.type === 'select' ? 'radio' : 'checkbox'}
                  name={`part-${index}`}
                  checked={checked}
                  onChange={() => onChange(toggleOption(part, value, option.name))}
                  onClick={() => {
                    // A chosen optional select option is switched off by choosing it again.
                    if (part.type === 'select' && checked && part.optional) onChange(null);
                  }}
                />
                {option.name}
                {price ? (
                  <>
                    {' '}
                    <span className="part__price">{price}</span>
                  </>
                ) : null}
              </label>
            );
          })
        : null}
      {part.type === 'text' ? (
        <input
          aria-label={part.name}
          value={(value as string | null) ?? ''}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : null}
      {part.type === 'textarea' ? (
        <textarea
          aria-label={part.name}
          rows={6}
          value={(value as string | null) ?? ''}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : null}
      {isUploadPart(part.type) ? (
        <UploadPart part={part} value={Array.isArray(value) ? value : []} onChange={onChange} />
      ) : null}
    </fieldset>
  );
}
