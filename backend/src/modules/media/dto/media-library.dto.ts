import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { toBool, toInt, toTrimmed } from '../../../common/crud/list-query.dto';
import { DATE_TIME } from '../../../common/http/response-refs';
import { IMAGE_EXTENSIONS, UPLOAD_EXTENSIONS } from '../file-formats';
import { ImageResponse, UploadResponse } from './media.response';

/** 'image': the library's pictures; 'file': what customers sent; or one format of either. */
export const LIBRARY_TYPES = [
  'image',
  'file',
  ...new Set([...IMAGE_EXTENSIONS, ...UPLOAD_EXTENSIONS.file]),
] as const;

/** GET /api/media-library: every picture and upload, newest first, one page at a time. */
export class MediaLibraryQueryDto {
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  page?: number;

  /** 48 unless given; at most 200. */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(200)
  perPage?: number;

  /** In a picture's alternative text and a file's name. */
  @IsOptional()
  @Transform(toTrimmed)
  @IsString()
  @MaxLength(100)
  search?: string;

  /** 'image' (pictures), 'file' (customers' files) or a format such as 'pdf' or 'png'. */
  @IsOptional()
  @IsIn(LIBRARY_TYPES)
  type?: string;

  /**
   * Pictures shown somewhere (true) or nowhere (false). Only pictures are placed in the shop,
   * so with this filter the list holds pictures only.
   */
  @IsOptional()
  @Transform(toBool)
  @IsBoolean()
  used?: boolean;

  /** Pictures of this branch (its gallery and logo); files belong to no branch. */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  branch?: number;
}

/** One card of the library: a picture or a customer's file, the other field null. */
export class MediaLibraryEntryResponse {
  @ApiProperty({ enum: ['image', 'file'] }) kind!: 'image' | 'file';
  /** The id of the picture or of the file (each kind counts on its own). */
  @ApiProperty() id!: number;
  @ApiProperty(DATE_TIME) createdAt!: string;
  @ApiProperty({ type: () => ImageResponse, nullable: true }) image!: ImageResponse | null;
  @ApiProperty({ type: () => UploadResponse, nullable: true }) file!: UploadResponse | null;
}
