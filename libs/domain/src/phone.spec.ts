import {
  PHONE_FORMAT_MESSAGE,
  isValidPhone,
  normalisePhone,
  phoneError,
  phoneWhileTyping,
} from './phone';

describe('§5 phone numbers', () => {
  it.each([
    ['+43 664 123-45/67', '+43 664 1234567'],
    ['(0664) 12 34', '0664 12 34'],
    ['abc', ''],
  ])('"while typing only digits, plus and spaces are kept": %s → %s', (typed, kept) => {
    expect(phoneWhileTyping(typed)).toBe(kept);
  });

  it.each([
    ['+43 664 1234567', '+436641234567'],
    ['0043 664 1234567', '+436641234567'],
    ['0664 1234567', '06641234567'],
    ['+49 (30) 123', '+4930123'],
    ['00', '+'],
  ])('"on change only plus and digits, and a leading 00 becomes +": %s → %s', (input, output) => {
    expect(normalisePhone(input)).toBe(output);
  });

  it.each([
    ['+436641234567', true],
    ['0043 664 1234567', true],
    ['06641234567', false],
    ['436641234567', false],
  ])('"A number not starting with + shows" the message: %s valid %s', (input, valid) => {
    expect(isValidPhone(input)).toBe(valid);
    expect(phoneError(input)).toBe(valid ? null : PHONE_FORMAT_MESSAGE);
  });

  it("the message is the spec's, and an empty number is left to the required check", () => {
    expect(PHONE_FORMAT_MESSAGE).toBe(
      'Bitte geben Sie eine gültige Nummer im Format +436641234567 an.',
    );
    expect(phoneError('')).toBeNull();
    expect(phoneError(null)).toBeNull();
  });
});
