import type { OpeningHours, PricedProduct } from '@bestellwerk/domain';

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

/** A branch as GET /api/init gives it to visitors (backend presentPublicBranch). */
export interface BranchView {
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
  orderableFrom: string | null;
  closedMessage: string | null;
  deliveryAreas: DeliveryAreaView[];
  isTakeawayEnabled: boolean;
  isDeliveryEnabled: boolean;
  isDineInEnabled: boolean;
  isPreorderEnabled: boolean;
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

export interface ShopConfig {
  shopName: string;
  currency: string;
  title: string | null;
  description: string | null;
  seoTitle: string | null;
  enablePluginSearch: boolean;
  enablePluginTags: boolean;
  enablePluginOrderReviews?: boolean;
}

export interface ShopData {
  config: ShopConfig;
  branches: BranchView[];
  tags: TagView[];
}

/** The public order (storefront.md §3 "Order (received)") as the status page reads it. */
export interface PublicOrder {
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
  branch: {
    name: string;
    street: string | null;
    zipCode: string | null;
    city: string | null;
    phone: string | null;
    email: string | null;
  };
}
