import { checkFormSubmission, FORM_TEXTS } from './cms-forms';
import type { FormFieldDefinition } from './cms-values';

const FIELDS: FormFieldDefinition[] = [
  { type: 'text', value: { type: 'text', fieldId: 'name', label: 'Name', isRequired: true } },
  { type: 'text', value: { type: 'email', fieldId: 'email', label: 'E-Mail', isRequired: true } },
  { type: 'text', value: { type: 'phone', fieldId: 'phone', label: 'Telefon' } },
  {
    type: 'select',
    value: { fieldId: 'topic', label: 'Thema', options: [{ label: 'Lob' }, { label: 'Frage' }] },
  },
  { type: 'boolean', value: { fieldId: 'privacy', label: 'Datenschutz', isRequired: true } },
];

describe('§7 public form: the server validates, errors as a list of German strings', () => {
  it('keeps the texts of the spec', () => {
    expect(FORM_TEXTS.submitting).toBe('Bitte warten – Ihre Anfrage wird verarbeitet...');
    expect(FORM_TEXTS.thankYou).toBe('Vielen Dank für Ihre Nachricht!');
    expect(FORM_TEXTS.errorHeading).toBe('Bitte prüfen Sie Ihre Eingaben');
  });

  it.each([
    [
      'everything missing',
      {},
      [
        '„Name“ ist erforderlich.',
        '„E-Mail“ ist erforderlich.',
        '„Datenschutz“ muss bestätigt werden.',
      ],
    ],
    [
      'wrong formats',
      { name: 'A', email: 'a@', phone: '0664', topic: 'Spam', privacy: true },
      [
        '„E-Mail“ muss eine gültige E-Mail-Adresse sein.',
        '„Telefon“: Bitte geben Sie eine gültige Nummer im Format +436641234567 an.',
        '„Thema“ muss eine der angebotenen Möglichkeiten sein.',
      ],
    ],
    [
      'wrong types',
      { name: 3, email: 'a@b.at', privacy: 'ja' },
      ['„Name“ muss ein Text sein.', '„Datenschutz“ muss ja oder nein sein.'],
    ],
    ['valid by fieldId', { name: ' Anna ', email: 'a@b.at', topic: 'Frage', privacy: true }, []],
    ['valid by index', { 0: 'Anna', 1: 'a@b.at', 4: true }, []],
  ])('%s', (_name, body, errors) => {
    expect(checkFormSubmission(FIELDS, body as Record<string, unknown>).errors).toEqual(errors);
  });

  it('answers come trimmed in field order', () => {
    const { answers } = checkFormSubmission(FIELDS, {
      name: ' Anna ',
      email: 'a@b.at',
      privacy: true,
    });
    expect(answers.map((answer) => answer.value)).toEqual(['Anna', 'a@b.at', null, null, true]);
  });
});
