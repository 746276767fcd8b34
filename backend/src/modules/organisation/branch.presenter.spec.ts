import { RequestContext } from '../../common/auth/actor';
import { presentBranch } from './branch.presenter';
import { Branch } from './entities/branch.entity';

const image = (id: number) => ({
  id,
  version: 2,
  extension: 'jpg',
  alt: 'Bild',
  mimeType: 'image/jpeg',
  width: 1,
  height: 1,
  size: 1,
  storageKey: '',
  createdAt: new Date(),
  updatedAt: new Date(),
});

function branch(): Branch {
  return {
    id: 1,
    identifier: 'graz-hauptplatz',
    name: 'Graz Hauptplatz',
    division: {
      id: 3,
      identifier: 'cafe-rosmarin',
      name: 'Café Rosmarin',
      title: '',
      description: null,
      isPublic: true,
      createdAt: new Date(),
      updatedAt: new Date(),
    },
    street: 'Hauptplatz 1',
    zipCode: '8010',
    city: 'Graz',
    country: 'AT',
    phone: '+43316123456',
    email: 'graz@example.at',
    latitude: 47.07,
    longitude: 15.43,
    description: null,
    keywords: 'Altstadt',
    timezone: 'Europe/Vienna',
    tags: [{ id: 4, name: 'Terrasse', image: image(9) }],
    images: [image(12), image(10)],
    logo: image(11),
    isPublic: true,
    openingHours: [{ type: 'daily', date: null, isClosed: false, from: '08:00', to: '18:00' }],
    deliveryHours: [],
    isDeliveryHoursEnabled: false,
    deliveryAreas: [
      {
        id: 21,
        branch: undefined as never,
        area: 'Lend',
        price: 3.9,
        tax: 20,
        free: false,
        freeFromOrderValue: 45,
        minimumOrderValue: 20,
        position: 1,
      },
      {
        id: 20,
        branch: undefined as never,
        area: 'Innere Stadt',
        price: 2.5,
        tax: 20,
        free: false,
        freeFromOrderValue: null,
        minimumOrderValue: 15,
        position: 0,
      },
    ],
    orderableFrom: '07:30',
    closedMessage: null,
    isTakeawayEnabled: true,
    isDeliveryEnabled: true,
    isDineInEnabled: false,
    isPreorderEnabled: true,
    isTableSelectionEnabled: false,
    isAppointmentRequired: false,
    isQuotationRequired: false,
    maxOrdersPerSlot: null,
    isDeliveryEmailRequired: true,
    isDineInEmailRequired: false,
    isTakeawayEmailRequired: true,
    isDeliveryPhoneRequired: true,
    isDineInPhoneRequired: false,
    isTakeawayPhoneRequired: false,
    isDeliveryAddressRequired: true,
    isDineInAddressRequired: false,
    isTakeawayAddressRequired: false,
    isCashEnabled: true,
    isATMCardEnabled: false,
    isHydroAGVoucherEnabled: false,
    isMollieEnabled: false,
    isDatatransEnabled: true,
    maximumOrderValue: 1000,
    preorderMarginMinutes: 15,
    busyExtraMinutes: null,
    busyPausedUntil: null,
    busyAutoSince: null,
    busyLimitMinutes: null,
    kitchenStations: 2,
    position: 0,
    createdAt: new Date(),
    updatedAt: new Date(),
  };
}

const visitor: RequestContext = { actor: null, ip: '' };
const employee: RequestContext = {
  actor: {
    id: 2,
    username: 'mitarbeiter',
    roles: ['ROLE_EMPLOYEE'],
    branchIds: [1],
    via: 'session',
  },
  ip: '',
};

describe('a branch as presented', () => {
  it('gives visitors the storefront fields, images as {id, version, extension} and tags as {id, name, image}', () => {
    const shown = presentBranch(branch(), visitor) as Record<string, unknown>;
    expect(shown).toMatchObject({
      id: 1,
      identifier: 'graz-hauptplatz',
      division: { id: 3, identifier: 'cafe-rosmarin', name: 'Café Rosmarin' },
      tags: [{ id: 4, name: 'Terrasse', image: { id: 9, version: 2, extension: 'jpg' } }],
      images: [
        { id: 10, version: 2, extension: 'jpg' },
        { id: 12, version: 2, extension: 'jpg' },
      ],
      logo: { id: 11, version: 2, extension: 'jpg' },
      orderableFrom: '07:30',
      isDatatransEnabled: true,
      isDeliveryAddressRequired: true,
    });
    expect(shown.deliveryAreas).toEqual([
      {
        id: 20,
        area: 'Innere Stadt',
        price: 2.5,
        tax: 20,
        free: false,
        freeFromOrderValue: null,
        minimumOrderValue: 15,
      },
      {
        id: 21,
        area: 'Lend',
        price: 3.9,
        tax: 20,
        free: false,
        freeFromOrderValue: 45,
        minimumOrderValue: 20,
      },
    ]);
    expect(shown).not.toHaveProperty('createdAt');
    expect(shown).not.toHaveProperty('updatedAt');
  });

  it('gives staff the whole record, areas in display order', () => {
    const shown = presentBranch(branch(), employee) as unknown as Branch;
    expect(shown.createdAt).toBeInstanceOf(Date);
    expect(shown.images[0]).toHaveProperty('alt', 'Bild');
    expect(shown.deliveryAreas.map((area) => area.id)).toEqual([20, 21]);
  });

  it('tells visitors how busy the branch is, never the limit or that a pause is automatic', () => {
    const busy = presentBranch(
      { ...branch(), busyExtraMinutes: 20, busyLimitMinutes: 40, busyAutoSince: new Date() },
      visitor,
    );
    expect(busy).toMatchObject({ busyExtraMinutes: 20, busyPausedUntil: null, isBusyPaused: true });
    expect(busy).not.toHaveProperty('busyLimitMinutes');
    expect(busy).not.toHaveProperty('busyAutoSince');
  });
});
