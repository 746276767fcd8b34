import { Body, Controller, Get, Inject, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource, EntityManager, In } from 'typeorm';
import { CrudController, crudToken } from '../../common/crud/crud.controller';
import { CrudDefinition, CrudService } from '../../common/crud/crud.service';
import { Access } from '../../common/auth/access';
import { Ctx, RequestContext } from '../../common/auth/actor';
import { ParseIdPipe } from '../../common/crud/parse-id.pipe';
import { ApiDataResponse } from '../../common/http/api-response';
import { ProductPlacementResponse, ProductPlacementsDto } from './dto/product-placement.dto';
import { ProductPlacementsService } from './product-placements.service';
import { ListQueryDto } from '../../common/crud/list-query.dto';
import { RefDto } from '../../common/crud/ref.dto';
import { ApiError, ApiErrorEntry } from '../../common/http/api-error';
import { fieldLabel } from '@bestellwerk/domain';
import { AuditService } from '../audit';
import { Image } from '../media';
import { OpeningHourRuleDto } from '../organisation';
import { CatalogItemCrudService, intersect } from './catalog-item-crud.service';
import { presentProduct } from './catalog.presenter';
import { AlternativeUnitDto, ProductConfigDto } from './dto/product-config.dto';
import { CreateProductDto, ProductQueryDto, UpdateProductDto } from './dto/product.dto';
import { MenuCategoryProduct } from './entities/menu-category-product.entity';
import { ProductImage } from './entities/product-image.entity';
import { Product } from './entities/product.entity';
import {
  PRODUCT_DEFAULTS,
  applyProductDefaults,
  normaliseAlternativeUnits,
  normaliseConfig,
  normaliseSchedule,
  productRuleErrors,
} from './product-rules';
import { ProductResponse } from './dto/catalog.response';

/**
 * The sent list is the product's gallery, in order: the old links go, the new ones are
 * written with their positions. Returns the error if an image does not exist.
 */
async function replaceImages(
  product: Product,
  refs: RefDto[],
  manager: EntityManager,
): Promise<ApiErrorEntry | null> {
  const ids = refs.map((ref) => ref.id);
  const images = ids.length ? await manager.findBy(Image, { id: In(ids) }) : [];
  const byId = new Map(images.map((image) => [image.id, image]));
  if (ids.some((id) => !byId.has(id))) {
    return {
      field: 'images',
      message: `„${fieldLabel('images')}“ verweist auf einen Eintrag, der nicht existiert.`,
    };
  }
  if (product.id) {
    await manager
      .createQueryBuilder()
      .delete()
      .from(ProductImage)
      .where('productId = :id', { id: product.id })
      .execute();
  }
  product.imageLinks = ids.map((id, position) =>
    manager.create(ProductImage, { image: byId.get(id)!, position }),
  );
  return null;
}

export const productCrud: CrudDefinition<Product> = {
  entity: Product,
  path: 'products',
  noun: { article: 'Das', singular: 'Produkt' },
  createDto: CreateProductDto,
  updateDto: UpdateProductDto,
  filterDto: ProductQueryDto,
  responseDto: ProductResponse,
  access: { read: 'public', write: { role: 'admin', permission: 'catalog' } },
  searchFields: ['name'],
  relations: { imageLinks: { image: true }, tags: true },
  defaultSort: 'position',
  present: (product, ctx) => presentProduct(product, ctx),
  beforeSave: async (product, input, _ctx, manager) => {
    if (input.schedule !== undefined)
      product.schedule = normaliseSchedule(input.schedule as OpeningHourRuleDto[] | null);
    if (input.config !== undefined)
      product.config = normaliseConfig(input.config as ProductConfigDto);
    if (input.alternativeUnits !== undefined) {
      product.alternativeUnits = normaliseAlternativeUnits(
        input.alternativeUnits as AlternativeUnitDto[],
        product.calculationModel ?? PRODUCT_DEFAULTS.calculationModel,
      );
    }
    applyProductDefaults(product, input.defaultUnit !== undefined);

    const errors = productRuleErrors(product);
    if (input.images !== undefined) {
      const imageError = await replaceImages(product, input.images as RefDto[], manager);
      if (imageError) errors.push(imageError);
    } else {
      product.imageLinks ??= [];
    }
    if (errors.length) throw ApiError.validation(errors);
  },
};

/** Visitors' visibility, plus the filters by category (in any menu) and by tag. */
export class ProductCrudService extends CatalogItemCrudService<Product> {
  protected override async narrow(query: ListQueryDto) {
    const { category, tag, ...rest } = query as ProductQueryDto;
    let ids: number[] | null = null;
    if (category !== undefined) {
      const placed = await this.repo.manager
        .getRepository(MenuCategoryProduct)
        .createQueryBuilder('item')
        .innerJoin('item.menuCategory', 'entry')
        .where('entry.categoryId = :category', { category })
        .select('item.productId', 'id')
        .distinct(true)
        .getRawMany<{ id: number | string }>();
      ids = placed.map((row) => Number(row.id));
    }
    if (tag !== undefined) {
      const tagged = await this.repo
        .createQueryBuilder('product')
        .innerJoin('product.tags', 'tag', 'tag.id = :tag', { tag })
        .select('product.id', 'id')
        .getRawMany<{ id: number | string }>();
      ids = intersect(
        ids,
        tagged.map((row) => Number(row.id)),
      );
    }
    return { query: rest as ListQueryDto, ids };
  }
}

export const productCrudProvider = {
  provide: crudToken(productCrud.path),
  inject: [DataSource, AuditService],
  useFactory: (dataSource: DataSource, audit: AuditService) =>
    new ProductCrudService(productCrud, dataSource, audit),
};

@ApiTags('products')
@Controller('products')
export class ProductsController extends CrudController(productCrud) {
  constructor(
    @Inject(crudToken('products')) crud: CrudService<Product>,
    private readonly placements: ProductPlacementsService,
  ) {
    super(crud);
  }

  /** The categories of the menus the product stands in (the product form's „Im Shop“). */
  @Get(':id/placements')
  @ApiDataResponse([ProductPlacementResponse])
  @Access({ role: 'admin' })
  listPlacements(@Param('id', ParseIdPipe) id: number) {
    return this.placements.list(id);
  }

  /** Puts the product into exactly these categories of these menus. */
  @Put(':id/placements')
  @ApiDataResponse([ProductPlacementResponse])
  @Access({ role: 'admin', permission: 'catalog' })
  replacePlacements(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: ProductPlacementsDto,
    @Ctx() ctx: RequestContext,
  ) {
    return this.placements.replace(id, body.placements, ctx);
  }
}
