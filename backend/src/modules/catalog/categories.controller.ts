import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { CrudController, crudToken } from '../../common/crud/crud.controller';
import { CrudDefinition } from '../../common/crud/crud.service';
import { OpeningHourRuleDto } from '../organisation';
import { AuditService } from '../audit';
import { CatalogItemCrudService } from './catalog-item-crud.service';
import { presentCategory } from './catalog.presenter';
import { CategoryQueryDto, CreateCategoryDto, UpdateCategoryDto } from './dto/category.dto';
import { Category } from './entities/category.entity';
import { normaliseSchedule } from './product-rules';
import { CategoryResponse } from './dto/catalog.response';

export const categoryCrud: CrudDefinition<Category> = {
  entity: Category,
  path: 'categories',
  noun: { article: 'Die', singular: 'Kategorie' },
  createDto: CreateCategoryDto,
  updateDto: UpdateCategoryDto,
  filterDto: CategoryQueryDto,
  responseDto: CategoryResponse,
  access: { read: 'public', write: { role: 'admin', permission: 'catalog' } },
  searchFields: ['name'],
  defaultSort: 'position',
  present: (category, ctx) => presentCategory(category, ctx),
  beforeSave: async (category, input) => {
    if (input.schedule !== undefined)
      category.schedule = normaliseSchedule(input.schedule as OpeningHourRuleDto[] | null);
  },
};

export const categoryCrudProvider = {
  provide: crudToken(categoryCrud.path),
  inject: [DataSource, AuditService],
  useFactory: (dataSource: DataSource, audit: AuditService) =>
    new CatalogItemCrudService(categoryCrud, dataSource, audit),
};

@ApiTags('categories')
@Controller('categories')
export class CategoriesController extends CrudController(categoryCrud) {}
