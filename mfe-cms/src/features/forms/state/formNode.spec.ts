import type { CmsNode } from '@bestellwerk/api-client';
import { FORM_NODE_FIELDS, checkFormSubmission, validateFields } from '@bestellwerk/domain';
import { fieldIdFrom, formNodePayload, newField, toFormNodeValues } from './formNode';

describe('form node editor values', () => {
  it.each([
    ['Ihre E-Mail', [], 'ihre-e-mail'],
    ['Größe (cm)', [], 'groesse-cm'],
    ['Café', [], 'cafe'],
    ['Name', ['name'], 'name-2'],
    ['Name', ['name', 'name-2'], 'name-3'],
    ['!!!', [], 'feld'],
  ])('derives the key of „%s“ (taken %j) as %s', (label, taken, expected) => {
    expect(fieldIdFrom(label, taken)).toBe(expected);
  });

  it('builds a node the server schema accepts and the public form checks against', () => {
    const payload = formNodePayload({
      isPublic: true,
      content: {
        name: ' Rückruf ',
        description: '  ',
        recipient: 'team@example.at',
        fields: [
          { type: 'text', value: { type: 'email', label: 'E-Mail', isRequired: true } },
          {
            type: 'select',
            value: {
              label: 'Anliegen',
              fieldId: 'anliegen',
              description: 'Worum geht es?',
              options: [{ label: ' Reservierung ' }, { label: 'Catering' }],
            },
          },
          { type: 'boolean', value: { type: 'text', label: 'Datenschutz', isRequired: true } },
        ],
      },
    });
    expect(payload.identifier).toBe('rueckruf');
    expect(payload.type).toBe('form');
    expect(payload.content).toEqual({
      name: 'Rückruf',
      description: null,
      recipient: 'team@example.at',
      thankYouMessage: null,
      fields: [
        {
          type: 'text',
          value: {
            type: 'email',
            fieldId: 'e-mail',
            label: 'E-Mail',
            description: null,
            isRequired: true,
          },
        },
        {
          type: 'select',
          value: {
            fieldId: 'anliegen',
            label: 'Anliegen',
            description: 'Worum geht es?',
            isRequired: false,
            options: [{ label: 'Reservierung' }, { label: 'Catering' }],
          },
        },
        // A checkbox has no input kind: the editor's leftover 'text' is not sent.
        {
          type: 'boolean',
          value: {
            fieldId: 'datenschutz',
            label: 'Datenschutz',
            description: null,
            isRequired: true,
          },
        },
      ],
    });
    expect(validateFields(FORM_NODE_FIELDS, payload.content, 'content').errors).toEqual([]);
    const fields = (payload.content as { fields: never[] }).fields;
    expect(checkFormSubmission(fields, { 'e-mail': 'kein-at' }).errors).toEqual([
      '„E-Mail“ muss eine gültige E-Mail-Adresse sein.',
      '„Datenschutz“ muss bestätigt werden.',
    ]);
    expect(
      checkFormSubmission(fields, {
        'e-mail': 'a@example.at',
        anliegen: 'Catering',
        datenschutz: true,
      }).errors,
    ).toEqual([]);
  });

  it('never gives a derived key that a hand-typed key of a later field has', () => {
    const payload = formNodePayload({
      content: {
        name: 'Kontakt',
        fields: [
          { type: 'text', value: { label: 'Name' } },
          { type: 'text', value: { label: 'Vorname', fieldId: 'name' } },
        ],
      },
    });
    const ids = (payload.content as { fields: { value: { fieldId: string } }[] }).fields.map(
      (field) => field.value.fieldId,
    );
    expect(ids).toEqual(['name-2', 'name']);
  });

  it('reports missing labels and options where the editor shows them', () => {
    const payload = formNodePayload({
      content: { name: 'Leer', fields: [newField(), { type: 'select', value: { label: 'Wahl' } }] },
    });
    const paths = validateFields(FORM_NODE_FIELDS, payload.content, 'content').errors.map(
      (error) => error.field,
    );
    expect(paths).toContain('content.fields.0.value.label');
  });

  it('reads a stored node back into the editor unchanged', () => {
    const node = {
      id: 3,
      identifier: 'kontakt',
      type: 'form',
      isPublic: true,
      content: {
        name: 'Kontakt',
        fields: [
          {
            type: 'text',
            value: { type: 'text', fieldId: 'name', label: 'Name', isRequired: true },
          },
        ],
        recipient: 'a@example.at',
      },
    } as unknown as CmsNode;
    const values = toFormNodeValues(node);
    expect(values.identifier).toBe('kontakt');
    expect(formNodePayload(values).content).toEqual({
      name: 'Kontakt',
      description: null,
      thankYouMessage: null,
      recipient: 'a@example.at',
      fields: [
        {
          type: 'text',
          value: {
            type: 'text',
            fieldId: 'name',
            label: 'Name',
            description: null,
            isRequired: true,
          },
        },
      ],
    });
  });
});
