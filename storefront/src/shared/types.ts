import type {
  ContactFlagsBranch,
  LeadTimeType,
  OpeningHours,
  OrderType,
  PaymentBranch,
  PaymentConfig,
  PricedProduct,
} from '@bestellwerk/domain';

export interface ImageRef {
  id: number;
  version: number;
  extension: string;
}

export interface TagView {
  id: number;
  name: string;
  image: ImageRef | null;
}

/**
 * A branch as GET /api/init gives it to visitors (backend presentPublicBranch); its
 * required-field and payment switches are libs/domain's, the ones the checkout rules read.
 */
export interface BranchView extends ContactFlagsBranch, PaymentBranch {
  id: number;
  identifier: string;
  name: string;
  street: string | null;
  zipCode: string | null;
  city: string | null;
  phone: string | null;
  keywords: string | null;
  timezone: string;
  tags: TagView[];
  images: ImageRef[];
  logo: ImageRef | null;
  isPublic: boolean;
  openingHours: OpeningHours;
  deliveryHours: OpeningHours;
  isDeliveryHoursEnabled: boolean;
  email?: string | null;
  description?: string | null;
  latitude?: number | string | null;
  longitude?: number | string | null;
  orderableFrom: string | null;
  closedMessage: string | null;
  deliveryAreas: DeliveryAreaView[];
  isTakeawayEnabled: boolean;
  isDeliveryEnabled: boolean;
  isDineInEnabled: boolean;
  isPreorderEnabled: boolean;
  isAppointmentRequired?: boolean;
  isQuotationRequired?: boolean;
}

export interface DeliveryAreaView {
  id: number;
  area: string;
  price: number;
  tax: number;
  free: boolean;
  freeFromOrderValue: number | null;
  minimumOrderValue: number | null;
}

/** A product as GET /api/branches/{id}/menus shows it to visitors (price absent if hidden). */
export interface ProductView extends Omit<PricedProduct, 'price'> {
  id: number;
  name: string;
  description: string | null;
  allergens: string | null;
  images: ImageRef[];
  price?: number;
  type: string;
  minimumQuantity: number | null;
  maximumQuantity: number | null;
  quantityStepSize: number | null;
  defaultQuantity: number | null;
  defaultUnit: string | null;
  isPriceHidden: boolean;
  isOrderable: boolean;
  isStepByStep?: boolean;
  isLeadTimeEnabled?: boolean | null;
  leadTimeType?: LeadTimeType | null;
  leadTimeValue?: number | null;
}

export interface CategoryView {
  id: number;
  name: string;
  description: string | null;
  isOrderable: boolean;
  products: ProductView[];
}

export interface MenuView {
  id: number;
  name: string;
  catalog: CategoryView[];
}

export interface ShopConfig extends PaymentConfig {
  shopName: string;
  defaultDeliveryMethod?: OrderType | null;
  termsAndConditions?: string | null;
  termsAndConditionsText?: string | null;
  privacyPolicy?: string | null;
  privacyPolicyText?: string | null;
  imprint?: string | null;
  imprintText?: string | null;
  allergens?: string | null;
  allergensText?: string | null;
  businessName?: string | null;
  enablePluginPWA?: boolean;
  enablePluginToolbar?: boolean;
  enablePluginDonations?: boolean;
  enablePluginCategoryBar?: boolean;
  enablePluginHomePage?: boolean;
  enablePluginMapbox?: boolean;
  mapStyleUrl?: string | null;
  mapboxZoom?: number;
  mapboxPitch?: number;
  mapboxBearing?: number;
  website?: string | null;
  enablePluginSMS?: boolean;
  currency: string;
  title: string | null;
  description: string | null;
  seoTitle: string | null;
  seoDescription?: string | null;
  enablePluginSearch: boolean;
  enablePluginTags: boolean;
  enablePluginOrderReviews?: boolean;
  enablePluginFrontdesk?: boolean;
  /** Show the order number instead of the day's ticket number. */
  disableTickets?: boolean;
  /** Third-party tracking, loaded only after consent (storefront.md §4). */
  googleTagManagerId?: string | null;
  metaPixelId?: string | null;
}

export interface TableView {
  id: number;
  identifier: string;
  branch: { id: number } | null;
}

export interface DonateeView {
  id: number;
  name: string;
  description: string | null;
}

export interface ShopData {
  version?: string;
  /** The logged-in back-office user, if any (storefront.md §2 small toolbar). */
  user?: {
    username?: string;
    displayName?: string;
    firstName?: string | null;
    lastName?: string | null;
    /** ROLE_ADMIN sees the frontend tools panel (storefront.md §6). */
    roles?: string[];
  } | null;
  config: ShopConfig;
  branches: BranchView[];
  tags: TagView[];
  tables?: TableView[];
  donatees?: DonateeView[];
}

/** The public order (storefront.md §3 "Order (received)") as the status page reads it. */
export interface PublicOrder {
  id?: number;
  uid: string;
  hash: string;
  ticketNumber: number;
  status: 'pending' | 'confirmed' | 'in-delivery' | 'completed' | 'rejected' | 'canceled';
  kind: 'takeaway' | 'delivery' | 'dine-in';
  isQuotation: boolean;
  isPreorder: boolean;
  isConfirmed: boolean;
  isInDelivery: boolean;
  isCompleted: boolean;
  isRejected: boolean;
  isCanceled: boolean;
  isPaid: boolean;
  isFailed: boolean;
  isRefunded: boolean;
  paymentMethod: string;
  appointment: string | null;
  counterAppointment: string | null;
  rejectionMessage: string | null;
  tableIdentifier: string | null;
  hasQuestionnaire: boolean;
  paymentRedirectUrl?: string | null;
  /** Prices of the order as the server computed them (decimal, 12.5 = 12,50). */
  totals?: { totalGross: number };
  branch: {
    name: string;
    street: string | null;
    zipCode: string | null;
    city: string | null;
    phone: string | null;
    email: string | null;
    /** IANA zone of the branch: times on the status page are its wall-clock times. */
    timezone?: string;
  };
}
