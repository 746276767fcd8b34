import type { DeliveryArea } from '@bestellwerk/api-client';

/** One row of the form: InputNumber leaves null when emptied. */
export type DeliveryAreaRow = {
  [K in keyof DeliveryArea]?: DeliveryArea[K] | null;
};

/**
 * The list for PUT /branches/{id} { deliveryAreas }: rows in display order, ids kept (an
 * area without id is added, areas left out are removed). price, tax and free may not be
 * null — emptied they are left out (the server keeps its default); the two order values
 * may be null ("keine Grenze").
 */
export function toDeliveryAreasPayload(rows: DeliveryAreaRow[] = []): DeliveryArea[] {
  return rows.map((row) => {
    const area: DeliveryArea = { area: (row.area ?? '').trim() };
    if (row.id) area.id = row.id;
    if (row.price != null) area.price = row.price;
    if (row.tax != null) area.tax = row.tax;
    if (row.free != null) area.free = row.free;
    area.freeFromOrderValue = row.freeFromOrderValue ?? null;
    area.minimumOrderValue = row.minimumOrderValue ?? null;
    return area;
  });
}

export const NEW_DELIVERY_AREA: DeliveryAreaRow = {
  area: '',
  price: 0,
  tax: 20,
  free: false,
  freeFromOrderValue: null,
  minimumOrderValue: null,
};
