/**
 * The checkout's rules that the storefront shows and the server enforces (storefront.md §2
 * Checkout, §4 Submit button label and Delivery type, §5 Checkout fields): labels, which
 * payment methods a branch offers, which contact fields an order type requires.
 */
import type { OrderType, PaymentMethod } from './pricing';

/** Not quoted in the spec; the names used on the storefront, receipts and e-mails. */
export const ORDER_KIND_LABELS: Record<OrderType, string> = {
  takeaway: 'Abholung',
  delivery: 'Lieferung',
  'dine-in': 'Konsum vor Ort',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Barzahlung',
  'atm-card': 'Bankomatkarte',
  'hydro-ag-voucher': 'Hydro-AG-Gutschein',
  mollie: 'Mollie',
  datatrans: 'Datatrans',
};

/** §5: the countries offered, in this order; AT when none is chosen. */
export const COUNTRIES = ['DE', 'LI', 'AT', 'CH'] as const;
export type Country = (typeof COUNTRIES)[number];
export const DEFAULT_COUNTRY: Country = 'AT';
/** Not quoted in the spec: the country names of §5's options (checkout, customer records). */
export const COUNTRY_NAMES: Record<Country, string> = {
  DE: 'Deutschland',
  LI: 'Liechtenstein',
  AT: 'Österreich',
  CH: 'Schweiz',
};

export const SUBMIT_LABELS = {
  quotation: 'Angebotsanfrage abschicken',
  order: 'Bestellung abschicken',
  preorder: 'Vorbestellung abschicken',
} as const;
export const SUBMITTING_TEXT = 'Verarbeiten...';
export const BACK_TEXT = 'Zurück';
export const PAYMENT_FAILED_TEXT =
  'Leider ist Ihre Zahlung fehlgeschlagen. Bitte überprüfen Sie Ihre Daten und versuchen Sie es erneut.';
export const NO_DONATEE_FOUND_TEXT = 'Keine passende Organisation gefunden.';
export const CLEAR_SELECTION_TEXT = 'Auswahl aufheben';
export const SAVE_TEXT = 'Speichern';
export const CANCEL_TEXT = 'Abbrechen';

/**
 * §4 Submit button label: a quotation request where the branch requires one; an order when
 * the branch is open for the order type (for delivery: a valid delivery while delivering);
 * else a preorder where preorders are taken; else none (ordering is not possible now).
 */
export function submitLabel(input: {
  isQuotationRequired: boolean;
  isOpenForOrderType: boolean;
  isPreorderEnabled: boolean;
}): string | null {
  if (input.isQuotationRequired) return SUBMIT_LABELS.quotation;
  if (input.isOpenForOrderType) return SUBMIT_LABELS.order;
  return input.isPreorderEnabled ? SUBMIT_LABELS.preorder : null;
}

/** The configuration's payment switches: the plugin makes a method exist, the other turns it on. */
export interface PaymentConfig {
  enableCash?: boolean | null;
  enablePluginATMCard?: boolean | null;
  enableATMCard?: boolean | null;
  enablePluginHydroAGVoucher?: boolean | null;
  enableHydroAGVoucher?: boolean | null;
  enablePluginMollie?: boolean | null;
  enableMollie?: boolean | null;
  enablePluginDatatrans?: boolean | null;
  enableDatatrans?: boolean | null;
}

export interface PaymentBranch {
  isCashEnabled?: boolean | null;
  isATMCardEnabled?: boolean | null;
  isHydroAGVoucherEnabled?: boolean | null;
  isMollieEnabled?: boolean | null;
  isDatatransEnabled?: boolean | null;
}

/**
 * The configuration's switches of a payment method, for all branches: the plugin that makes
 * the method exist and the switch that turns it on (cash has one). The back office shows them
 * as one switch per method, which sets them all.
 */
export const PAYMENT_CONFIG_FIELDS: Record<PaymentMethod, readonly (keyof PaymentConfig)[]> = {
  cash: ['enableCash'],
  'atm-card': ['enablePluginATMCard', 'enableATMCard'],
  'hydro-ag-voucher': ['enablePluginHydroAGVoucher', 'enableHydroAGVoucher'],
  mollie: ['enablePluginMollie', 'enableMollie'],
  datatrans: ['enablePluginDatatrans', 'enableDatatrans'],
};

/** Whether the configuration switches a payment method on (for all branches). */
export function isPaymentOnInConfig(method: PaymentMethod, config: PaymentConfig): boolean {
  return PAYMENT_CONFIG_FIELDS[method].every((field) => !!config[field]);
}

/** The branch's own switch of a payment method. */
export const PAYMENT_BRANCH_FIELDS: Record<PaymentMethod, keyof PaymentBranch> = {
  cash: 'isCashEnabled',
  'atm-card': 'isATMCardEnabled',
  'hydro-ag-voucher': 'isHydroAGVoucherEnabled',
  mollie: 'isMollieEnabled',
  datatrans: 'isDatatransEnabled',
};

/** Whether the configuration and the branch both allow a payment method. */
export function isPaymentAllowed(
  method: PaymentMethod,
  config: PaymentConfig,
  branch: PaymentBranch,
): boolean {
  return isPaymentOnInConfig(method, config) && !!branch[PAYMENT_BRANCH_FIELDS[method]];
}

/** Methods paid online (the customer is sent to the provider after submitting). */
export const ONLINE_PAYMENT_METHODS: readonly PaymentMethod[] = ['mollie', 'datatrans'];

/** Settled at the counter; the others are paid online before the shop sees the order. */
export const COUNTER_PAYMENT_METHODS: readonly PaymentMethod[] = [
  'cash',
  'atm-card',
  'hydro-ag-voucher',
];

/** The payment methods shown for a branch, in a fixed order. */
export function paymentMethodsFor(config: PaymentConfig, branch: PaymentBranch): PaymentMethod[] {
  const order: PaymentMethod[] = ['cash', 'atm-card', 'hydro-ag-voucher', 'mollie', 'datatrans'];
  return order.filter((method) => isPaymentAllowed(method, config, branch));
}

/** §4: cash if the branch allows it, otherwise datatrans if enabled (else the first offered). */
export function defaultPaymentMethod(methods: readonly PaymentMethod[]): PaymentMethod | null {
  if (methods.includes('cash')) return 'cash';
  if (methods.includes('datatrans')) return 'datatrans';
  return methods[0] ?? null;
}

export interface ContactFlagsBranch {
  isTableSelectionEnabled?: boolean | null;
  isDeliveryEmailRequired?: boolean | null;
  isDineInEmailRequired?: boolean | null;
  isTakeawayEmailRequired?: boolean | null;
  isDeliveryPhoneRequired?: boolean | null;
  isDineInPhoneRequired?: boolean | null;
  isTakeawayPhoneRequired?: boolean | null;
  isDeliveryAddressRequired?: boolean | null;
  isDineInAddressRequired?: boolean | null;
  isTakeawayAddressRequired?: boolean | null;
}

export interface ContactRequirements {
  email: boolean;
  phone: boolean;
  address: boolean;
  /** §2 Checkout 3: dine-in at a chosen table needs no contact unless e-mail or phone is required. */
  isContactHidden: boolean;
}

/** §5: e-mail, phone and address are required per order type by the branch's flags. */
export function contactRequirements(
  branch: ContactFlagsBranch,
  orderType: OrderType,
): ContactRequirements {
  const flag =
    orderType === 'delivery' ? 'Delivery' : orderType === 'dine-in' ? 'DineIn' : 'Takeaway';
  const email = !!branch[`is${flag}EmailRequired`];
  const phone = !!branch[`is${flag}PhoneRequired`];
  return {
    email,
    phone,
    address: !!branch[`is${flag}AddressRequired`],
    isContactHidden:
      orderType === 'dine-in' && !!branch.isTableSelectionEnabled && !email && !phone,
  };
}

/** §2 Checkout 8: the donation recipients whose name or description contains the term. */
export function searchDonatees<T extends { name: string; description?: string | null }>(
  donatees: readonly T[],
  term: string,
): T[] {
  const needle = term.trim().toLocaleLowerCase('de');
  if (!needle) return [...donatees];
  return donatees.filter((donatee) =>
    `${donatee.name} ${donatee.description ?? ''}`.toLocaleLowerCase('de').includes(needle),
  );
}
