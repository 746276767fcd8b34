import { ValidationPipe } from '@nestjs/common';
import { ApiError, ApiErrorEntry } from '../../../common/http/api-error';
import { germanValidationPipe } from '../../../common/validation/validation.pipe';
import { CreateBranchDto, UpdateBranchDto } from './branch.dto';

/** Runs a body through the same pipe the API uses and returns its German errors. */
async function errorsFor(
  type: typeof CreateBranchDto | typeof UpdateBranchDto,
  body: object,
): Promise<ApiErrorEntry[]> {
  const pipe: ValidationPipe = germanValidationPipe();
  try {
    await pipe.transform(body, { type: 'body', metatype: type });
    return [];
  } catch (error) {
    if (error instanceof ApiError) return error.errors;
    throw error;
  }
}

/** The message a form shows for each field: the first one reported for it. */
function firstPerField(errors: ApiErrorEntry[]): Record<string, string> {
  const first: Record<string, string> = {};
  for (const { field, message } of errors) if (field && !(field in first)) first[field] = message;
  return first;
}

describe('branch input', () => {
  it('needs an identifier and a name, reported as required first', async () => {
    expect(firstPerField(await errorsFor(CreateBranchDto, {}))).toEqual({
      identifier: '„Kennung“ ist erforderlich.',
      name: '„Name“ ist erforderlich.',
    });
  });

  it('takes the full storefront shape', async () => {
    const errors = await errorsFor(CreateBranchDto, {
      identifier: 'graz-lend',
      name: 'Graz Lend',
      division: { id: 1 },
      country: 'AT',
      timezone: 'Europe/Vienna',
      email: 'lend@example.at',
      phone: '+43 316 123456',
      latitude: 47.07,
      longitude: 15.43,
      tags: [{ id: 1 }],
      images: [],
      logo: null,
      openingHours: [{ type: 'daily', from: '08:00', to: '18:00' }],
      deliveryHours: [],
      deliveryAreas: [
        { area: '8020 Lend', price: 2.5, tax: 20, freeFromOrderValue: 30, minimumOrderValue: null },
      ],
      orderableFrom: '07:30',
      isDeliveryEnabled: true,
      isDatatransEnabled: false,
    });
    expect(errors).toEqual([]);
  });

  it('explains money with more than two decimals, a tax above 100 and a missing area name', async () => {
    const errors = await errorsFor(UpdateBranchDto, {
      deliveryAreas: [{ price: 2.555, tax: 120, minimumOrderValue: -1 }],
    });
    expect(errors).toEqual([
      { field: 'deliveryAreas.0.area', message: '„Liefergebiet“ ist erforderlich.' },
      { field: 'deliveryAreas.0.area', message: '„Liefergebiet“ muss ein Text sein.' },
      {
        field: 'deliveryAreas.0.area',
        message: '„Liefergebiet“ darf höchstens 255 Zeichen lang sein.',
      },
      {
        field: 'deliveryAreas.0.price',
        message: '„Preis“ muss ein Betrag mit höchstens zwei Nachkommastellen sein.',
      },
      { field: 'deliveryAreas.0.tax', message: '„Steuersatz“ darf höchstens 100 sein.' },
      {
        field: 'deliveryAreas.0.minimumOrderValue',
        message: '„Mindestbestellwert“ muss mindestens 0 sein.',
      },
    ]);
  });

  it('names an unknown time zone and country in German', async () => {
    const errors = await errorsFor(UpdateBranchDto, { timezone: 'Mars/Olympus', country: 'FR' });
    expect(errors).toHaveLength(2);
    expect(errors).toEqual(
      expect.arrayContaining([
        {
          field: 'country',
          message: '„Land“ muss einer der folgenden Werte sein: DE, LI, AT, CH.',
        },
        {
          field: 'timezone',
          message: '„Zeitzone“ muss eine gültige IANA-Zeitzone sein (z. B. Europe/Vienna).',
        },
      ]),
    );
  });

  it('clears e-mail and phone with an empty string but refuses null for NOT NULL fields', async () => {
    expect(
      await errorsFor(UpdateBranchDto, { email: '', phone: '', division: null, logo: null }),
    ).toEqual([]);
    const errors = await errorsFor(UpdateBranchDto, { name: null, street: null, tags: null });
    expect(firstPerField(errors)).toEqual({
      name: '„Name“ ist erforderlich.',
      street: '„Straße“ muss ein Text sein.',
      tags: '„Tags“ muss eine Liste sein.',
    });
  });

  it('refuses fields the branch does not have', async () => {
    expect(await errorsFor(UpdateBranchDto, { createdAt: '2026-01-01' })).toEqual([
      { field: 'createdAt', message: '„createdAt“ ist hier nicht erlaubt.' },
    ]);
  });
});
