import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { translateValidationErrors } from '../../../common/validation/german-messages';
import { AlternativeUnitDto, ConfigPartDto, ProductConfigDto } from './product-config.dto';

function messagesFor<T extends object>(type: new () => T, plain: object) {
  return translateValidationErrors(validateSync(plainToInstance(type, plain)));
}

describe('a config part', () => {
  it('of type select or multiselect needs an option', () => {
    expect(messagesFor(ConfigPartDto, { name: 'Sorte', type: 'select' })).toEqual([
      { field: 'options', message: 'Ein Auswahlfeld braucht mindestens eine Option („Optionen“).' },
    ]);
    expect(
      messagesFor(ConfigPartDto, {
        name: 'Extras',
        type: 'multiselect',
        options: [{ name: 'Ei' }],
      }),
    ).toEqual([]);
  });

  it('of another type has no options', () => {
    expect(messagesFor(ConfigPartDto, { name: 'Aufschrift', type: 'text' })).toEqual([]);
    expect(
      messagesFor(ConfigPartDto, { name: 'Foto', type: 'image', options: [{ name: 'A' }] }),
    ).toEqual([
      { field: 'options', message: '„Optionen“ sind nur bei Auswahl und Mehrfachauswahl möglich.' },
    ]);
  });

  it('names each option once, ignoring case and spaces', () => {
    expect(
      messagesFor(ConfigPartDto, {
        name: 'Größe',
        type: 'select',
        options: [{ name: 'Groß' }, { name: ' groß' }],
      }),
    ).toEqual([
      {
        field: 'options',
        message: 'Die Option „ groß“ ist mehrfach angegeben; Namen müssen eindeutig sein.',
      },
    ]);
  });

  it('takes option values as money: not negative, at most two decimals', () => {
    const fields = messagesFor(ConfigPartDto, {
      name: 'Größe',
      type: 'select',
      options: [
        { name: 'A', value: 1.005 },
        { name: 'B', value: -1 },
        { name: 'C', modifier: 'multiply', value: 1 },
      ],
    });
    expect(fields).toEqual([
      {
        field: 'options.0.value',
        message: '„Betrag“ muss ein Betrag mit höchstens zwei Nachkommastellen sein.',
      },
      { field: 'options.1.value', message: '„Betrag“ muss mindestens 0 sein.' },
      {
        field: 'options.2.modifier',
        message: '„Preisänderung“ muss einer der folgenden Werte sein: add, subtract, overwrite.',
      },
    ]);
  });
});

describe('the parts of a product', () => {
  it('have distinct names', () => {
    expect(
      messagesFor(ProductConfigDto, {
        parts: [
          { name: 'Wunsch', type: 'text' },
          { name: 'wunsch', type: 'textarea' },
        ],
      }),
    ).toEqual([
      {
        field: 'parts',
        message: 'Das Feld „wunsch“ ist mehrfach angegeben; Namen müssen eindeutig sein.',
      },
    ]);
  });
});

describe('an alternative unit', () => {
  it('is a known unit with a positive ratio and a maximum not below its minimum', () => {
    expect(messagesFor(AlternativeUnitDto, { unit: 'gram', ratio: 1000 })).toEqual([]);
    expect(
      messagesFor(AlternativeUnitDto, {
        unit: 'handful',
        ratio: -2,
        minimumQuantity: 3,
        maximumQuantity: 2,
        quantityStepSize: 0.0001,
      }),
    ).toEqual([
      {
        field: 'unit',
        message: '„Einheit“ muss eine bekannte Einheit sein (z. B. piece, kilogram, liter).',
      },
      { field: 'ratio', message: '„Umrechnungsfaktor“ muss größer als 0 sein.' },
      {
        field: 'maximumQuantity',
        message: '„Höchstmenge“ darf nicht kleiner als „Mindestmenge“ sein.',
      },
      {
        field: 'quantityStepSize',
        message: '„Mengenschritt“ muss eine Zahl mit höchstens drei Nachkommastellen sein.',
      },
    ]);
  });
});
