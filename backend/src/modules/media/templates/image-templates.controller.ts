import { Body, Controller, Inject, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { TEMPLATE_SIZES } from '@bestellwerk/domain';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { Access } from '../../../common/auth/access';
import { Ctx, RequestContext } from '../../../common/auth/actor';
import { CrudController, crudToken } from '../../../common/crud/crud.controller';
import { CrudDefinition } from '../../../common/crud/crud.service';
import { ParseIdPipe } from '../../../common/crud/parse-id.pipe';
import { ApiDataResponse } from '../../../common/http/api-response';
import { RawResponse } from '../../../common/http/envelope.interceptor';
import { AuditService } from '../../audit';
import { FontCatalogue } from '../fonts/font-catalogue.service';
import {
  CreateImageTemplateDto,
  ImageTemplateQueryDto,
  ImageTemplateResponse,
  PreviewImageTemplateDto,
  UpdateImageTemplateDto,
} from './image-template.dto';
import { ImageTemplate } from './image-template.entity';
import { MediaUsageRegistry } from '../usage/media-usage.registry';
import { ImageTemplateCrudService } from './image-template-crud.service';
import { TemplateRenderer, parseBindingId, parseRenderSize } from './template-renderer.service';

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
  inject: [DataSource, AuditService, FontCatalogue, MediaUsageRegistry],
  useFactory: (
    dataSource: DataSource,
    audit: AuditService,
    fonts: FontCatalogue,
    usages: MediaUsageRegistry,
  ) => new ImageTemplateCrudService(imageTemplateCrud, dataSource, audit, fonts, usages),
};

/** backoffice-api.md §7: generic CRUD of image templates and GET …/{id}/layers. */
@ApiTags('image-templates')
@Controller('image-templates')
export class ImageTemplatesController extends CrudController(imageTemplateCrud) {
  constructor(
    @Inject(crudToken(imageTemplateCrud.path)) crud: ImageTemplateCrudService,
    private readonly renderer: TemplateRenderer,
  ) {
    super(crud);
  }

  /**
   * The editor's live preview of a template as the form holds it (saved or not): checked
   * like a save (German 422 per layer field), drawn as PNG and never cached — a save
   * gives the render a version to be cached under. Who may save may preview.
   */
  @Post('preview')
  @HttpCode(200)
  @Access(imageTemplateCrud.access.write)
  @RawResponse()
  @ApiProduces('image/png')
  @ApiOkResponse({
    description: 'PNG',
    content: { 'image/png': { schema: { type: 'string', format: 'binary' } } },
  })
  async preview(
    @Body() body: PreviewImageTemplateDto,
    @Query('size') size: string | undefined,
    @Res() reply: FastifyReply,
  ) {
    const sized = parseRenderSize(size);
    await (this.crud as ImageTemplateCrudService).checkLayers(body.layers, body.size);
    const binding = await this.renderer.bind({
      product: parseBindingId(body.product, 'product'),
      category: parseBindingId(body.category, 'category'),
    });
    const { width, height } = TEMPLATE_SIZES[body.size];
    const png = await this.renderer.preview(
      { width, height, background: body.background ?? '#ffffff', layers: body.layers },
      binding,
      sized,
    );
    await reply.header('content-type', 'image/png').header('cache-control', 'no-store').send(png);
  }

  /** The template's layers, bottom first. */
  @Get(':id/layers')
  @Access({ role: 'employee' })
  @ApiDataResponse({ type: 'array', items: { type: 'object', additionalProperties: true } })
  async layers(@Param('id', ParseIdPipe) id: number, @Ctx() ctx: RequestContext) {
    return (await this.crud.findOne(id, ctx)).layers;
  }
}
