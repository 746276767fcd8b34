import {
  PRICE_LABELS,
  FREE_DELIVERY_TEXT,
  calculationModelPrefix,
  cartItemCount,
  emptyParts,
  formatCents,
  formatNumber,
  freeDeliveryHint,
  isUploadPart,
  itemCalculationModel,
  lineTotal,
  minimumOrderValueText,
  priceCart,
  quantityLimits,
  snapQuantity,
  unitShortName,
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

/**
 * Whether a product can be chosen from its card: orderable now, with a price, and without
 * file-upload parts (their upload step is not offered yet).
 */
export function canChoose(product: ProductView): boolean {
  return (
    product.isOrderable &&
    product.price !== undefined &&
    !(product.config?.parts ?? []).some((part) => isUploadPart(part.type))
  );
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
  minimumText: string | null;
  freeDeliveryText: string | null;
  isBelowMinimum: boolean;
}

/** Everything the cart panel shows, priced with libs/domain exactly as the server will. */
export function summarise(
  cart: Cart,
  products: ReadonlyMap<number, ProductView>,
  areas: readonly DeliveryAreaView[],
  currency: string,
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
      amountText: `${formatNumber(line.amount)} ${unitShortName(line.unit)}`,
      priceText: `${calculationModelPrefix(itemCalculationModel(product, line.unit))} ${money(lineTotal(product, line))}`,
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
    minimumText:
      price.minimumOrderValueMissing !== null && price.minimumOrderValue !== null
        ? minimumOrderValueText(price.minimumOrderValue, currency)
        : null,
    freeDeliveryText:
      price.freeDeliveryFrom !== null ? freeDeliveryHint(price.freeDeliveryFrom, currency) : null,
    isBelowMinimum: price.minimumOrderValueMissing !== null,
  };
}

/** Session storage, one cart per branch identifier (storefront.md §3). */
export const cartStorageKey = (branchIdentifier: string) => `bestellwerk.cart.${branchIdentifier}`;

export function readCart(storage: Storage, branchIdentifier: string): Cart {
  try {
    const raw = storage.getItem(cartStorageKey(branchIdentifier));
    const parsed = raw ? (JSON.parse(raw) as Partial<Cart>) : null;
    return parsed && Array.isArray(parsed.items) ? { ...EMPTY_CART, ...parsed } : EMPTY_CART;
  } catch {
    return EMPTY_CART;
  }
}

export function writeCart(storage: Storage, branchIdentifier: string, cart: Cart): void {
  storage.setItem(cartStorageKey(branchIdentifier), JSON.stringify(cart));
}
