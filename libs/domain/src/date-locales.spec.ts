import { DATE_LOCALE_IDS, dateLocaleOf } from './date-locales';

describe('the supported date locales', () => {
  it('are de, de-at, de-ch, en, fr and it', () => {
    expect(DATE_LOCALE_IDS).toEqual(['de', 'de-at', 'de-ch', 'en', 'fr', 'it']);
  });

  it('take a region or language variant to the supported one and fall back to German', () => {
    expect(dateLocaleOf('de-CH')).toBe('de-ch');
    expect(dateLocaleOf('de_AT')).toBe('de-at');
    expect(dateLocaleOf('en-GB')).toBe('en');
    expect(dateLocaleOf('it-CH')).toBe('it');
    expect(dateLocaleOf('fr')).toBe('fr');
    expect(dateLocaleOf('es')).toBe('de');
    expect(dateLocaleOf(undefined)).toBe('de');
  });
});
