import { ProductPlacementsService } from './product-placements.service';
import { Module } from '@nestjs/common';
import { CatalogQueries } from './catalog-queries.service';
import { MediaModule, MediaUsageRegistry } from '../media';
import { PublicCacheModule } from '../public-cache';
import { registerCatalogMediaUsage } from './catalog-media-usage';
import { crudProvider, crudToken } from '../../common/crud/crud.controller';
import { CategoriesController, categoryCrud, categoryCrudProvider } from './categories.controller';
import { BranchMenusController, MenusController } from './menus.controller';
import { menuCrud, menuCrudProvider } from './menus.service';
import { ProductsController, productCrud, productCrudProvider } from './products.controller';
import { TagsController, tagCrud } from './tags.controller';

@Module({
  imports: [PublicCacheModule, MediaModule],
  controllers: [
    MenusController,
    BranchMenusController,
    CategoriesController,
    ProductsController,
    TagsController,
  ],
  providers: [
    menuCrudProvider,
    categoryCrudProvider,
    productCrudProvider,
    crudProvider(tagCrud),
    CatalogQueries,
    ProductPlacementsService,
  ],
  // The storefront's initial load (/api/init) reads the catalogue through these services.
  exports: [
    crudToken(menuCrud.path),
    crudToken(categoryCrud.path),
    crudToken(productCrud.path),
    crudToken(tagCrud.path),
    CatalogQueries,
  ],
})
export class CatalogModule {
  constructor(usages: MediaUsageRegistry) {
    registerCatalogMediaUsage(usages);
  }
}
