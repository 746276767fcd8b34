import type {
  CalculationModel,
  CartPrice,
  ConfigPart,
  PartValue,
  PricedProduct,
} from '@bestellwerk/domain';

/**
 * What an order keeps of a product: enough to show the line and to price it again when
 * staff change the amount or the options (PUT /orders/{id}/items/{index}) — with the
 * prices of the day it was ordered, never today's catalogue.
 */
export interface ProductSnapshot extends PricedProduct {
  config: { parts: ConfigPart[] };
  minimumQuantity: number;
  maximumQuantity: number | null;
  quantityStepSize: number;
}

export interface OrderItemPartSnapshot {
  name: string;
  values: string[];
}

export interface OrderItemSnapshot {
  productId: number;
  name: string;
  amount: number;
  unit: string;
  unitShort: string;
  calculationModel: CalculationModel;
  /** The values as the customer sent them, one per config part (for re-pricing). */
  partValues: PartValue[];
  parts: OrderItemPartSnapshot[];
  unitPriceCents: number;
  totalCents: number;
  taxRate: number;
  product: ProductSnapshot;
}

export interface DeliveryAreaSnapshot {
  id: number;
  area: string;
  /** Decimal euros, as libs/domain's DeliveryArea. */
  price: number;
  tax: number;
  free: boolean;
  freeFromOrderValue: number | null;
  minimumOrderValue: number | null;
}

/** The parts of libs/domain's priceCart result an order keeps (cents). */
const TOTAL_KEYS = [
  'net',
  'tax',
  'gross',
  'deliveryNet',
  'deliveryTax',
  'deliveryGross',
  'totalNet',
  'totalTax',
  'totalGross',
  'taxes',
  'isApproximate',
] as const satisfies readonly (keyof CartPrice)[];

export type OrderTotals = Pick<CartPrice, (typeof TOTAL_KEYS)[number]>;

export function totalsOf(price: CartPrice): OrderTotals {
  return Object.fromEntries(TOTAL_KEYS.map((key) => [key, price[key]])) as OrderTotals;
}
