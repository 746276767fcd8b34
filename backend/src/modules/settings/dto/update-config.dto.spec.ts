import { ApiError, ApiErrorEntry } from '../../../common/http/api-error';
import { germanValidationPipe } from '../../../common/validation/validation.pipe';
import { UpdateConfigDto } from './update-config.dto';

async function errorsFor(body: object): Promise<ApiErrorEntry[]> {
  try {
    await germanValidationPipe().transform(body, { type: 'body', metatype: UpdateConfigDto });
    return [];
  } catch (error) {
    if (error instanceof ApiError) return error.errors;
    throw error;
  }
}

describe('POST /api/config input', () => {
  it('takes any subset of the configuration', async () => {
    expect(
      await errorsFor({
        shopName: 'Café Rosmarin',
        currency: 'CHF',
        defaultDeliveryMethod: 'dine-in',
        website: 'https://cafe-rosmarin.example.at',
        privacyPolicy: '',
        mapboxBearing: -85.5,
        themeColor: '#000000',
        enablePluginMollie: true,
        googleTagManagerId: 'GTM-ABC1234',
        metaPixelId: '1234567890123456',
        dateLocale: 'de-ch',
      }),
    ).toEqual([]);
    expect(await errorsFor({ googleTagManagerId: '', metaPixelId: '' })).toEqual([]);
    expect(await errorsFor({})).toEqual([]);
  });

  it('refuses unknown keys', async () => {
    expect(await errorsFor({ enablePluginTeleport: true })).toEqual([
      { field: 'enablePluginTeleport', message: '„enablePluginTeleport“ ist hier nicht erlaubt.' },
    ]);
  });

  it('explains every invalid value in German', async () => {
    const errors = await errorsFor({
      currency: 'Euro',
      defaultDeliveryMethod: 'drone',
      website: 'cafe-rosmarin',
      mapboxZoom: 23,
      themeColor: 'green',
      enableCash: 'ja',
      shopName: null,
      googleTagManagerId: 'UA-12345',
      metaPixelId: 'pixel',
      dateLocale: 'es',
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        {
          field: 'currency',
          message: '„Währung“ muss ein Währungscode nach ISO 4217 sein (z. B. EUR).',
        },
        {
          field: 'defaultDeliveryMethod',
          message:
            '„Standard-Bestellart“ muss einer der folgenden Werte sein: takeaway, delivery, dine-in.',
        },
        {
          field: 'website',
          message: '„Website“ muss eine gültige URL sein (z. B. https://example.at).',
        },
        { field: 'mapboxZoom', message: '„Karten-Zoom“ darf höchstens 22 sein.' },
        { field: 'themeColor', message: '„Designfarbe“ muss eine Farbe im Format #RRGGBB sein.' },
        { field: 'enableCash', message: '„Barzahlung“ muss ja oder nein sein.' },
        { field: 'shopName', message: '„Shopname“ muss ein Text sein.' },
        {
          field: 'googleTagManagerId',
          message: '„Google-Tag-Manager-ID“ muss leer sein oder die Form GTM-ABC1234 haben.',
        },
        {
          field: 'metaPixelId',
          message: '„Meta-Pixel-ID“ muss leer sein oder die Form 1234567890123456 haben.',
        },
        {
          field: 'dateLocale',
          message:
            '„Kalendersprache“ muss einer der folgenden Werte sein: de, de-at, de-ch, en, fr, it.',
        },
      ]),
    );
  });
});
