import { normalisePhone, phoneWhileTyping } from '@bestellwerk/domain';
import type { CheckoutForm } from '../../hooks/useCheckoutForm';
import { Field, FlagCheckbox, Section, TextInput } from '../CheckoutFields';

/** Checkout 2: company, name, e-mail and phone (the phone judged when the field is left, §5). */
export function ContactSection({ form }: { form: CheckoutForm }) {
  const { draft, requirements, fieldErrors, shownPhoneProblem, config, set, setPhoneChecked } =
    form;
  return (
    <Section title="Kontaktdaten">
      <FlagCheckbox form={form} field="isCompany" label="Bestellung für eine Firma" />
      {draft.isCompany ? (
        <div className="field-row">
          <TextInput
            form={form}
            field="companyName"
            label="Firmenname"
            required
            autoComplete="organization"
          />
          <TextInput form={form} field="vatNumber" label="UID-Nummer" placeholder="ATU12345678" />
        </div>
      ) : null}
      <div className="field-row">
        <TextInput
          form={form}
          field="firstName"
          label="Vorname"
          required
          autoComplete="given-name"
        />
        <TextInput
          form={form}
          field="lastName"
          label="Nachname"
          required
          autoComplete="family-name"
        />
      </div>
      <TextInput
        form={form}
        field="email"
        label="E-Mail"
        required={requirements.email}
        type="email"
        autoComplete="email"
      />
      <Field
        label="Telefon"
        name="phone"
        required={requirements.phone}
        error={fieldErrors.get('phone') ?? shownPhoneProblem ?? undefined}
        hint={
          config.enablePluginSMS
            ? 'Wir informieren Sie per SMS, sobald sich der Status Ihrer Bestellung ändert.'
            : undefined
        }
      >
        {(id, describedBy) => (
          <input
            id={id}
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+436641234567"
            required={requirements.phone}
            aria-invalid={fieldErrors.has('phone') || !!shownPhoneProblem || undefined}
            aria-describedby={describedBy}
            value={draft.phone}
            onChange={(event) => {
              setPhoneChecked(false);
              set('phone', phoneWhileTyping(event.target.value));
            }}
            onBlur={() => {
              setPhoneChecked(true);
              if (draft.phone) set('phone', normalisePhone(draft.phone));
            }}
          />
        )}
      </Field>
    </Section>
  );
}
