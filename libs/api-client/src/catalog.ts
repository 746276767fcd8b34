import type { Schemas } from './schemas';
import type { BodyOf } from './typed';

/**
 * The catalogue's shapes as the back office reads and writes them (backoffice-api.md §3,
 * storefront.md §3 Product), generated from the OpenAPI document: answers are the
 * backend's response DTOs, payloads its request DTOs.
 */

/** An image as the API sends it. */
export type Image = Schemas['ImageRefResponse'];
/** A reference to another entity in a payload. */
export type Ref = Schemas['RefResponse'];
/** A product as staff read it: the price is always there (only visitors may miss it). */
export type Product = Schemas['ProductResponse'];
export type ProductType = Product['type'];
/** What POST /api/products takes (PUT any subset): the product's fields, images and tags as refs. */
export type ProductPayload = BodyOf<'/api/products', 'post'>;
/** A place of a product in the shop: a category within a menu. */
export type ProductPlacement = Schemas['ProductPlacementResponse'];
/** PUT /api/products/{id}/placements: every place of the product. */
export type ProductPlacementsPayload = Schemas['ProductPlacementsDto'];
export type Category = Schemas['CategoryResponse'];
export type CategoryPayload = Schemas['CreateCategoryDto'];
export type Tag = Schemas['TagResponse'];
export type TagPayload = Schemas['CreateTagDto'];
/** A category of a menu with its products, in order. */
export type CatalogEntry = Schemas['CatalogEntryResponse'];
/** Produktkatalog. */
export type Menu = Schemas['MenuResponse'];
export type MenuPayload = Schemas['CreateMenuDto'];
