import { normalisePairingCode } from './deviceForm';

describe('the pairing code as typed', () => {
  it('is read in capitals without spaces or dashes, at most six characters', () => {
    expect(normalisePairingCode('ab3-k 9z')).toBe('AB3K9Z');
    expect(normalisePairingCode('  q7 ')).toBe('Q7');
    expect(normalisePairingCode('ABCDEFGH')).toBe('ABCDEF');
  });
});
