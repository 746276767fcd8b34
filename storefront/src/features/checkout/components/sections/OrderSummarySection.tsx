import { PriceSummary } from '../../../cart/components/PriceSummary';
import type { CheckoutForm } from '../../hooks/useCheckoutForm';
import { Section } from '../CheckoutFields';

/** Checkout 6–7: the lines of the order and its prices with VAT. */
export function OrderSummarySection({ form }: { form: CheckoutForm }) {
  const { summary, fieldErrors } = form;
  return (
    <Section title="Ihre Bestellung">
      <ul className={`summary${fieldErrors.has('items') ? ' is-invalid' : ''}`} data-field="items">
        {summary.lines.map((line, index) => (
          <li key={`${line.name}-${index}`}>
            <span>
              {line.amountText} {line.name}
              {line.details ? <small>{line.details}</small> : null}
            </span>
            <span>{line.priceText}</span>
          </li>
        ))}
      </ul>
      <PriceSummary summary={summary} place="checkout" />
    </Section>
  );
}
