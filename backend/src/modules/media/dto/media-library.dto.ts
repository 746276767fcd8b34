import { ApiProperty, IntersectionType, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ListQueryDto, toInt, toTrimmed } from '../../../common/crud/list-query.dto';
import { DATE_TIME } from '../../../common/http/response-refs';
import { LIBRARY_TYPES } from '@bestellwerk/domain';
import { ImageQueryDto } from './image.dto';
import { ImageResponse, UploadResponse } from './media.response';

/**
 * GET /api/media-library: every picture and upload, newest first, one page at a time. Page,
 * used / unused and branch as the lists of pictures take them (used and branch: pictures
 * only — only they are placed in the shop).
 */
export class MediaLibraryQueryDto extends IntersectionType(
  PickType(ListQueryDto, ['page'] as const),
  PickType(ImageQueryDto, ['used', 'branch'] as const),
) {
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
