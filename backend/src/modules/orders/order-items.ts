import {
  CartPrice,
  OrderType,
  PartValue,
  formatNumber,
  isCartItemValid,
  itemCalculationModel,
  lineTotal,
  priceCart,
  quantityLimits,
  snapQuantity,
  taxRateFor,
  unitPrice,
  unitShortName,
} from '@bestellwerk/domain';
import { ApiError } from '../../common/http/api-error';
import type { Product } from '../catalog';
import { ORDER_MESSAGES } from './contracts/order-labels';
import type { DeliveryAreaSnapshot, OrderItemSnapshot, ProductSnapshot } from './order-snapshot';

/** The pricing-relevant part of a catalogue product, frozen into the order. */
export function productSnapshot(product: Product): ProductSnapshot {
  return {
    price: Number(product.price ?? 0),
    unit: product.unit,
    tax: Number(product.tax),
    dineInTax: Number(product.dineInTax),
    takeawayTax: Number(product.takeawayTax),
    calculationModel: product.calculationModel ?? 'fixed',
    alternativeUnits: (product.alternativeUnits ?? []).map((alternative) => ({ ...alternative })),
    config: {
      parts: (product.config?.parts ?? []).map((part) => ({
        name: part.name,
        description: part.description ?? null,
        type: part.type,
        optional: part.optional,
        options: (part.options ?? []).map((option) => ({ ...option })),
      })),
    },
    minimumQuantity: Number(product.minimumQuantity ?? 1),
    maximumQuantity:
      product.maximumQuantity === null || product.maximumQuantity === undefined
        ? null
        : Number(product.maximumQuantity),
    quantityStepSize: Number(product.quantityStepSize ?? 1),
  };
}

export interface ItemInput {
  amount: number;
  unit?: string | null;
  parts?: PartValue[] | null;
}

export type ItemResult =
  | { ok: true; item: OrderItemSnapshot }
  | { ok: false; field: 'unit' | 'amount' | 'parts'; message: string };

const partValues = (value: PartValue | undefined): string[] =>
  value === null || value === undefined
    ? []
    : (Array.isArray(value) ? value : [value]).filter((entry) => typeof entry === 'string');

/**
 * One cart line checked and priced with libs/domain: the unit must be the product's or one
 * of its alternative units, the amount must lie on the quantity grid (§5 snapping: a value
 * the storefront would have snapped is refused, not silently changed), and every part must
 * be valid (§5 cart item validity). Prices come from the snapshot only.
 */
export function buildItem(
  productId: number,
  name: string,
  product: ProductSnapshot,
  input: ItemInput,
  kind: OrderType,
): ItemResult {
  const unit = input.unit || product.unit;
  let limits;
  try {
    limits = quantityLimits({ ...product, alternativeUnits: product.alternativeUnits }, unit);
  } catch {
    return { ok: false, field: 'unit', message: ORDER_MESSAGES.unitInvalid(unit, name) };
  }
  const amount = Number(input.amount);
  if (!Number.isFinite(amount) || amount <= 0 || snapQuantity(amount, limits) !== amount) {
    const detail = [
      `Mindestmenge ${formatNumber(limits.minimumQuantity)}`,
      `Schrittweite ${formatNumber(limits.quantityStepSize)}`,
      ...(limits.maximumQuantity === null || limits.maximumQuantity === undefined
        ? []
        : [`Höchstmenge ${formatNumber(limits.maximumQuantity)}`]),
    ].join(', ');
    return { ok: false, field: 'amount', message: ORDER_MESSAGES.amountInvalid(name, detail) };
  }
  const parts = input.parts ?? [];
  const configParts = product.config.parts;
  if (parts.length > configParts.length || !isCartItemValid(product, { amount, parts })) {
    return { ok: false, field: 'parts', message: ORDER_MESSAGES.partsInvalid(name) };
  }
  const normalised: PartValue[] = configParts.map((_, index) => parts[index] ?? null);
  return {
    ok: true,
    item: {
      productId,
      name,
      amount,
      unit,
      unitShort: unitShortName(unit),
      calculationModel: itemCalculationModel(product, unit),
      partValues: normalised,
      parts: configParts
        .map((part, index) => ({ name: part.name, values: partValues(normalised[index]) }))
        .filter((part) => part.values.length > 0),
      unitPriceCents: unitPrice(product, { unit, parts: normalised }),
      totalCents: lineTotal(product, { amount, unit, parts: normalised }),
      taxRate: taxRateFor(product, kind),
      product,
    },
  };
}

/** The cart total of stored items (libs/domain priceCart, cents). */
export function priceItems(
  items: readonly OrderItemSnapshot[],
  kind: OrderType,
  area: DeliveryAreaSnapshot | null,
): CartPrice {
  return priceCart({
    items: items.map((item) => ({
      product: item.product,
      amount: item.amount,
      unit: item.unit,
      parts: item.partValues,
    })),
    orderType: kind,
    deliveryArea: area,
  });
}

/** totalGrossCents is an INT column. */
export const MAX_ORDER_TOTAL_CENTS = 2_147_483_647;
/** items is a TEXT column on MariaDB (64 KB), written as JSON. */
export const MAX_ITEMS_JSON_BYTES = 65_535;

/**
 * The priced order must fit its columns, or the INSERT fails with a 500 after all the
 * checks passed: the DTO bounds lines and amounts, but prices times amounts and the size
 * of each line's product snapshot are only known here.
 */
export function assertOrderFits(items: readonly OrderItemSnapshot[], price: CartPrice): void {
  if (!Number.isSafeInteger(price.totalGross) || price.totalGross > MAX_ORDER_TOTAL_CENTS) {
    throw ApiError.validation([{ field: 'items', message: ORDER_MESSAGES.totalTooLarge }]);
  }
  if (Buffer.byteLength(JSON.stringify(items)) > MAX_ITEMS_JSON_BYTES) {
    throw ApiError.validation([{ field: 'items', message: ORDER_MESSAGES.tooManyItems }]);
  }
}
