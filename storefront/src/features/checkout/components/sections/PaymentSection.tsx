import { PAYMENT_METHOD_LABELS } from '@bestellwerk/domain';
import type { CheckoutForm } from '../../hooks/useCheckoutForm';
import { Section } from '../CheckoutFields';

/** Checkout 9: the payment methods the shop and branch offer. */
export function PaymentSection({ form }: { form: CheckoutForm }) {
  const { methods, paymentMethod, fieldErrors, set } = form;
  return (
    <Section title="Zahlungsart">
      <fieldset
        className={`payment${fieldErrors.has('paymentMethod') ? ' is-invalid' : ''}`}
        data-field="paymentMethod"
      >
        <legend className="visually-hidden">Zahlungsart</legend>
        {methods.map((method) => (
          <label key={method} className="check">
            <input
              type="radio"
              name="paymentMethod"
              checked={paymentMethod === method}
              onChange={() => set('paymentMethod', method)}
            />
            {PAYMENT_METHOD_LABELS[method]}
          </label>
        ))}
        {fieldErrors.has('paymentMethod') ? (
          <p className="form-error">{fieldErrors.get('paymentMethod')}</p>
        ) : null}
      </fieldset>
    </Section>
  );
}
