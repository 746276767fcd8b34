import { Module } from '@nestjs/common';
import { CacheInvalidation, PublicCacheModule } from '../public-cache';
import { RenderDoor } from './templates/render-door';
import { UploadQueries } from './upload-queries.service';
import { crudToken } from '../../common/crud/crud.controller';
import { AppConfig } from '../../config/app-config';
import { FileStorage } from './file-storage';
import { FontCatalogue } from './fonts/font-catalogue.service';
import { FontsController } from './fonts/fonts.controller';
import {
  ImageTemplatesController,
  imageTemplateCrud,
  imageTemplateCrudProvider,
} from './templates/image-templates.controller';
import { TemplateRenderController } from './templates/template-render.controller';
import { TemplateRenderer } from './templates/template-renderer.service';
import { TemplateRenderPool } from './templates/template-render-pool';
import { TemplateRenderService } from './templates/template-render.service';
import { MediaUsageRegistry } from './usage/media-usage.registry';
import { templateUsageSource } from './usage/template-usage.source';
import { ImageFilesController } from './image-files.controller';
import { ImageFilesService } from './image-files.service';
import { ImagesController, imageCrud, imageCrudProvider } from './images.controller';
import { MediaLibraryController } from './library/media-library.controller';
import { MediaLibraryService } from './library/media-library.service';
import { createFileStorage } from './media-storage';
import { UploadFilesController } from './upload-files.controller';
import { UploadFilesService } from './upload-files.service';
import { UploadsController, uploadCrud, uploadCrudProvider } from './uploads.controller';

/** Images of the back office, customer uploads, and the files behind both. */
@Module({
  imports: [PublicCacheModule],
  controllers: [
    FontsController,
    ImageTemplatesController,
    TemplateRenderController,
    ImagesController,
    UploadsController,
    ImageFilesController,
    UploadFilesController,
    MediaLibraryController,
  ],
  providers: [
    { provide: FileStorage, inject: [AppConfig], useFactory: createFileStorage },
    imageCrudProvider,
    uploadCrudProvider,
    ImageFilesService,
    UploadFilesService,
    UploadQueries,
    FontCatalogue,
    imageTemplateCrudProvider,
    TemplateRenderer,
    TemplateRenderPool,
    TemplateRenderService,
    {
      provide: RenderDoor,
      inject: [CacheInvalidation],
      useFactory: (invalidation: CacheInvalidation) => new RenderDoor(invalidation),
    },
    MediaUsageRegistry,
    MediaLibraryService,
  ],
  exports: [
    FileStorage,
    FontCatalogue,
    crudToken(imageCrud.path),
    crudToken(uploadCrud.path),
    crudToken(imageTemplateCrud.path),
    TemplateRenderer,
    RenderDoor,
    MediaUsageRegistry,
    UploadQueries,
  ],
})
export class MediaModule {
  constructor(usages: MediaUsageRegistry) {
    usages.register(templateUsageSource);
  }
}
