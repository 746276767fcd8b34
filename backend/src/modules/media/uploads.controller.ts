import { Body, Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Access } from '../../common/auth/access';
import { Ctx, RequestContext } from '../../common/auth/actor';
import { CrudController, crudToken } from '../../common/crud/crud.controller';
import { CrudDefinition } from '../../common/crud/crud.service';
import { AcceptsUpload } from '../../common/http/json-body';
import { KeyValueStore } from '../../common/kv/key-value-store';
import { AuditService } from '../audit';
import { CreateUploadDto, UpdateUploadDto, UploadQueryDto } from './dto/upload.dto';
import { Upload } from './entities/upload.entity';
import { FileStorage } from './file-storage';
import { UploadCrudService, presentUpload } from './upload-crud.service';
import { UploadResponse } from './dto/media.response';
import { ApiDataResponse } from '../../common/http/api-response';

export const uploadCrud: CrudDefinition<Upload> = {
  entity: Upload,
  path: 'uploads',
  noun: { article: 'Die', singular: 'Datei' },
  createDto: CreateUploadDto,
  updateDto: UpdateUploadDto,
  filterDto: UploadQueryDto,
  responseDto: UploadResponse,
  access: { read: { role: 'employee' }, write: { role: 'admin' } },
  searchFields: ['originalName'],
  defaultSort: '-id',
  present: presentUpload,
};

export const uploadCrudProvider = {
  provide: crudToken(uploadCrud.path),
  inject: [DataSource, AuditService, FileStorage, KeyValueStore],
  useFactory: (
    dataSource: DataSource,
    audit: AuditService,
    storage: FileStorage,
    kv: KeyValueStore,
  ) => new UploadCrudService(uploadCrud, dataSource, audit, storage, kv),
};

/**
 * Customer uploads: the generic CRUD for the back office (staff read, administrators
 * change and delete), except that creating is the storefront's anonymous call.
 */
@ApiTags('uploads')
@Controller('uploads')
export class UploadsController extends CrudController(uploadCrud) {
  /** storefront.md §7 "Create upload" → { id, version, extension, mimeType, publicHash }. */
  @Post()
  @Access('public')
  @AcceptsUpload()
  @ApiDataResponse(UploadResponse, { status: 201 })
  create(@Body() body: CreateUploadDto, @Ctx() ctx: RequestContext) {
    return this.crud.create(body, ctx);
  }
}
