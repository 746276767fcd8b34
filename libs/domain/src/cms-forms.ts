import type { FormFieldDefinition } from './cms-values';
import { phoneError } from './phone';

/** The texts of the public form block (backoffice-api.md §8, §9; storefront.md §2). */
export const FORM_TEXTS = {
  submitting: 'Bitte warten – Ihre Anfrage wird verarbeitet...',
  thankYou: 'Vielen Dank für Ihre Nachricht!',
  errorHeading: 'Bitte prüfen Sie Ihre Eingaben',
  unknownError: 'Ein unbekannter Fehler ist aufgetreten.',
  submit: 'Absenden',
} as const;

/** A checked submission: German errors (empty when valid) and the answers in field order. */
export interface FormCheck {
  errors: string[];
  answers: { fieldId: string; label: string; value: string | boolean | null }[];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_ANSWER = 5000;

/**
 * A public form's body against the form node's fields: the body maps fieldId (or the field's
 * index) to the entered value (backoffice-api.md §7 Public form). Unknown keys are ignored.
 */
export function checkFormSubmission(
  fields: readonly FormFieldDefinition[],
  body: Record<string, unknown>,
): FormCheck {
  const errors: string[] = [];
  const answers: FormCheck['answers'] = [];
  fields.forEach((field, index) => {
    const { fieldId, label, isRequired } = field.value;
    const raw = body[fieldId] !== undefined ? body[fieldId] : body[String(index)];
    if (field.type === 'boolean') {
      if (raw !== undefined && raw !== null && typeof raw !== 'boolean') {
        errors.push(`„${label}“ muss ja oder nein sein.`);
        return;
      }
      if (isRequired && raw !== true) errors.push(`„${label}“ muss bestätigt werden.`);
      answers.push({ fieldId, label, value: raw === true });
      return;
    }
    if (raw !== undefined && raw !== null && typeof raw !== 'string') {
      errors.push(`„${label}“ muss ein Text sein.`);
      return;
    }
    const text = (raw ?? '').trim();
    if (!text) {
      if (isRequired) errors.push(`„${label}“ ist erforderlich.`);
      answers.push({ fieldId, label, value: null });
      return;
    }
    if (text.length > MAX_ANSWER) {
      errors.push(`„${label}“ darf höchstens ${MAX_ANSWER} Zeichen lang sein.`);
      return;
    }
    if (field.type === 'select') {
      const options = (field.value.options ?? []).map((option) => option.label);
      if (!options.includes(text)) {
        errors.push(`„${label}“ muss eine der angebotenen Möglichkeiten sein.`);
        return;
      }
    } else if (field.value.type === 'email' && !EMAIL.test(text)) {
      errors.push(`„${label}“ muss eine gültige E-Mail-Adresse sein.`);
      return;
    } else if (field.value.type === 'phone') {
      const problem = phoneError(text);
      if (problem) {
        errors.push(`„${label}“: ${problem}`);
        return;
      }
    }
    answers.push({ fieldId, label, value: text });
  });
  return { errors, answers };
}
