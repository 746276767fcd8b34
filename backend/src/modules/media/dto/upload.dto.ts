import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ListQueryDto } from '../../../common/crud/list-query.dto';

/** storefront.md §7 "Create upload": the file as a data URL in `data`. */
export class CreateUploadDto {
  /** The file as `data:<type>;base64,…`, at most 10 MB. */
  @IsString({ message: '„Datei“ ist erforderlich.' })
  data!: string;

  /** The customer's file name; shown in the back office, never trusted for the type. */
  @IsOptional()
  @IsString({ message: '„Dateiname“ muss ein Text sein.' })
  @MaxLength(255, { message: '„Dateiname“ darf höchstens 255 Zeichen lang sein.' })
  name?: string;

  /** The kind of configuration step: 'image' takes JPG, PNG and GIF only. Default 'file'. */
  @IsOptional()
  @IsIn(['image', 'file'], { message: '„Art“ muss „image“ oder „file“ sein.' })
  kind?: 'image' | 'file';
}

/** Uploads are evidence of what a customer sent; only the shown name can be corrected. */
export class UpdateUploadDto {
  @IsOptional()
  @IsString({ message: '„Dateiname“ muss ein Text sein.' })
  @MaxLength(255, { message: '„Dateiname“ darf höchstens 255 Zeichen lang sein.' })
  originalName?: string;
}

export class UploadQueryDto extends ListQueryDto {
  @IsOptional()
  @IsString()
  @MaxLength(8)
  extension?: string;
}
