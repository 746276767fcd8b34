import { consentText } from './consent';

describe('the cookie banner names only what is switched on', () => {
  const none: Parameters<typeof consentText>[0] = {
    googleTagManagerId: '',
    metaPixelId: '',
    enablePluginMapbox: false,
    enablePluginHomePage: true,
  };
  it.each([
    ['nothing configured: only the own statistics', {}, 'unsere eigene Besuchsstatistik'],
    ['a blank id counts as none', { googleTagManagerId: '  ' }, 'unsere eigene Besuchsstatistik'],
    [
      'Google Tag Manager',
      { googleTagManagerId: 'GTM-1' },
      'unsere eigene Besuchsstatistik und Google Tag Manager',
    ],
    [
      'everything',
      { googleTagManagerId: 'GTM-1', metaPixelId: '42', enablePluginMapbox: true },
      'unsere eigene Besuchsstatistik, Google Tag Manager, das Meta-Pixel (Facebook) und die Karte (Mapbox)',
    ],
    [
      'the map plugin without the home page that shows it',
      { enablePluginMapbox: true, enablePluginHomePage: false },
      'unsere eigene Besuchsstatistik',
    ],
  ])('%s', (_, config: Partial<Parameters<typeof consentText>[0]>, purposes) => {
    expect(consentText({ ...none, ...config })).toBe(
      `Mit Ihrer Zustimmung verwenden wir Cookies für ${purposes}.`,
    );
  });
});
