import { streamLabel } from './streamLabel';

describe('a stream is named with its branch', () => {
  it('„Streamname – Filiale“, „alle Filialen“ without one', () => {
    expect(streamLabel({ name: 'Laufschrift', branch: { name: 'Graz Hauptplatz' } })).toBe(
      'Laufschrift – Graz Hauptplatz',
    );
    expect(streamLabel({ name: 'Uhr', branch: null })).toBe('Uhr – alle Filialen');
  });
});
