import { COUNTRIES, COUNTRY_NAMES } from '@bestellwerk/domain';
import type { ReactNode } from 'react';
import type { OrderDraft } from '../state/draft';
import type { CheckoutForm } from '../hooks/useCheckoutForm';

/** The checkout's building blocks: a titled section, a labelled field, and the inputs bound to the draft. */

type TextField = {
  [K in keyof OrderDraft]: OrderDraft[K] extends string ? K : never;
}[keyof OrderDraft];
type FlagField = 'isCompany' | 'isDeliveryAddressDifferent' | 'isDeliveryCompany';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="checkout__section">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** A labelled input with its hint and its error, wired for screen readers. */
export function Field({
  label,
  name,
  required,
  error,
  hint,
  children,
}: {
  label: string;
  name: string;
  required?: boolean;
  error?: string;
  hint?: string;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = `checkout-${name}`;
  const describedBy =
    [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={`field${error ? ' is-invalid' : ''}`} data-field={name}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children(id, describedBy)}
      {hint ? (
        <small className="field__hint" id={`${id}-hint`}>
          {hint}
        </small>
      ) : null}
      {error ? (
        <small className="form-error" id={`${id}-error`}>
          {error}
        </small>
      ) : null}
    </div>
  );
}

interface InputOptions {
  required?: boolean;
  placeholder?: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
}

/** A text field of the draft, with the server's error under it. */
export function TextInput({
  form,
  field,
  label,
  ...options
}: { form: CheckoutForm; field: TextField; label: string } & InputOptions) {
  const { fieldErrors, draft, set } = form;
  return (
    <Field label={label} required={options.required} error={fieldErrors.get(field)} name={field}>
      {(id, describedBy) => (
        <input
          id={id}
          name={field}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          inputMode={options.inputMode}
          placeholder={options.placeholder}
          required={options.required}
          aria-invalid={fieldErrors.has(field) || undefined}
          aria-describedby={describedBy}
          value={draft[field] as string}
          onChange={(event) => set(field, event.target.value)}
        />
      )}
    </Field>
  );
}

/** A yes/no choice of the draft. */
export function FlagCheckbox({
  form,
  field,
  label,
}: {
  form: CheckoutForm;
  field: FlagField;
  label: string;
}) {
  return (
    <label className="check">
      <input
        type="checkbox"
        name={field}
        checked={form.draft[field]}
        onChange={(event) => form.set(field, event.target.checked)}
      />
      {label}
    </label>
  );
}

/** The country of the customer's or the delivery address. */
export function CountrySelect({
  form,
  field,
}: {
  form: CheckoutForm;
  field: 'country' | 'deliveryCountry';
}) {
  const { fieldErrors, draft, set } = form;
  return (
    <Field label="Land" name={field} required error={fieldErrors.get(field)}>
      {(id, describedBy) => (
        <select
          id={id}
          name={field}
          required
          aria-invalid={fieldErrors.has(field) || undefined}
          aria-describedby={describedBy}
          value={draft[field]}
          onChange={(event) => set(field, event.target.value as OrderDraft['country'])}
        >
          {COUNTRIES.map((country) => (
            <option key={country} value={country}>
              {COUNTRY_NAMES[country]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
