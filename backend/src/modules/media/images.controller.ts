import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { CrudController, crudToken } from '../../common/crud/crud.controller';
import { CrudDefinition } from '../../common/crud/crud.service';
import { AuditService } from '../audit';
import { CreateImageDto, ImageQueryDto, UpdateImageDto } from './dto/image.dto';
import { Image } from './entities/image.entity';
import { FileStorage } from './file-storage';
import { ImageCrudService, presentImageRecord } from './image-crud.service';
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
};

export const imageCrudProvider = {
  provide: crudToken(imageCrud.path),
  inject: [DataSource, AuditService, FileStorage],
  useFactory: (dataSource: DataSource, audit: AuditService, storage: FileStorage) =>
    new ImageCrudService(imageCrud, dataSource, audit, storage),
};

/** backoffice-api.md §3/§7: images of products, categories, tags and branches. */
@ApiTags('images')
@Controller('images')
export class ImagesController extends CrudController(imageCrud) {}
