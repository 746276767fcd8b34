import type { CartSummary } from '../state/cart';

/**
 * The prices of a cart, priced with libs/domain like the server: in the cart panel the cost,
 * delivery and total with the minimum-order warning and the free-delivery hint; at the
 * checkout (Checkout 7) the cost and delivery, then net, VAT per rate and gross.
 */
export function PriceSummary({
  summary,
  place,
}: {
  summary: CartSummary;
  place: 'cart' | 'checkout';
}) {
  const rows =
    place === 'cart'
      ? summary.rows
      : [...summary.rows.filter((row) => row.label !== 'Gesamt'), ...summary.taxRows];
  return (
    <>
      <dl className="cart__prices">
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {summary.minimumText && place === 'cart' ? (
        <div className="cart__warning" role="alert">
          <p>{summary.minimumText}</p>
          {summary.missingText ? <p>{summary.missingText}</p> : null}
        </div>
      ) : summary.minimumText ? (
        <p className="cart__warning" role="alert">
          {summary.minimumText}
        </p>
      ) : null}
      {summary.maximumText ? (
        <p className="cart__warning" role="alert">
          {summary.maximumText}
        </p>
      ) : null}
      {summary.freeDeliveryText && place === 'cart' ? (
        <p className="cart__hint">{summary.freeDeliveryText}</p>
      ) : null}
    </>
  );
}
