import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { ListQueryDto, toBool, toInt } from '../../../common/crud/list-query.dto';
import { IMAGE_EXTENSIONS } from '../file-formats';

/** backoffice-api.md §3 images: id, version, extension, alt; the file comes as a data URL. */
export class CreateImageDto {
  /** Alternative text for screen readers and search engines. */
  @IsOptional()
  @IsString({ message: '„Alternativtext“ muss ein Text sein.' })
  @MaxLength(255, { message: '„Alternativtext“ darf höchstens 255 Zeichen lang sein.' })
  alt?: string;

  /** The image as `data:image/png;base64,…` (JPEG, PNG, GIF or WebP, at most 10 MB). */
  @IsString({ message: '„Datei“ ist erforderlich.' })
  file!: string;
}

export class UpdateImageDto {
  @IsOptional()
  @IsString({ message: '„Alternativtext“ muss ein Text sein.' })
  @MaxLength(255, { message: '„Alternativtext“ darf höchstens 255 Zeichen lang sein.' })
  alt?: string;

  /** A new file replaces the old one and raises `version`, so every URL changes. */
  @IsOptional()
  @IsString({ message: '„Datei“ muss eine Data-URL sein (data:<Typ>;base64,<Daten>).' })
  file?: string;
}

export class ImageQueryDto extends ListQueryDto {
  @IsOptional()
  @IsString()
  @MaxLength(8)
  extension?: string;

  /** The library's type filter: the format (from the bytes) of the picture. */
  @IsOptional()
  @IsIn(IMAGE_EXTENSIONS)
  type?: string;

  /** true: shown somewhere (a product, a category, a template, …); false: nowhere. */
  @IsOptional()
  @Transform(toBool)
  @IsBoolean()
  used?: boolean;

  /** Pictures of this branch (its gallery and logo). */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  branch?: number;
}

/** Where a picture is shown ("used by"). */
export class ImageUsageResponse {
  @ApiProperty({ example: 'product' }) kind!: string;
  @ApiProperty({ example: 'Produkt' }) label!: string;
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
}
