import { useState, type FormEvent } from 'react';
import { trackFormSubmission } from '../../../shared/analytics';
import type { FormNodeContent } from '@bestellwerk/domain';
import { FORM_TEXTS, submitForm } from '../state/form';

type Status =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string | null }
  | { kind: 'refused'; errors: string[] };

/** The analytics event's label of a sent form. */
export const FORM_SENT_LABEL = 'Formular gesendet';

const INPUT_TYPES = { text: 'text', phone: 'tel', email: 'email' } as const;

/**
 * The form block (storefront.md §2, backoffice-api.md §3 Form node, §7, §8, §9): required
 * fields with an asterisk, the server validates; while sending 'Bitte warten – Ihre Anfrage
 * wird verarbeitet...', then the thank-you message (or 'Vielen Dank für Ihre Nachricht!'),
 * or 'Bitte prüfen Sie Ihre Eingaben' with the server's errors.
 */
export function FormBlock({ formId, content }: { formId: number; content: FormNodeContent }) {
  const fields = content.fields;
  const [values, setValues] = useState<Record<string, string | boolean>>({});
  const [status, setStatus] = useState<Status>({ kind: 'editing' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus({ kind: 'sending' });
    const answer = await submitForm(formId, values);
    if (answer.ok)
      trackFormSubmission({
        name: content.name || `Formular ${formId}`,
        label: FORM_SENT_LABEL,
        payload: { formId, path: window.location.pathname },
      });
    setStatus(
      answer.ok
        ? { kind: 'sent', message: answer.thankYouMessage }
        : { kind: 'refused', errors: answer.errors },
    );
  };

  if (status.kind === 'sent') {
    return (
      <section className="cms-form" aria-live="polite">
        {status.message ? (
          <div
            className="cms-form-thanks cms-rich-text"
            dangerouslySetInnerHTML={{ __html: status.message }}
          />
        ) : (
          <p className="cms-form-thanks">{FORM_TEXTS.thankYou}</p>
        )}
      </section>
    );
  }

  const set = (fieldId: string, value: string | boolean) =>
    setValues((current) => ({ ...current, [fieldId]: value }));
  const sending = status.kind === 'sending';

  return (
    <section className="cms-form">
      {content.name ? <h2>{content.name}</h2> : null}
      {content.description ? (
        <div className="cms-rich-text" dangerouslySetInnerHTML={{ __html: content.description }} />
      ) : null}
      {status.kind === 'refused' ? (
        <div className="cms-form-errors" role="alert">
          <h3>{FORM_TEXTS.errorHeading}</h3>
          <ul>
            {status.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <form onSubmit={(event) => void submit(event)} noValidate aria-busy={sending}>
        {fields.map((field) => {
          const { fieldId, label, description, hasMaxWidth } = field.value;
          const isRequired = field.value.isRequired === true;
          const id = `form-${formId}-${fieldId}`;
          const mark = isRequired ? <span aria-hidden="true"> *</span> : null;
          const className = `cms-form-field${hasMaxWidth ? ' is-wide' : ''}`;
          if (field.type === 'boolean') {
            return (
              <div key={fieldId} className={`${className} is-checkbox`}>
                <input
                  id={id}
                  type="checkbox"
                  checked={values[fieldId] === true}
                  required={isRequired}
                  onChange={(event) => set(fieldId, event.target.checked)}
                />
                <label htmlFor={id}>
                  {label}
                  {mark}
                </label>
              </div>
            );
          }
          const value = typeof values[fieldId] === 'string' ? (values[fieldId] as string) : '';
          return (
            <div key={fieldId} className={className}>
              <label htmlFor={id}>
                {label}
                {mark}
              </label>
              {field.type === 'select' ? (
                <select
                  id={id}
                  value={value}
                  required={isRequired}
                  onChange={(event) => set(fieldId, event.target.value)}
                >
                  <option value="">Bitte wählen</option>
                  {(field.value.options ?? []).map((option) => (
                    <option key={option.label} value={option.label}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : field.value.type === 'textarea' ? (
                <textarea
                  id={id}
                  rows={6}
                  value={value}
                  required={isRequired}
                  onChange={(event) => set(fieldId, event.target.value)}
                />
              ) : (
                <input
                  id={id}
                  type={INPUT_TYPES[field.value.type ?? 'text'] ?? 'text'}
                  value={value}
                  required={isRequired}
                  autoComplete={
                    field.value.type === 'email'
                      ? 'email'
                      : field.value.type === 'phone'
                        ? 'tel'
                        : undefined
                  }
                  onChange={(event) => set(fieldId, event.target.value)}
                />
              )}
              {description ? (
                <div
                  className="cms-form-hint cms-rich-text"
                  dangerouslySetInnerHTML={{ __html: description }}
                />
              ) : null}
            </div>
          );
        })}
        <button type="submit" className="button" disabled={sending}>
          {FORM_TEXTS.submit}
        </button>
        {sending ? (
          <p className="cms-form-sending" role="status">
            {FORM_TEXTS.submitting}
          </p>
        ) : null}
      </form>
    </section>
  );
}
