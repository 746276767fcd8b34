import { ORDER_KIND_LABELS, cartToggleText, type OrderType } from '@bestellwerk/domain';
import { useId, useState } from 'react';
import type { BranchView, ProductView } from '../../../shared/types';
import { Cart, offeredOrderTypes, removeLine, summarise } from '../state/cart';
import { PriceSummary } from './PriceSummary';

/** The collapsible cart of the branch page (storefront.md §2), priced like the server. */
export function CartPanel({
  branch,
  cart,
  onChange,
  products,
  currency,
  onEdit,
  onCheckout,
}: {
  branch: BranchView;
  cart: Cart;
  onChange: (change: (cart: Cart) => Cart) => void;
  products: ReadonlyMap<number, ProductView>;
  currency: string;
  onEdit: (index: number) => void;
  onCheckout: () => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const summary = summarise(
    cart,
    products,
    branch.deliveryAreas,
    currency,
    branch.maximumOrderValue,
  );
  const types = offeredOrderTypes(branch);

  return (
    <aside className="cart" aria-label="Warenkorb">
      <button
        type="button"
        className={summary.count > 0 ? 'cart__toggle' : 'cart__toggle cart__toggle--empty'}
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded((open) => !open)}
      >
        {cartToggleText(summary.count, expanded, summary.totalText)}
      </button>
      <div id={panelId} className="cart__panel" hidden={!expanded}>
        <label className="field">
          <span>Art der Lieferung</span>
          <select
            value={cart.orderType}
            onChange={(event) =>
              onChange((current) => ({ ...current, orderType: event.target.value as OrderType }))
            }
          >
            {types.map((type) => (
              <option key={type} value={type}>
                {ORDER_KIND_LABELS[type]}
              </option>
            ))}
          </select>
        </label>
        {cart.orderType === 'delivery' ? (
          <label className="field">
            <span>Liefergebiet</span>
            <select
              value={cart.deliveryAreaId ?? ''}
              onChange={(event) =>
                onChange((current) => ({
                  ...current,
                  deliveryAreaId: event.target.value ? Number(event.target.value) : null,
                }))
              }
            >
              <option value="">–</option>
              {branch.deliveryAreas.map((area) => (
                <option key={area.id} value={area.id}>
                  {area.area}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <ul className="cart__lines">
          {summary.lines.map((line, index) => (
            <li key={`${line.name}-${index}`} className="cart__line">
              <span className="cart__line-name">{line.name}</span>
              <span>{line.amountText}</span>
              <span className="cart__line-price">{line.priceText}</span>
              {line.details ? <span className="cart__line-details">{line.details}</span> : null}
              <span className="cart__line-actions">
                <button type="button" className="link-button" onClick={() => onEdit(index)}>
                  Bearbeiten
                </button>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => onChange((current) => removeLine(current, index))}
                >
                  Entfernen
                </button>
              </span>
            </li>
          ))}
        </ul>
        <PriceSummary summary={summary} place="cart" />
      </div>
      <button
        type="button"
        className="button cart__order"
        disabled={summary.count === 0 || summary.isBelowMinimum || summary.isAboveMaximum}
        onClick={onCheckout}
      >
        Jetzt bestellen
      </button>
    </aside>
  );
}
