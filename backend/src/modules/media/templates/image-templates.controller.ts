import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Access } from '../../../common/auth/access';
import { Ctx, RequestContext } from '../../../common/auth/actor';
import { CrudController, crudToken } from '../../../common/crud/crud.controller';
import { CrudDefinition } from '../../../common/crud/crud.service';
import { ParseIdPipe } from '../../../common/crud/parse-id.pipe';
import { ApiDataResponse } from '../../../common/http/api-response';
import { AuditService } from '../../audit';
import { FontCatalogue } from '../fonts/font-catalogue.service';
import {
  CreateImageTemplateDto,
  ImageTemplateQueryDto,
  ImageTemplateResponse,
  UpdateImageTemplateDto,
} from './image-template.dto';
import { ImageTemplate } from './image-template.entity';
import { ImageTemplateCrudService } from './image-template-crud.service';

export const imageTemplateCrud: CrudDefinition<ImageTemplate> = {
  entity: ImageTemplate,
  path: 'image-templates',
  noun: { article: 'Die', singular: 'Bildvorlage' },
  createDto: CreateImageTemplateDto,
  updateDto: UpdateImageTemplateDto,
  filterDto: ImageTemplateQueryDto,
  responseDto: ImageTemplateResponse,
  access: { read: { role: 'employee' }, write: { role: 'admin' } },
  searchFields: ['name', 'identifier'],
  uniqueFields: ['identifier'],
  defaultSort: 'name',
};

export const imageTemplateCrudProvider = {
  provide: crudToken(imageTemplateCrud.path),
  inject: [DataSource, AuditService, FontCatalogue],
  useFactory: (dataSource: DataSource, audit: AuditService, fonts: FontCatalogue) =>
    new ImageTemplateCrudService(imageTemplateCrud, dataSource, audit, fonts),
};

/** backoffice-api.md §7: generic CRUD of image templates and GET …/{id}/layers. */
@ApiTags('image-templates')
@Controller('image-templates')
export class ImageTemplatesController extends CrudController(imageTemplateCrud) {
  /** The template's layers, bottom first. */
  @Get(':id/layers')
  @Access({ role: 'employee' })
  @ApiDataResponse({ type: 'array', items: { type: 'object', additionalProperties: true } })
  async layers(@Param('id', ParseIdPipe) id: number, @Ctx() ctx: RequestContext) {
    return (await this.crud.findOne(id, ctx)).layers;
  }
}
