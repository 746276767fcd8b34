import type { CheckoutForm } from '../../hooks/useCheckoutForm';
import { Field, Section } from '../CheckoutFields';

/** Checkout 5: the customer's note to the shop. */
export function CommentSection({ form }: { form: CheckoutForm }) {
  const { draft, fieldErrors, set } = form;
  return (
    <Section title="Anmerkungen">
      <Field label="Anmerkung zur Bestellung" name="comment" error={fieldErrors.get('comment')}>
        {(id, describedBy) => (
          <textarea
            id={id}
            rows={3}
            maxLength={2000}
            aria-describedby={describedBy}
            value={draft.comment}
            onChange={(event) => set('comment', event.target.value)}
          />
        )}
      </Field>
    </Section>
  );
}
