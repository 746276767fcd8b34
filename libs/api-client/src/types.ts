import type {
  ContactFlagsBranch,
  OrderAction,
  OrderStatus,
  PaymentBranch,
} from '@bestellwerk/domain';
import type { Image } from './catalog';

/**
 * The API's shapes as the back office reads them, written by hand in this one place (the
 * OpenAPI document at /api/docs/openapi.json lacks response schemas so far). Only the
 * fields the shell and the remotes use are listed; the server sends more.
 */

export interface FieldError {
  field?: string;
  message: string;
}

export interface PageMeta {
  page: number;
  perPage: number;
  total: number;
}

export interface Page<T> {
  items: T[];
  meta: PageMeta;
}

/** Flat list parameters: ?page=2&perPage=50&sort=-name&search=graz&branch=2 */
export type ListQuery = Record<string, string | number | boolean | null | undefined> & {
  page?: number;
  perPage?: number;
  sort?: string;
  search?: string;
};

export type Role = 'ROLE_ADMIN' | 'ROLE_EMPLOYEE';

export interface BranchRef {
  id: number;
  name: string;
  identifier: string;
}

export interface User {
  id: number;
  username: string;
  email: string | null;
  firstName: string;
  lastName: string;
  displayName: string;
  roles: Role[];
  branches: BranchRef[];
}

export type OpeningRuleType =
  | 'once'
  | 'daily'
  | 'monday'
  | 'tuesday'
  | 'wednesday'
  | 'thursday'
  | 'friday'
  | 'saturday'
  | 'sunday';

/** One opening-hour rule (times HH:mm; a date only for 'once'). */
export interface OpeningHourRule {
  type: OpeningRuleType;
  date?: string | null;
  isClosed?: boolean;
  from?: string | null;
  to?: string | null;
}

/** A catalogue tag as a branch carries it (GET /api/tags lists them). */
export interface TagRef {
  id: number;
  name: string;
}

/** A branch as staff read it; its checkout and payment switches are libs/domain's. */
export interface Branch extends ContactFlagsBranch, PaymentBranch {
  id: number;
  openingHours?: OpeningHourRule[];
  deliveryHours?: OpeningHourRule[];
  isDeliveryHoursEnabled?: boolean;
  identifier: string;
  name: string;
  division?: { id: number; identifier?: string; name: string } | null;
  street: string;
  zipCode: string;
  city: string;
  /** DE, LI, AT or CH. */
  country?: string;
  phone: string;
  email: string;
  latitude?: number | null;
  longitude?: number | null;
  description?: string | null;
  keywords?: string;
  /** IANA time zone, e.g. Europe/Vienna. */
  timezone?: string;
  tags?: TagRef[];
  /** HH:mm; orders are taken from then on (null: from the opening). */
  orderableFrom?: string | null;
  closedMessage?: string | null;
  isPublic: boolean;
  isTakeawayEnabled: boolean;
  isDeliveryEnabled: boolean;
  isDineInEnabled: boolean;
  isPreorderEnabled: boolean;
  isAppointmentRequired?: boolean;
  isQuotationRequired?: boolean;
  /** Kitchen capacity per 15-minute slot; null = unlimited. */
  maxOrdersPerSlot?: number | null;
  position?: number;
  /** The card's header picture first (ordered by upload). */
  images?: Image[];
  logo?: Image | null;
}

/** POST/PUT /branches: division, tags and pictures as references (null removes one). */
export type BranchPayload = Partial<
  Omit<Branch, 'id' | 'division' | 'tags' | 'images' | 'logo'>
> & {
  division?: { id: number } | null;
  tags?: { id: number }[];
  images?: { id: number }[];
  logo?: { id: number } | null;
};

export interface InitData {
  version: string;
  config: Record<string, unknown> & { shopName?: string; title?: string };
  user: User | null;
  branches: Branch[];
}

// The lifecycle's statuses and actions are libs/domain's, the table the server enforces.
export { ORDER_ACTIONS, ORDER_STATUSES } from '@bestellwerk/domain';
export type { OrderAction, OrderStatus };

export type OrderKind = 'takeaway' | 'delivery' | 'dine-in';

export interface OrderItem {
  index: number;
  name: string;
  amount: number;
  unit: string;
  unitShort: string;
  /** The units the line may be switched to (the product's and its alternatives). */
  units?: string[];
  parts: { name?: string; label?: string; value?: unknown }[];
  unitPrice: number;
  total: number;
}

export interface Order {
  id: number;
  uid: string;
  ticketNumber: number;
  status: OrderStatus;
  kind: OrderKind;
  isPreorder: boolean;
  isQuotation: boolean;
  isPaid: boolean;
  isFailed: boolean;
  isRefunded: boolean;
  isMissed: boolean;
  alarmedAt: string | null;
  paymentMethod: string;
  appointment: string | null;
  counterAppointment: string | null;
  rejectionMessage: string | null;
  branch: { id: number; name?: string; identifier?: string };
  tableIdentifier: string | null;
  companyName: string | null;
  firstName: string | null;
  lastName: string | null;
  street: string | null;
  zipCode: string | null;
  city: string | null;
  email: string | null;
  phone: string | null;
  comment: string | null;
  items: OrderItem[];
  totals: { totalGross: number; deliveryGross: number; gross: number };
  createdAt: string;
  updatedAt: string;
}

/** One event of GET /api/events (server-sent events). */
export interface LiveEvent {
  id: string;
  type:
    | 'order.created'
    | 'order.updated'
    | 'order.alarm'
    | 'order.missed'
    | 'device.test'
    | 'device.logs-requested';
  branchId: number;
  orderId?: number;
  at: string;
  data?: Record<string, unknown>;
}

/** GET /api/backoffice/remotes: remote name → URL of its mf-manifest.json. */
export type RemoteList = Record<string, string>;

/** GET/POST /api/config: the shop's settings (the fields the editor shows; the server has more). */
export interface ShopConfig {
  shopName: string;
  businessName: string;
  title: string;
  description: string;
  seoTitle: string;
  seoDescription: string;
  website: string;
  privacyPolicy: string;
  privacyPolicyText: string;
  imprint: string;
  themeColor: string;
  currency: string;
  mapboxZoom: number;
  mapboxPitch: number;
  mapboxBearing: number;
  enablePluginMapbox: boolean;
  enablePluginSMS: boolean;
  enablePluginOrderReviews: boolean;
  [key: string]: unknown;
}

/** What the user editor sends (POST/PUT /api/users): roles by name, branches by id. */
export interface UserInput {
  username: string;
  email?: string | null;
  firstName?: string;
  lastName?: string;
  password?: string;
  roles: string[];
  branches?: { id: number }[];
  isEnabled?: boolean;
  /** Locked after too many failed logins, or by an admin; unlocking lets the user in again. */
  isLocked?: boolean;
  /** ISO date-time after which the account no longer logs in; null = never. */
  expiresAt?: string | null;
}

export interface UserListEntry extends User {
  isEnabled: boolean;
  isLocked: boolean;
  expiresAt?: string | null;
  lastLoginAt?: string | null;
}

/** Kunde: a person needs a last name, a company a company name ('' clears a text field). */
export interface Customer {
  id: number;
  isCompany: boolean;
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  zipCode: string;
  city: string;
  /** DE, LI, AT or CH. */
  country: string;
  vatNumber: string;
  note: string | null;
  branch: BranchRef | null;
  createdAt: string;
}

/** POST/PUT /customers: the branch as a reference, null to remove it. */
export type CustomerPayload = Partial<Omit<Customer, 'id' | 'branch' | 'createdAt'>> & {
  branch?: { id: number } | null;
};

/** GET /api/logs: who changed what when. */
export interface AuditEntry {
  id: number;
  userId: number | null;
  username: string;
  action: string;
  entity: string;
  entityId: string | null;
  ip: string;
  createdAt: string;
  /** The record (or the changed settings) before and after; null for a create / delete. */
  before?: unknown;
  after?: unknown;
}

/** Bereich/Division (divisions: identifier unique, lower case with single hyphens). */
export interface Division {
  id: number;
  identifier: string;
  name: string;
  title?: string | null;
  description?: string | null;
  isPublic?: boolean;
}

/** Spendenempfänger; staff see isEnabled and position too. */
export interface Donatee {
  id: number;
  name: string;
  description?: string | null;
  isEnabled?: boolean;
  position?: number;
}

/** Externe Benutzer (admin only). */
export interface ExternalUser {
  id: number;
  firstName?: string;
  lastName?: string;
  email: string;
  phone?: string;
  company?: string;
  division?: { id: number; name?: string; identifier?: string } | null;
  isEnabled?: boolean;
}

/** A delivery area of a branch; amounts in EUR (12.5 = 12,50 €), tax in percent. */
export interface DeliveryArea {
  id?: number;
  area: string;
  price?: number;
  tax?: number;
  free?: boolean;
  freeFromOrderValue?: number | null;
  minimumOrderValue?: number | null;
}

/** A dine-in table; identifier unique within its branch. */
export interface DiningTable {
  id: number;
  identifier: string;
  seats?: number;
  branch?: BranchRef;
}

/** Abteilung of a branch (and optionally a division). */
export interface Department {
  id: number;
  name: string;
  identifier: string;
  division?: { id: number; name?: string } | null;
  branch?: BranchRef | null;
}

/** A branch API key as listed (the key itself only in the answer that created it). */
export interface ApiKeyInfo {
  id: number;
  name: string;
  keyPrefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}
