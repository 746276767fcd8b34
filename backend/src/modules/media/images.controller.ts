import { Controller, Get, Param } from '@nestjs/common';
import { Access } from '../../common/auth/access';
import { Ctx, RequestContext } from '../../common/auth/actor';
import { ParseIdPipe } from '../../common/crud/parse-id.pipe';
import { ApiDataResponse } from '../../common/http/api-response';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { CrudController, crudToken } from '../../common/crud/crud.controller';
import { CrudDefinition } from '../../common/crud/crud.service';
import { AuditService } from '../audit';
import { CreateImageDto, ImageQueryDto, ImageUsageResponse, UpdateImageDto } from './dto/image.dto';
import { Image } from './entities/image.entity';
import { FileStorage } from './file-storage';
import {
  ImageCrudService,
  imageIdCondition,
  keepReplacedFile,
  presentImageRecord,
} from './image-crud.service';
import { MediaUsageRegistry } from './usage/media-usage.registry';
import { ImageResponse } from './dto/media.response';

export const imageCrud: CrudDefinition<Image> = {
  entity: Image,
  path: 'images',
  noun: { article: 'Das', singular: 'Bild' },
  createDto: CreateImageDto,
  updateDto: UpdateImageDto,
  filterDto: ImageQueryDto,
  responseDto: ImageResponse,
  access: { read: { role: 'employee' }, write: { role: 'admin' } },
  searchFields: ['alt'],
  defaultSort: '-id',
  acceptsUpload: true,
  present: presentImageRecord,
  beforeSave: keepReplacedFile,
  filters: { imageIds: imageIdCondition },
};

export const imageCrudProvider = {
  provide: crudToken(imageCrud.path),
  inject: [DataSource, AuditService, FileStorage, MediaUsageRegistry],
  useFactory: (
    dataSource: DataSource,
    audit: AuditService,
    storage: FileStorage,
    usages: MediaUsageRegistry,
  ) => new ImageCrudService(imageCrud, dataSource, audit, storage, usages),
};

/** backoffice-api.md §3/§7: images of products, categories, tags and branches. */
@ApiTags('images')
@Controller('images')
export class ImagesController extends CrudController(imageCrud) {
  /** "Used by": the products, categories, templates, … that show the picture. */
  @Get(':id/usages')
  @Access({ role: 'employee' })
  @ApiDataResponse([ImageUsageResponse])
  usages(@Param('id', ParseIdPipe) id: number, @Ctx() ctx: RequestContext) {
    return (this.crud as ImageCrudService).usagesOf(id, ctx);
  }
}
