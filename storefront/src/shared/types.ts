import type { PricedProduct } from '@bestellwerk/domain';
import type { Schemas } from '@bestellwerk/api-client/schema';

/**
 * The API's shapes as the storefront reads them, under the names its code imports: the
 * types generated from the backend's OpenAPI document (libs/api-client/src/generated),
 * nothing written by hand. Visitors get the public answers (PublicBranchResponse, …).
 */

export type ImageRef = Schemas['ImageRefResponse'];
export type TagView = Schemas['TagRefResponse'];
/** A branch as GET /api/init gives it (visitors get no staff-only field). */
export type BranchView = Schemas['BranchResponse'];
export type DeliveryAreaView = Schemas['DeliveryAreaResponse'];
/** A product as GET /api/branches/{id}/menus shows it to visitors (price absent if hidden). */
export type ProductView = Omit<Schemas['ProductResponse'], 'alternativeUnits' | 'config'> &
  // The pricing rules' fields typed as libs/domain's, which computes with them.
  Pick<PricedProduct, 'alternativeUnits' | 'config'>;
/** A category of the shown menu with its products: the fields the storefront reads. */
export type CategoryView = Pick<
  Schemas['MenuCategoryResponse'],
  'id' | 'name' | 'description' | 'isOrderable'
> & { products: ProductView[] };
export type MenuView = Pick<Schemas['BranchMenuResponse'], 'id' | 'name'> & {
  catalog: CategoryView[];
};
export type ShopConfig = Schemas['ConfigResponse'];
export type TableView = Schemas['TableResponse'];
export type DonateeView = Schemas['DonateeResponse'];
/** GET /api/init: everything the first screens need, in one request. */
export type ShopData = Schemas['InitResponse'];
/** The public order (storefront.md §3 "Order (received)") as the status page reads it. */
export type PublicOrder = Schemas['PublicOrderResponse'];
export type UploadRef = Schemas['UploadResponse'];
