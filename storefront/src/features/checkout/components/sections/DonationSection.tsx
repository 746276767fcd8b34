import type { CheckoutForm } from '../../hooks/useCheckoutForm';
import { Section } from '../CheckoutFields';

/** Checkout 8: the organisation the shop donates to for this order, if donations are on. */
export function DonationSection({ form }: { form: CheckoutForm }) {
  const { donatee, fieldErrors, set, setPicker } = form;
  return (
    <Section title="Spende">
      <p>
        {donatee
          ? `Wir spenden für Ihre Bestellung an: ${donatee.name}`
          : 'Wählen Sie eine Organisation, an die wir für Ihre Bestellung spenden – ohne Mehrkosten für Sie.'}
      </p>
      {fieldErrors.has('donatee') ? (
        <p className="form-error">{fieldErrors.get('donatee')}</p>
      ) : null}
      <div className="appointment__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setPicker('donatee')}
        >
          {donatee ? 'Andere Organisation wählen' : 'Organisation wählen'}
        </button>
        {donatee ? (
          <button type="button" className="link-button" onClick={() => set('donateeId', null)}>
            Keine Spende
          </button>
        ) : null}
      </div>
    </Section>
  );
}
