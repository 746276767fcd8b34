import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/**
 * Small shapes that many answers embed: a bare reference, a named one (branch, division)
 * and a picture as the storefront addresses it (/image/{id}-{version}.{extension}).
 */
export class RefResponse {
  @ApiProperty() id!: number;
}

export class NamedRefResponse {
  @ApiProperty() id!: number;
  @ApiProperty() identifier!: string;
  @ApiProperty() name!: string;
}

export class ImageRefResponse {
  @ApiProperty() id!: number;
  @ApiProperty() version!: number;
  @ApiProperty({ example: 'jpg' }) extension!: string;
  /** Staff read the whole image record; visitors get the three fields above. */
  @ApiPropertyOptional({ type: String, nullable: true }) alt?: string | null;
}

/** A tag as lists and branches carry it. */
export class TagRefResponse {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: ImageRefResponse, nullable: true }) image!: ImageRefResponse | null;
}

export const DATE_TIME = { type: String, format: 'date-time' } as const;
