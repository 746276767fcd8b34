import {
  FILE_EXTENSIONS,
  IMAGE_EXTENSIONS,
  acceptAttribute,
  acceptsMultiple,
  canGoToNextStep,
  cartToggleText,
  emptyParts,
  isAcceptedFile,
  isCartItemValid,
  isPartValid,
  optionLines,
  toggleOption,
  uploadFailedText,
} from './cart';
import { ConfigPart, ConfigPartType, PartValue } from './pricing';

const part = (type: ConfigPartType, optional = false): ConfigPart => ({
  name: type,
  type,
  optional,
  options:
    type === 'select' || type === 'multiselect'
      ? [
          { name: 'A', modifier: 'add', value: 0 },
          { name: 'B', modifier: 'add', value: 1 },
        ]
      : [],
});

describe('§5 required parts (optional=false)', () => {
  it.each([
    ['select', null, false],
    ['select', 'A', true],
    ['select', 'Z', false],
    ['select', ['A'], false],
    ['multiselect', [], false],
    ['multiselect', null, false],
    ['multiselect', ['A', 'B'], true],
    ['multiselect', ['A', 'Z'], false],
    ['file', [], false],
    ['file', ['17'], true],
    ['file', ['17', '18'], false],
    ['files', ['17', '18'], true],
    ['image', [], false],
    ['image', ['3'], true],
    ['images', [], false],
    ['images', ['3', '4'], true],
    ['images', '3', false],
    ['text', null, false],
    ['text', '', false],
    ['text', '   ', false],
    ['text', 'ohne Zwiebel', true],
    ['textarea', '', false],
    ['textarea', 'Bitte läuten', true],
  ] as [ConfigPartType, PartValue, boolean][])('%s with %j is valid: %s', (type, value, valid) => {
    expect(isPartValid(part(type), value)).toBe(valid);
  });
});

describe('optional parts may stay empty', () => {
  it.each([
    ['select', null, true],
    ['multiselect', [], true],
    ['files', [], true],
    ['images', null, true],
    ['text', '', true],
    ['select', 'Z', false], // a choice must still exist
  ] as [ConfigPartType, PartValue, boolean][])('%s with %j is valid: %s', (type, value, valid) => {
    expect(isPartValid(part(type, true), value)).toBe(valid);
  });
});

describe('§5 "Cart item validity: amount > 0 and, for configurable products, every part valid"', () => {
  const configurable = { config: { parts: [part('select'), part('text', true), part('images')] } };
  it.each([
    [1, ['A', null, ['5']], true],
    [0, ['A', null, ['5']], false],
    [-1, ['A', null, ['5']], false],
    [1, [null, null, ['5']], false],
    [1, ['A', null, []], false],
    [1, ['A'], false], // missing values count as empty
  ] as [number, PartValue[], boolean][])('amount %d with parts %j: %s', (amount, parts, valid) => {
    expect(isCartItemValid(configurable, { amount, parts })).toBe(valid);
  });

  it('a simple product needs only a positive amount', () => {
    expect(isCartItemValid({}, { amount: 0.5 })).toBe(true);
    expect(isCartItemValid({ config: null }, { amount: 0 })).toBe(false);
  });
});

describe('§5 step by step: "next" only when the current step is valid and not the last', () => {
  const product = {
    isStepByStep: true,
    config: { parts: [part('select'), part('text'), part('files')] },
  };
  it.each([
    [0, ['A', null, []], true],
    [0, [null, null, []], false],
    [1, ['A', 'x', []], true],
    [1, ['A', '', []], false],
    [2, ['A', 'x', ['1']], false], // the last step: 'Zum Warenkorb hinzufügen' instead
    [3, ['A', 'x', ['1']], false],
  ] as [number, PartValue[], boolean][])('step %i with %j: %s', (step, parts, next) => {
    expect(canGoToNextStep(product, { parts }, step)).toBe(next);
  });
});

describe('§4 "A select step toggles its option off only when the part is optional; a multiselect toggles each option"', () => {
  it.each([
    [false, null, 'A', 'A'],
    [false, 'A', 'A', 'A'],
    [false, 'A', 'B', 'B'],
    [true, 'A', 'A', null],
    [true, 'A', 'B', 'B'],
    [true, null, 'A', 'A'],
  ])('select (optional %s): %p + %s → %p', (optional, current, option, result) => {
    expect(toggleOption(part('select', optional), current, option)).toBe(result);
  });

  it('multiselect adds and removes each option', () => {
    const multi = part('multiselect');
    expect(toggleOption(multi, [], 'A')).toEqual(['A']);
    expect(toggleOption(multi, ['A'], 'B')).toEqual(['A', 'B']);
    expect(toggleOption(multi, ['A', 'B'], 'A')).toEqual(['B']);
    expect(toggleOption(multi, null, 'B')).toEqual(['B']);
  });

  it('a new item starts with empty values of the right shape', () => {
    expect(
      emptyParts({
        config: { parts: [part('select'), part('multiselect'), part('images'), part('text')] },
      }),
    ).toEqual([null, [], [], null]);
  });
});

describe('§5 uploads', () => {
  it('image steps accept .jpg, .jpeg, .png, .gif', () => {
    expect(IMAGE_EXTENSIONS).toEqual(['jpg', 'jpeg', 'png', 'gif']);
    expect(acceptAttribute('image')).toBe('.jpg,.jpeg,.png,.gif');
  });

  it('other steps accept the document list', () => {
    expect(FILE_EXTENSIONS).toEqual([
      'txt',
      'csv',
      'gif',
      'jpg',
      'jpeg',
      'png',
      'svg',
      'mp4',
      'mpeg',
      'webm',
      'zip',
      'pdf',
      'doc',
      'docx',
      'xls',
      'xlsx',
      'ppt',
      'pptx',
    ]);
  });

  it.each([
    ['image', 'Foto.JPG', true],
    ['images', 'scan.pdf', false],
    ['file', 'scan.pdf', true],
    ['files', 'logo.svg', true],
    ['file', 'setup.exe', false],
    ['file', 'README', false],
  ] as [ConfigPartType, string, boolean][])('%s accepts %s: %s', (type, name, accepted) => {
    expect(isAcceptedFile(type, name)).toBe(accepted);
  });

  it.each([
    ['images', true],
    ['files', true],
    ['image', false],
    ['file', false],
    ['multiselect', false],
  ] as [ConfigPartType, boolean][])(
    '"Multiple files only for images and files": %s → %s',
    (type, multiple) => {
      expect(acceptsMultiple(type)).toBe(multiple);
    },
  );

  it('the upload failure alert', () => {
    expect(uploadFailedText('menu.pdf')).toBe(
      'Die ausgewählte Datei "menu.pdf" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.',
    );
  });
});

describe('cart toggle', () => {
  it.each([
    [0, false, 'Keine Produkte im Warenkorb'],
    [1, false, '1 Produkt im Warenkorb'],
    [3, false, '3 Produkte im Warenkorb'],
    [2.5, false, '2,5 Produkte im Warenkorb'],
    [3, true, 'Warenkorb ausblenden'],
  ])('%d items (shown %s): %s', (count, shown, text) => {
    expect(cartToggleText(count, shown)).toBe(text);
  });

  it.each([
    [1, false, '4,50 €', '1 Produkt im Warenkorb · 4,50 €'],
    [3, false, 'ca. 12,50 €', '3 Produkte im Warenkorb · ca. 12,50 €'],
    [0, false, '0,00 €', 'Keine Produkte im Warenkorb'],
    [3, true, '12,50 €', 'Warenkorb ausblenden'],
  ])('with the total: %d items (shown %s, %s) read %s', (count, shown, total, text) => {
    expect(cartToggleText(count, shown, total)).toBe(text);
  });
});

describe('the options of an order line', () => {
  it('reads „Name: Wert, Wert“ per part and leaves out empty parts', () => {
    expect(
      optionLines([
        { name: 'Heißgetränk', values: ['Heiße Schokolade'] },
        { name: 'Extras', values: ['Ei', 'Speck'] },
        { name: 'Wunsch', values: [] },
      ]),
    ).toEqual(['Heißgetränk: Heiße Schokolade', 'Extras: Ei, Speck']);
  });
});
