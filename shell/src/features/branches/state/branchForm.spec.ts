import type { Branch } from '@bestellwerk/api-client';
import { tabOfField, toBranchPayload, toBranchValues } from './branchForm';

describe('the branch form', () => {
  it('holds the division and the tags as ids and sends them back as references', () => {
    const values = toBranchValues({
      id: 3,
      name: 'Graz',
      division: { id: 2, name: 'Gastro' },
      tags: [
        { id: 7, name: 'vegan' },
        { id: 9, name: 'bio' },
      ],
    } as Branch);
    expect(values).toMatchObject({ name: 'Graz', division: 2, tags: [7, 9] });
    expect(values).not.toHaveProperty('id');
    expect(toBranchPayload(values)).toMatchObject({
      division: { id: 2 },
      tags: [{ id: 7 }, { id: 9 }],
    });
    expect(toBranchPayload({ division: null, tags: [] })).toEqual({ division: null, tags: [] });
  });

  it('trims texts, sends emptied optional texts and numbers as null, required texts as ""', () => {
    expect(
      toBranchPayload({
        name: '  Graz Hauptplatz ',
        phone: null as unknown as string,
        description: '   ',
        orderableFrom: '',
        closedMessage: ' Heute geschlossen ',
        latitude: undefined,
        maxOrdersPerSlot: null,
        isCashEnabled: false,
      }),
    ).toEqual({
      name: 'Graz Hauptplatz',
      phone: '',
      description: null,
      orderableFrom: null,
      closedMessage: 'Heute geschlossen',
      latitude: null,
      maxOrdersPerSlot: null,
      isCashEnabled: false,
    });
  });

  it('leaves out what the form does not hold, so a save keeps pictures and delivery areas', () => {
    expect(Object.keys(toBranchPayload({ isPublic: true }))).toEqual(['isPublic']);
  });

  it('sends the logo and the pictures as references; a removed logo as null', () => {
    const picture = (id: number) => ({ id, version: 1, extension: 'jpg' });
    expect(toBranchPayload({ logo: picture(4), images: [picture(7), picture(9)] })).toEqual({
      logo: { id: 4 },
      images: [{ id: 7 }, { id: 9 }],
    });
    expect(toBranchPayload({ logo: null, images: [] })).toEqual({ logo: null, images: [] });
  });

  it("finds the tab of a server error's field", () => {
    expect(tabOfField('identifier')).toBe('master');
    expect(tabOfField('division.id')).toBe('master');
    expect(tabOfField('orderableFrom')).toBe('orderKinds');
    expect(tabOfField('isDineInPhoneRequired')).toBe('requiredFields');
    expect(tabOfField('isMollieEnabled')).toBe('payment');
    expect(tabOfField('openingHours.2.from')).toBe('openingHours');
    expect(tabOfField('deliveryHours[0].to')).toBe('deliveryHours');
    expect(tabOfField('images.0.id')).toBe('pictures');
    expect(tabOfField('logo.id')).toBe('pictures');
    expect(tabOfField(undefined)).toBeNull();
  });
});
