import { formatMoney, formatNumber, optionLines } from '@bestellwerk/domain';
import type { PublicOrder } from '../../../shared/types';
import { mailText } from '../state/status';

/**
 * What was ordered, as the customer checks it after paying: every line with its options,
 * the total, where the confirmation went, and the way back to the shop.
 */
export function OrderSummary({ order, currency }: { order: PublicOrder; currency?: string }) {
  const shop = order.branch.identifier ? `/store/${order.branch.identifier}` : '/';
  return (
    <section className="status-page__order" aria-label="Ihre Bestellung">
      <h2>Ihre Bestellung</h2>
      <ul className="status-page__lines">
        {order.items.map((item) => (
          <li key={item.index}>
            <span className="status-page__line-name">
              {formatNumber(item.amount)} {item.unitShort} {item.name}
              {optionLines(item.parts).map((line) => (
                <small key={line}>{line}</small>
              ))}
            </span>
            <span className="status-page__line-price">{formatMoney(item.total, currency)}</span>
          </li>
        ))}
      </ul>
      <p className="status-page__total">
        <span>Gesamt</span>
        <strong>
          {order.totals.isApproximate ? 'ca. ' : ''}
          {formatMoney(order.totals.totalGross, currency)}
        </strong>
      </p>
      {order.email ? <p>{mailText(order)}</p> : null}
      <p>
        <a href={shop}>Zurück zum Shop</a>
      </p>
    </section>
  );
}
