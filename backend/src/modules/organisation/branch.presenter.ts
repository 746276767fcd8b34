import { RequestContext } from '../../common/auth/actor';
import type { Tag } from './entities/tag.entity';
import type { Image } from '../media';
import type { Branch } from './entities/branch.entity';
import type { DeliveryArea } from './entities/delivery-area.entity';
import type { Division } from './entities/division.entity';

/** An image as the storefront addresses it: /image/{id}-{version}.{extension}. */
export function presentImage(image: Image | null | undefined) {
  return image ? { id: image.id, version: image.version, extension: image.extension } : null;
}

export function presentTag(tag: Tag) {
  return { id: tag.id, name: tag.name, image: presentImage(tag.image) };
}

/** A reference to a branch inside another record: enough to show and link it. */
export function presentBranchRef(branch: Branch | null | undefined) {
  return branch ? { id: branch.id, identifier: branch.identifier, name: branch.name } : null;
}

export function presentDivisionRef(division: Division | null | undefined) {
  return division
    ? { id: division.id, identifier: division.identifier, name: division.name }
    : null;
}

/** Areas in their display order; eager one-to-many relations arrive in no fixed order. */
export function sortedDeliveryAreas(areas: DeliveryArea[] | undefined): DeliveryArea[] {
  return [...(areas ?? [])].sort((a, b) => a.position - b.position || a.id - b.id);
}

/** The flags of storefront.md §3 Branch, sent to the storefront as they are. */
export const BRANCH_FLAGS = [
  'isTakeawayEnabled',
  'isDeliveryEnabled',
  'isDineInEnabled',
  'isPreorderEnabled',
  'isTableSelectionEnabled',
  'isAppointmentRequired',
  'isQuotationRequired',
  'isDeliveryEmailRequired',
  'isDineInEmailRequired',
  'isTakeawayEmailRequired',
  'isDeliveryPhoneRequired',
  'isDineInPhoneRequired',
  'isTakeawayPhoneRequired',
  'isDeliveryAddressRequired',
  'isDineInAddressRequired',
  'isTakeawayAddressRequired',
  'isCashEnabled',
  'isATMCardEnabled',
  'isHydroAGVoucherEnabled',
  'isMollieEnabled',
  'isDatatransEnabled',
] as const satisfies readonly (keyof Branch)[];

/**
 * What a visitor's storefront gets: every field of storefront.md §3 Branch (plus country,
 * time zone, division and position, which it needs for addresses, opening status and
 * grouping), images as {id, version, extension}, tags as {id, name, image}.
 */
export function presentPublicBranch(branch: Branch) {
  const flags = Object.fromEntries(BRANCH_FLAGS.map((flag) => [flag, branch[flag]])) as Pick<
    Branch,
    (typeof BRANCH_FLAGS)[number]
  >;
  return {
    id: branch.id,
    identifier: branch.identifier,
    name: branch.name,
    division: presentDivisionRef(branch.division),
    street: branch.street,
    zipCode: branch.zipCode,
    city: branch.city,
    country: branch.country,
    phone: branch.phone,
    email: branch.email,
    latitude: branch.latitude,
    longitude: branch.longitude,
    description: branch.description,
    keywords: branch.keywords,
    timezone: branch.timezone,
    tags: (branch.tags ?? []).map(presentTag),
    images: [...(branch.images ?? [])].sort((a, b) => a.id - b.id).map(presentImage),
    logo: presentImage(branch.logo),
    isPublic: branch.isPublic,
    openingHours: branch.openingHours ?? [],
    deliveryHours: branch.deliveryHours ?? [],
    isDeliveryHoursEnabled: branch.isDeliveryHoursEnabled,
    deliveryAreas: sortedDeliveryAreas(branch.deliveryAreas).map((area) => ({
      id: area.id,
      area: area.area,
      price: area.price,
      tax: area.tax,
      free: area.free,
      freeFromOrderValue: area.freeFromOrderValue,
      minimumOrderValue: area.minimumOrderValue,
    })),
    orderableFrom: branch.orderableFrom,
    closedMessage: branch.closedMessage,
    ...flags,
    maximumOrderValue: branch.maximumOrderValue,
    // The checkout offers the slot list where the kitchen works in slots (a limit per slot).
    maxOrdersPerSlot: branch.maxOrdersPerSlot,
    ...presentPublicBusy(branch),
    position: branch.position,
  };
}

/**
 * Busy mode as the customer may know it: how much later, paused until when, or paused;
 * never the limit or that the pause is automatic (libs/domain busyNotice). The branch in
 * /api/init and the storefront's live event `branch.busy` (GET /api/events/shop) both.
 */
export function presentPublicBusy(
  branch: Pick<
    Branch,
    'busyExtraMinutes' | 'busyPausedUntil' | 'busyAutoSince' | 'busyLimitMinutes'
  >,
) {
  return {
    busyExtraMinutes: branch.busyExtraMinutes ?? null,
    busyPausedUntil: branch.busyPausedUntil ?? null,
    isBusyPaused: !!(branch.busyAutoSince && branch.busyLimitMinutes),
  };
}

/** The staff view adds isBusyPaused too, so one reader (busyStateAt) serves both. */
export const isBusyPausedOf = (branch: Branch) =>
  !!(branch.busyAutoSince && branch.busyLimitMinutes);

/** Anonymous callers get the storefront's view; staff get the whole record. */
export function presentBranch(branch: Branch, ctx: RequestContext) {
  if (!ctx.actor) return presentPublicBranch(branch);
  return {
    ...branch,
    isBusyPaused: isBusyPausedOf(branch),
    images: [...(branch.images ?? [])].sort((a, b) => a.id - b.id),
    deliveryAreas: sortedDeliveryAreas(branch.deliveryAreas),
  };
}
