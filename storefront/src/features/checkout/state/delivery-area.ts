import type { OrderDraft } from './draft';

/** A postcode at the start of an area's name: „8010 Innere Stadt“ → 8010. */
const LEADING_POSTCODE = /^\s*(\d{4,5})\b/;

/**
 * What choosing a delivery area fills into the address: the postcode the area's name starts
 * with („8010 Innere Stadt“) and the branch's town as Ort (the areas are the town's
 * districts). Into the delivery address when one is given, else the customer's. An area
 * without a postcode changes no postcode, and Ort is then filled only while it is empty.
 */
export function addressFromArea(
  draft: OrderDraft,
  areaName: string | null | undefined,
  branchCity: string,
): Partial<OrderDraft> {
  const zip = LEADING_POSTCODE.exec(areaName ?? '')?.[1] ?? null;
  const [zipField, cityField] = draft.isDeliveryAddressDifferent
    ? (['deliveryZipCode', 'deliveryCity'] as const)
    : (['zipCode', 'city'] as const);
  const fill: Partial<OrderDraft> = {};
  if (zip) fill[zipField] = zip;
  if (branchCity && (zip || !draft[cityField].trim())) fill[cityField] = branchCity;
  return fill;
}
