import {
  absoluteUrl,
  accessStatus,
  branchTerminalUrl,
  randomPin,
  terminalKeyName,
} from './terminal';

describe('the terminal addresses', () => {
  it('puts the path the API answers on this host', () => {
    expect(absoluteUrl('https://backoffice.example.at', '/api/time-tracking/abc/mara')).toBe(
      'https://backoffice.example.at/api/time-tracking/abc/mara',
    );
    expect(absoluteUrl('https://backoffice.example.at/', 'api/x')).toBe(
      'https://backoffice.example.at/api/x',
    );
  });

  it('builds the branch terminal from the branch and its key, the key escaped', () => {
    expect(branchTerminalUrl('https://b.example.at', 4, 'k/y+1')).toBe(
      'https://b.example.at/api/time-tracking-terminal/4/k%2Fy%2B1',
    );
  });

  it('names a new branch key after the terminal and the branch', () => {
    expect(terminalKeyName('Graz Hauptplatz')).toBe('Stempel-Terminal Graz Hauptplatz');
  });

  it('says whether an access still opens its terminal', () => {
    expect(accessStatus({ revokedAt: null })).toBe('aktiv');
    expect(accessStatus({ revokedAt: '2026-11-01T10:00:00Z' })).toBe('widerrufen');
  });
});

describe('a new PIN', () => {
  it('has six digits the server takes', () => {
    const values = [0, 0.15, 0.999999, 0.5, 0.42, 0.07];
    const pin = randomPin(() => values.shift()!);
    expect(pin).toBe('019540');
    // SetPinDto: 4 to 8 digits.
    expect(pin).toMatch(/^\d{4,8}$/);
  });

  it('never writes more than one digit for a value at the top of the range', () => {
    expect(randomPin(() => 0.9999999999, 4)).toBe('9999');
  });
});
