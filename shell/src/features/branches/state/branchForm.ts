import type { Branch, BranchPayload } from '@bestellwerk/api-client';
import { fieldPath } from '@bestellwerk/admin-kit';
import {
  DEFAULT_KITCHEN_STATIONS,
  DEFAULT_MAXIMUM_ORDER_VALUE,
  DEFAULT_PREORDER_MARGIN_MINUTES,
  type OrderType,
} from '@bestellwerk/domain';

/** The form's values: division and tags as ids (Selects), the rest as the API sends it. */
export interface BranchValues extends Omit<Branch, 'id' | 'division' | 'tags'> {
  division: number | null;
  tags: number[];
}

/** A new branch: open for takeaway, paid in cash, Austrian, hidden until it is set up. */
export const NEW_BRANCH: Partial<BranchValues> = {
  country: 'AT',
  timezone: 'Europe/Vienna',
  division: null,
  tags: [],
  isPublic: false,
  isTakeawayEnabled: true,
  isDeliveryEnabled: false,
  isDineInEnabled: false,
  isPreorderEnabled: false,
  isCashEnabled: true,
  maximumOrderValue: DEFAULT_MAXIMUM_ORDER_VALUE,
  preorderMarginMinutes: DEFAULT_PREORDER_MARGIN_MINUTES,
  kitchenStations: DEFAULT_KITCHEN_STATIONS,
  openingHours: [],
  deliveryHours: [],
  isDeliveryHoursEnabled: false,
};

export function toBranchValues(branch: Branch): Partial<BranchValues> {
  const { id: _id, division, tags, ...rest } = branch;
  return { ...rest, division: division?.id ?? null, tags: (tags ?? []).map((tag) => tag.id) };
}

/** Optional texts whose column allows null: emptied, they are sent as null. */
const NULLABLE_TEXTS = ['description', 'orderableFrom', 'closedMessage'] as const;
/** Texts the server keeps NOT NULL: emptied, they are sent as '' (which clears them). */
const TEXTS = ['identifier', 'name', 'street', 'zipCode', 'city', 'phone', 'email', 'keywords'];
/** Numbers whose column allows null: an emptied input (null/undefined) clears them. */
const NULLABLE_NUMBERS = [
  'latitude',
  'longitude',
  'maxOrdersPerSlot',
  'maximumOrderValue',
  'busyLimitMinutes',
] as const;

/**
 * The payload for POST/PUT /branches: texts trimmed, emptied optional ones as null, the
 * division and the logo as a reference or null, tags and images as references. Fields the
 * form does not hold stay out, so a PUT leaves them (delivery areas) as they are.
 */
export function toBranchPayload(values: Partial<BranchValues>): BranchPayload {
  const { division, tags, images, logo, ...rest } = values;
  const payload: Record<string, unknown> = { ...rest };
  for (const key of TEXTS) {
    const value = payload[key];
    if (typeof value === 'string') payload[key] = value.trim();
    else if (value === null) payload[key] = '';
  }
  for (const key of NULLABLE_TEXTS) {
    if (key in payload) payload[key] = (payload[key] as string | null)?.trim() || null;
  }
  for (const key of NULLABLE_NUMBERS) {
    if (key in payload) payload[key] = payload[key] ?? null;
  }
  if (division !== undefined) payload.division = division ? { id: division } : null;
  if (tags !== undefined) payload.tags = tags.map((id) => ({ id }));
  if (images !== undefined) payload.images = images.map((image) => ({ id: image.id }));
  if (logo !== undefined) payload.logo = logo ? { id: logo.id } : null;
  return payload as BranchPayload;
}

export const ORDER_TYPE_KEYS: Record<OrderType, 'Takeaway' | 'Delivery' | 'DineIn'> = {
  takeaway: 'Takeaway',
  delivery: 'Delivery',
  'dine-in': 'DineIn',
};

/** Pflichtfelder: which contact data the checkout demands per order type. */
export const REQUIRED_FIELDS = [
  { key: 'Email', label: 'E-Mail' },
  { key: 'Phone', label: 'Telefon' },
  { key: 'Address', label: 'Adresse' },
] as const;

export const requiredFlag = (
  orderType: OrderType,
  field: (typeof REQUIRED_FIELDS)[number]['key'],
) => `is${ORDER_TYPE_KEYS[orderType]}${field}Required` as keyof Branch & string;

export type BranchTab =
  | 'master'
  | 'pictures'
  | 'orderKinds'
  | 'requiredFields'
  | 'payment'
  | 'openingHours'
  | 'deliveryHours';

/** The fields of each tab that are not recognisable by their name alone. */
const TAB_FIELDS: Record<Exclude<BranchTab, 'requiredFields'>, string[]> = {
  master: [
    'identifier',
    'name',
    'division',
    'street',
    'zipCode',
    'city',
    'country',
    'phone',
    'email',
    'latitude',
    'longitude',
    'description',
    'keywords',
    'timezone',
    'tags',
    'isPublic',
  ],
  pictures: ['logo', 'images'],
  orderKinds: [
    'isTakeawayEnabled',
    'isDeliveryEnabled',
    'isDineInEnabled',
    'isPreorderEnabled',
    'isTableSelectionEnabled',
    'isAppointmentRequired',
    'isQuotationRequired',
    'maxOrdersPerSlot',
    'kitchenStations',
    'preorderMarginMinutes',
    'busyLimitMinutes',
    'orderableFrom',
    'closedMessage',
  ],
  payment: [
    'isCashEnabled',
    'isATMCardEnabled',
    'isHydroAGVoucherEnabled',
    'isMollieEnabled',
    'isDatatransEnabled',
    'maximumOrderValue',
  ],
  openingHours: ['openingHours'],
  deliveryHours: ['deliveryHours', 'isDeliveryHoursEnabled'],
};

/**
 * The tab holding a server error's field ('openingHours.2.from' → openingHours), so a
 * failed save shows the tab where the message is; null when the field is on no tab.
 */
export function tabOfField(field: string | undefined): BranchTab | null {
  if (!field) return null;
  const head = String(fieldPath(field)[0]);
  if (/^is(Takeaway|Delivery|DineIn)(Email|Phone|Address)Required$/.test(head)) {
    return 'requiredFields';
  }
  for (const [tab, fields] of Object.entries(TAB_FIELDS)) {
    if (fields.includes(head)) return tab as BranchTab;
  }
  return null;
}
