import type { CheckoutForm } from '../../hooks/useCheckoutForm';
import { Section } from '../CheckoutFields';
import { ConsentCheckbox } from '../ConsentCheckbox';

/** Checkout 10: terms and privacy, each to be accepted. */
export function LegalSection({ form }: { form: CheckoutForm }) {
  const { draft, config, fieldErrors, set } = form;
  return (
    <Section title="Rechtliches">
      <ConsentCheckbox
        name="legalInstructions"
        checked={draft.legalInstructions}
        onChange={(checked) => set('legalInstructions', checked)}
        before="Ich akzeptiere die"
        document="Allgemeinen Geschäftsbedingungen"
        after=""
        text={config.termsAndConditionsText}
        url={config.termsAndConditions}
        invalid={fieldErrors.has('legalInstructions')}
      />
      <ConsentCheckbox
        name="privacyPolicy"
        checked={draft.privacyPolicy}
        onChange={(checked) => set('privacyPolicy', checked)}
        before="Ich habe die"
        document="Datenschutzerklärung"
        after="gelesen und akzeptiere sie."
        text={config.privacyPolicyText}
        url={config.privacyPolicy}
        invalid={fieldErrors.has('privacyPolicy')}
      />
    </Section>
  );
}
