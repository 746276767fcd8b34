import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DATE_TIME } from '../../../common/http/response-refs';

/** The answers of images and uploads (OpenAPI). */

/** An image record (never its storage key); the file is /image/{id}-{version}.{extension}. */
export class ImageResponse {
  @ApiProperty() id!: number;
  @ApiProperty() version!: number;
  @ApiProperty({ example: 'jpg' }) extension!: string;
  @ApiProperty() alt!: string;
  @ApiProperty({ example: 'image/jpeg' }) mimeType!: string;
  @ApiProperty({ type: Number, nullable: true }) width!: number | null;
  @ApiProperty({ type: Number, nullable: true }) height!: number | null;
  /** Bytes. */
  @ApiProperty() size!: number;
  @ApiProperty(DATE_TIME) createdAt!: string;
  @ApiProperty(DATE_TIME) updatedAt!: string;
}

/** A customer's file: /upload/{publicHash}/{id}-{version}.{extension}; staff see more. */
export class UploadResponse {
  @ApiProperty() id!: number;
  @ApiProperty() version!: number;
  @ApiProperty() extension!: string;
  @ApiProperty() mimeType!: string;
  @ApiProperty() publicHash!: string;
  /**
   * /upload/{publicHash}/preview/{id}-{version}.jpg (a JPEG 640 px wide: pictures, and a
   * PDF's first page), or null when the file has none. For staff.
   */
  @ApiPropertyOptional({ type: String, nullable: true }) previewUrl?: string | null;
  @ApiPropertyOptional() originalName?: string;
  @ApiPropertyOptional() size?: number;
  @ApiPropertyOptional(DATE_TIME) createdAt?: string;
}
