import type { BranchView, ProductView, ShopConfig, ShopData } from './types';

/*
 * The API's types are the generated ones (every field the server sends). The branch,
 * configuration and start-data fixtures name only what the tests read; a field left out
 * reads as off or empty, as the switches of an unconfigured shop do.
 */

export function branch(overrides: Partial<BranchView> = {}): BranchView {
  return {
    id: 1,
    identifier: 'graz-hauptplatz',
    name: 'Graz Hauptplatz',
    street: 'Hauptplatz 1',
    zipCode: '8010',
    city: 'Graz',
    phone: null,
    keywords: null,
    timezone: 'Europe/Vienna',
    tags: [{ id: 1, name: 'Frühstück', image: null }],
    images: [],
    logo: null,
    isPublic: true,
    openingHours: [{ type: 'daily', isClosed: false, from: '08:00', to: '20:00' }],
    deliveryHours: [{ type: 'daily', isClosed: false, from: '11:00', to: '14:00' }],
    isDeliveryHoursEnabled: true,
    orderableFrom: null,
    closedMessage: null,
    deliveryAreas: [
      {
        id: 5,
        area: 'Innere Stadt',
        price: 3.5,
        tax: 20,
        free: false,
        freeFromOrderValue: 30,
        minimumOrderValue: 15,
      },
    ],
    isTakeawayEnabled: true,
    isDeliveryEnabled: true,
    isDineInEnabled: true,
    isPreorderEnabled: true,
    ...overrides,
  } as BranchView;
}

export const SHOP = {
  config: {
    shopName: 'Café Rosmarin',
    currency: 'EUR',
    title: 'Café Rosmarin',
    description: 'Frühstück und Mittagstisch',
    seoTitle: '',
    enablePluginSearch: true,
    enablePluginTags: true,
  } as ShopConfig,
  branches: [
    branch(),
    branch({
      id: 2,
      identifier: 'wien-neubau',
      name: 'Wien Neubau',
      street: 'Neubaugasse 42',
      zipCode: '1070',
      city: 'Wien',
      tags: [{ id: 2, name: 'Mittagstisch', image: null }],
      openingHours: [],
      closedMessage: 'Wegen Umbau geschlossen',
    }),
  ],
  tags: [
    { id: 1, name: 'Frühstück', image: null },
    { id: 2, name: 'Mittagstisch', image: null },
  ],
} as ShopData;

/** Wednesday 25 November 2026, 11:00 in Vienna. */
export const WEDNESDAY_11 = new Date('2026-11-25T10:00:00Z');

export function product(overrides: Partial<ProductView> = {}): ProductView {
  return {
    id: 10,
    name: 'Bergkäse',
    description: 'Vorarlberger Bergkäse, 12 Monate gereift',
    allergens: 'G',
    images: [],
    price: 2.4,
    type: 'simple',
    minimumQuantity: 10,
    maximumQuantity: null,
    quantityStepSize: 5,
    defaultQuantity: 10,
    defaultUnit: overrides.unit ?? 'decagram',
    unit: 'decagram',
    tax: 10,
    dineInTax: 10,
    takeawayTax: 10,
    calculationModel: 'approximate',
    alternativeUnits: [],
    config: { parts: [] },
    isPriceHidden: false,
    isEnabled: true,
    schedule: null,
    isVisibleWhenUnavailable: false,
    isStepByStep: false,
    isLeadTimeEnabled: false,
    leadTimeType: null,
    leadTimeValue: null,
    tags: [],
    position: 0,
    isOrderable: true,
    ...overrides,
  };
}
