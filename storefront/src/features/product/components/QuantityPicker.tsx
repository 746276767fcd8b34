import {
  QUANTITY_LABEL,
  canDecrease,
  canIncrease,
  changeUnit,
  formatNumber,
  parseQuantity,
  quantityLimits,
  snapQuantity,
  stepQuantity,
  unitConversionNote,
  unitText,
} from '@bestellwerk/domain';
import { useEffect, useId, useState } from 'react';
import type { ProductView } from '../../../shared/types';

/**
 * storefront.md §2/§5: minus and plus, a 'Menge' input that snaps to the limits of the
 * chosen unit when left, a unit select that converts the amount, and the conversion note.
 */
export function QuantityPicker({
  product,
  amount,
  unit,
  onChange,
}: {
  product: ProductView;
  amount: number;
  unit: string;
  onChange: (next: { amount: number; unit: string }) => void;
}) {
  const id = useId();
  const limits = quantityLimits(product, unit);
  const [text, setText] = useState(formatNumber(amount));
  useEffect(() => setText(formatNumber(amount)), [amount]);
  const units = [product.unit, ...(product.alternativeUnits ?? []).map((alt) => alt.unit)];
  const note = unitConversionNote(product, unit);

  return (
    <div className="quantity">
      <label htmlFor={id}>{QUANTITY_LABEL}</label>
      <div className="quantity__row">
        <button
          type="button"
          className="quantity__step"
          aria-label="Weniger"
          disabled={!canDecrease(amount, limits)}
          onClick={() => onChange({ unit, amount: stepQuantity(amount, limits, -1) })}
        >
          −
        </button>
        <input
          id={id}
          inputMode="decimal"
          placeholder={QUANTITY_LABEL}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => {
            const next = snapQuantity(parseQuantity(text), limits);
            setText(formatNumber(next));
            onChange({ unit, amount: next });
          }}
        />
        <button
          type="button"
          className="quantity__step"
          aria-label="Mehr"
          disabled={!canIncrease(amount, limits)}
          onClick={() => onChange({ unit, amount: stepQuantity(amount, limits, 1) })}
        >
          +
        </button>
        {units.length > 1 ? (
          <select
            aria-label="Einheit"
            value={unit}
            onChange={(event) =>
              onChange({
                unit: event.target.value,
                amount: changeUnit(product, amount, unit, event.target.value),
              })
            }
          >
            {units.map((candidate) => (
              <option key={candidate} value={candidate}>
                {unitText(product, candidate)}
              </option>
            ))}
          </select>
        ) : (
          <span className="quantity__unit">{unitText(product, unit)}</span>
        )}
      </div>
      {note ? <p className="quantity__note">{note}</p> : null}
    </div>
  );
}
