/** The public face of the media module: what other modules may import. */
export * from './entities/image.entity';
export * from './entities/upload.entity';
export * from './media.module';
export * from './send-file';
export * from './upload-queries.service';
// For other modules' files (signage videos and screenshots): the storage seam and the
// data-URL reader.
export { FileStorage } from './file-storage';
export { MEGABYTE, parseDataUrl } from './data-url';
export * from './fonts/font-catalogue.service';
export { sendText } from './fonts/fonts.controller';
export * from './templates/image-template.entity';
export * from './usage/media-usage.registry';
export { existingIds, lockForDelete } from './usage/reference-lock';
