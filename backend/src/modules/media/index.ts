/** The public face of the media module: what other modules may import. */
export * from './entities/image.entity';
export * from './entities/upload.entity';
export * from './media.module';
export * from './send-file';
export * from './upload-queries.service';
export * from './fonts/font-catalogue.service';
export { sendText } from './fonts/fonts.controller';
export * from './templates/image-template.entity';
export * from './usage/media-usage.registry';
