import {
  DEFAULT_COUNTRY,
  branchOpen,
  contactRequirements,
  deliveryOpen,
  normalisePhone,
  submitLabel,
  toLocal,
  type Country,
  type OrderType,
  type PaymentMethod,
} from '@bestellwerk/domain';
import type { OrderBody } from '../../../shared/api';
import type { BranchView } from '../../../shared/types';
import type { Cart } from '../../cart/state/cart';

/** storefront.md §3 Order draft: what the customer types at the checkout. */
export interface OrderDraft {
  isCompany: boolean;
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  floor: string;
  stairway: string;
  door: string;
  zipCode: string;
  city: string;
  country: Country;
  /** UID number of the company (shown with the company name). */
  vatNumber: string;
  /** Delivery only: deliver to another address than the customer's. */
  isDeliveryAddressDifferent: boolean;
  isDeliveryCompany: boolean;
  deliveryCompanyName: string;
  deliveryFirstName: string;
  deliveryLastName: string;
  deliveryStreet: string;
  deliveryFloor: string;
  deliveryStairway: string;
  deliveryDoor: string;
  deliveryZipCode: string;
  deliveryCity: string;
  deliveryCountry: Country;
  comment: string;
  /** Local wall-clock time of the branch, 'YYYY-MM-DDTHH:mm'; null: as soon as possible. */
  appointmentDate: string | null;
  paymentMethod: PaymentMethod | null;
  tableId: number | null;
  donateeId: number | null;
  legalInstructions: boolean;
  privacyPolicy: boolean;
}

export const EMPTY_DRAFT: OrderDraft = {
  isCompany: false,
  companyName: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  street: '',
  floor: '',
  stairway: '',
  door: '',
  zipCode: '',
  city: '',
  country: DEFAULT_COUNTRY,
  vatNumber: '',
  isDeliveryAddressDifferent: false,
  isDeliveryCompany: false,
  deliveryCompanyName: '',
  deliveryFirstName: '',
  deliveryLastName: '',
  deliveryStreet: '',
  deliveryFloor: '',
  deliveryStairway: '',
  deliveryDoor: '',
  deliveryZipCode: '',
  deliveryCity: '',
  deliveryCountry: DEFAULT_COUNTRY,
  comment: '',
  appointmentDate: null,
  paymentMethod: null,
  tableId: null,
  donateeId: null,
  legalInstructions: false,
  privacyPolicy: false,
};

/** The draft outlives a failed payment (checkout/error) but not the browser tab. */
const draftKey = (branchIdentifier: string) => `bestellwerk.checkout.${branchIdentifier}`;

export function readDraft(storage: Storage, branchIdentifier: string): OrderDraft {
  try {
    const raw = storage.getItem(draftKey(branchIdentifier));
    // Consent to terms is asked again on every visit of the checkout.
    return raw
      ? {
          ...EMPTY_DRAFT,
          ...(JSON.parse(raw) as Partial<OrderDraft>),
          legalInstructions: false,
          privacyPolicy: false,
        }
      : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
}

export function writeDraft(storage: Storage, branchIdentifier: string, draft: OrderDraft): void {
  storage.setItem(draftKey(branchIdentifier), JSON.stringify(draft));
}

export function clearDraft(storage: Storage, branchIdentifier: string): void {
  storage.removeItem(draftKey(branchIdentifier));
}

/** §4 Submit button label for the cart's order type at this moment. */
export function checkoutSubmitLabel(
  branch: BranchView,
  orderType: OrderType,
  now: Date,
): string | null {
  const zone = branch.timezone;
  const beforeOrderable = !!branch.orderableFrom && toLocal(now, zone).time < branch.orderableFrom;
  const open =
    !beforeOrderable &&
    (orderType === 'delivery' ? deliveryOpen(branch, now, zone) : branchOpen(branch, now, zone));
  return submitLabel({
    isQuotationRequired: !!branch.isQuotationRequired,
    isOpenForOrderType: open,
    isPreorderEnabled: branch.isPreorderEnabled,
  });
}

const text = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * POST /api/orders body: the draft's fields, the order type flags, the cart's lines and the
 * branch. Prices are not sent; the server prices every line itself.
 */
export function orderRequest(branch: BranchView, cart: Cart, draft: OrderDraft): OrderBody {
  const requirements = contactRequirements(branch, cart.orderType);
  const contact = !requirements.isContactHidden;
  const company = contact && draft.isCompany;
  // A different delivery address only exists for delivery (the server ignores it otherwise).
  const separate = cart.orderType === 'delivery' && draft.isDeliveryAddressDifferent;
  const deliveryCompany = separate && draft.isDeliveryCompany;
  return {
    branch: { id: branch.id },
    isDelivery: cart.orderType === 'delivery',
    isDineIn: cart.orderType === 'dine-in',
    items: cart.items.map((line) => ({
      product: { id: line.productId },
      amount: line.amount,
      unit: line.unit,
      parts: line.parts,
    })),
    isCompany: company,
    companyName: company ? text(draft.companyName) : null,
    vatNumber: company ? text(draft.vatNumber) : null,
    firstName: contact ? text(draft.firstName) : null,
    lastName: contact ? text(draft.lastName) : null,
    email: contact ? text(draft.email) : null,
    phone: contact && text(draft.phone) ? normalisePhone(draft.phone) : null,
    street: text(draft.street),
    floor: text(draft.floor),
    stairway: text(draft.stairway),
    door: text(draft.door),
    zipCode: text(draft.zipCode),
    city: text(draft.city),
    country: draft.country,
    isDeliveryAddressDifferent: separate,
    isDeliveryCompany: deliveryCompany,
    deliveryCompanyName: deliveryCompany ? text(draft.deliveryCompanyName) : null,
    deliveryFirstName: separate ? text(draft.deliveryFirstName) : null,
    deliveryLastName: separate ? text(draft.deliveryLastName) : null,
    deliveryStreet: separate ? text(draft.deliveryStreet) : null,
    deliveryFloor: separate ? text(draft.deliveryFloor) : null,
    deliveryStairway: separate ? text(draft.deliveryStairway) : null,
    deliveryDoor: separate ? text(draft.deliveryDoor) : null,
    deliveryZipCode: separate ? text(draft.deliveryZipCode) : null,
    deliveryCity: separate ? text(draft.deliveryCity) : null,
    deliveryCountry: separate ? draft.deliveryCountry : null,
    deliveryArea:
      cart.orderType === 'delivery' && cart.deliveryAreaId !== null
        ? { id: cart.deliveryAreaId }
        : null,
    comment: text(draft.comment),
    appointmentDate: draft.appointmentDate,
    paymentMethod: draft.paymentMethod ?? undefined,
    table: cart.orderType === 'dine-in' && draft.tableId !== null ? { id: draft.tableId } : null,
    donatee: draft.donateeId !== null ? { id: draft.donateeId } : null,
    legalInstructions: draft.legalInstructions,
    privacyPolicy: draft.privacyPolicy,
  };
}

/**
 * The form field a server error belongs to: 'appointment' and 'appointmentDate' are one
 * input, 'items.0.product' and the order type flags point at the cart summary.
 */
export function fieldOf(serverField: string | undefined): string | null {
  if (!serverField) return null;
  if (serverField === 'appointment') return 'appointmentDate';
  if (serverField.startsWith('items')) return 'items';
  if (serverField === 'isDelivery' || serverField === 'isDineIn') return 'orderType';
  return serverField;
}
