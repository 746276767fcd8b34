import {
  ORDER_TYPES,
  PRICE_LABELS,
  FREE_DELIVERY_TEXT,
  amountText,
  cartItemCount,
  emptyParts,
  formatCents,
  formatNumber,
  priceWithPrefix,
  freeDeliveryHint,
  isAboveMaximumOrderValue,
  maximumOrderValueText,
  itemCalculationModel,
  lineTotal,
  minimumOrderValueText,
  priceCart,
  quantityLimits,
  snapQuantity,
  type OrderType,
  type PartValue,
} from '@bestellwerk/domain';
import type { DeliveryAreaView, ProductView } from '../../../shared/types';

export interface CartLine {
  productId: number;
  amount: number;
  unit: string;
  parts: PartValue[];
}

/** storefront.md §3: the items plus the order type and area, kept per branch. */
export interface Cart {
  items: CartLine[];
  orderType: OrderType;
  deliveryAreaId: number | null;
}

export const EMPTY_CART: Cart = { items: [], orderType: 'takeaway', deliveryAreaId: null };

/** Whether a product can be chosen from its card: orderable now and with a price. */
export function canChoose(product: ProductView): boolean {
  return product.isOrderable && product.price !== undefined;
}

/** A new line for a product: its default amount in its default unit, every part empty. */
export function defaultLine(product: ProductView): CartLine {
  const unit = product.defaultUnit || product.unit;
  const limits = quantityLimits(product, unit);
  return {
    productId: product.id,
    unit,
    amount: snapQuantity(product.defaultQuantity ?? limits.minimumQuantity, limits),
    parts: emptyParts(product),
  };
}

export function addLine(cart: Cart, line: CartLine): Cart {
  return { ...cart, items: [...cart.items, line] };
}

export function replaceLine(cart: Cart, index: number, line: CartLine): Cart {
  return { ...cart, items: cart.items.map((old, at) => (at === index ? line : old)) };
}

export function removeLine(cart: Cart, index: number): Cart {
  return { ...cart, items: cart.items.filter((_, at) => at !== index) };
}

/**
 * Keeps the lines whose product is still offered (after the catalogue was reloaded) and
 * snaps their amounts to the product's current limits.
 */
export function migrateCart(cart: Cart, products: ReadonlyMap<number, ProductView>): Cart {
  const items = cart.items.flatMap((line) => {
    const product = products.get(line.productId);
    if (!product) return [];
    try {
      return [{ ...line, amount: snapQuantity(line.amount, quantityLimits(product, line.unit)) }];
    } catch {
      // The unit is no longer offered for this product.
      return [];
    }
  });
  return { ...cart, items };
}

export interface CartLineView {
  name: string;
  amountText: string;
  priceText: string;
  /** The chosen options and texts: 'Getränk: Tee; Extras: Ei'. */
  details: string;
}

function details(product: ProductView, parts: readonly PartValue[]): string {
  return (product.config?.parts ?? [])
    .flatMap((part, index) => {
      const value = parts[index];
      const values = Array.isArray(value) ? value : value ? [value] : [];
      return values.length ? [`${part.name}: ${values.join(', ')}`] : [];
    })
    .join('; ');
}

export interface CartSummary {
  count: number;
  lines: CartLineView[];
  rows: { label: string; value: string }[];
  /** The total as the cart button shows it: „12,50 €“, „ca. 24,00 €“. */
  totalText: string;
  /** Checkout 7: net, VAT per rate, gross (delivery included). */
  taxRows: { label: string; value: string }[];
  minimumText: string | null;
  /** Not quoted in the spec: how much is missing, and the way out. */
  missingText: string | null;
  freeDeliveryText: string | null;
  isBelowMinimum: boolean;
  /** The branch's order-total limit is exceeded: the message, and submitting is blocked. */
  maximumText: string | null;
  isAboveMaximum: boolean;
}

/** Everything the cart panel shows, priced with libs/domain exactly as the server will. */
export function summarise(
  cart: Cart,
  products: ReadonlyMap<number, ProductView>,
  areas: readonly DeliveryAreaView[],
  currency: string,
  maximumOrderValue: number | null = null,
): CartSummary {
  const priced = cart.items.flatMap((line) => {
    const product = products.get(line.productId);
    return product && product.price !== undefined
      ? [{ line, product: { ...product, price: product.price } }]
      : [];
  });
  const area =
    cart.orderType === 'delivery'
      ? (areas.find((candidate) => candidate.id === cart.deliveryAreaId) ?? null)
      : null;
  const price = priceCart({
    items: priced.map(({ line, product }) => ({ ...line, product })),
    orderType: cart.orderType,
    deliveryArea: area,
  });
  const money = (cents: number) => formatCents(cents, currency);
  const approx = price.isApproximate ? 'ca. ' : '';
  return {
    count: cartItemCount(cart.items),
    lines: priced.map(({ line, product }) => ({
      name: product.name,
      amountText: amountText(product, line.amount, line.unit),
      priceText: priceWithPrefix(
        lineTotal(product, line),
        itemCalculationModel(product, line.unit),
        currency,
      ),
      details: details(product, line.parts),
    })),
    rows: [
      { label: PRICE_LABELS.cost, value: `${approx}${money(price.gross)}` },
      ...(area
        ? [
            {
              label: PRICE_LABELS.delivery,
              value: price.isFreeDelivery ? FREE_DELIVERY_TEXT : money(price.deliveryGross),
            },
          ]
        : []),
      { label: PRICE_LABELS.total, value: `${approx}${money(price.totalGross)}` },
    ],
    totalText: `${approx}${money(price.totalGross)}`,
    taxRows: [
      { label: 'Netto', value: money(price.totalNet) },
      ...Object.entries(price.taxes)
        .sort((a, b) => Number(a[0]) - Number(b[0]))
        .map(([rate, line]) => ({
          label: `MwSt. ${formatNumber(Number(rate))} %`,
          value: money(line.tax),
        })),
      { label: 'Gesamt', value: `${approx}${money(price.totalGross)}` },
    ],
    minimumText:
      price.minimumOrderValueMissing !== null && price.minimumOrderValue !== null
        ? minimumOrderValueText(price.minimumOrderValue, currency)
        : null,
    missingText:
      price.minimumOrderValueMissing !== null
        ? `Bitte fügen Sie noch Waren im Wert von ${money(price.minimumOrderValueMissing)} hinzu oder wählen Sie eine andere Art der Lieferung.`
        : null,
    freeDeliveryText:
      price.freeDeliveryFrom !== null ? freeDeliveryHint(price.freeDeliveryFrom, currency) : null,
    isBelowMinimum: price.minimumOrderValueMissing !== null,
    maximumText: isAboveMaximumOrderValue(price.totalGross, maximumOrderValue)
      ? maximumOrderValueText(maximumOrderValue!, currency)
      : null,
    isAboveMaximum: isAboveMaximumOrderValue(price.totalGross, maximumOrderValue),
  };
}

/** Session storage, one cart per branch identifier (storefront.md §3). */
export const cartStorageKey = (branchIdentifier: string) => `bestellwerk.cart.${branchIdentifier}`;

/**
 * §4 Delivery type on load: the persisted choice of this branch; without one the
 * configured default if the branch offers it; else the first type the branch offers.
 */
export function initialOrderType(
  branch: OrderTypeFlags,
  defaultDeliveryMethod: OrderType | null | undefined,
): OrderType {
  const offered = offeredOrderTypes(branch);
  if (defaultDeliveryMethod && offered.includes(defaultDeliveryMethod)) {
    return defaultDeliveryMethod;
  }
  return offered[0] ?? 'takeaway';
}

export interface OrderTypeFlags {
  isTakeawayEnabled: boolean;
  isDeliveryEnabled: boolean;
  isDineInEnabled: boolean;
}

export function offeredOrderTypes(branch: OrderTypeFlags): OrderType[] {
  return ORDER_TYPES.filter((type) =>
    type === 'delivery'
      ? branch.isDeliveryEnabled
      : type === 'dine-in'
        ? branch.isDineInEnabled
        : branch.isTakeawayEnabled,
  );
}

export function readCart(
  storage: Storage,
  branchIdentifier: string,
  orderType: OrderType = EMPTY_CART.orderType,
): Cart {
  return parseCart(storage.getItem(cartStorageKey(branchIdentifier)), orderType);
}

/** A stored cart (or nothing, or something broken: then the empty cart with `orderType`). */
export function parseCart(raw: string | null, orderType: OrderType = EMPTY_CART.orderType): Cart {
  const empty = { ...EMPTY_CART, orderType };
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<Cart>) : null;
    return parsed && Array.isArray(parsed.items) ? { ...empty, ...parsed } : empty;
  } catch {
    return empty;
  }
}

export function writeCart(storage: Storage, branchIdentifier: string, cart: Cart): void {
  storage.setItem(cartStorageKey(branchIdentifier), JSON.stringify(cart));
}
