import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { TEMPLATE_IMAGE_FORMATS, type TemplateImageFormat } from '@bestellwerk/domain';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { IdFilter, ListQueryDto, toTrimmed } from '../../../common/crud/list-query.dto';
import { RefDto } from '../../../common/crud/ref.dto';
import { ValidateNested } from '../../../common/validation/nested';
import { IsOptionalNotNull, IsRequired } from '../../../common/validation/presence';
import {
  SEGMENT_TYPES,
  SegmentType,
  TRANSITIONS,
  Transition,
} from '../entities/signage-segment.entity';
import { COLOR } from './scene.dto';

/** „Aus Vorlage“: a template drawn for a product or a category (libs/domain TemplateImage). */
export class TemplateImageDto {
  @IsRequired(IsInt(), Min(1)) templateId!: number;
  @IsOptional() @IsInt() @Min(1) productId?: number | null;
  @IsOptional() @IsInt() @Min(1) categoryId?: number | null;
  @ApiPropertyOptional({ enum: TEMPLATE_IMAGE_FORMATS, nullable: true })
  @IsOptional()
  @IsIn(TEMPLATE_IMAGE_FORMATS)
  format?: TemplateImageFormat | null;
}

/** A segment's content; which fields count depends on the type (checked when saved). */
export class SegmentContentDto {
  @IsOptional() @IsInt() @Min(1) imageId?: number | null;

  @IsOptional()
  @ValidateNested()
  @Type(() => TemplateImageDto)
  template?: TemplateImageDto | null;

  @IsOptional() @IsIn(['block', 'site']) cmsType?: 'block' | 'site' | null;
  @IsOptional() @IsInt() @Min(1) cmsId?: number | null;
  @IsOptional() @IsInt() @Min(1) branchId?: number | null;
  @IsOptional() @IsInt() @Min(1) menuId?: number | null;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsInt({ each: true })
  @Min(1, { each: true })
  categoryIds?: number[] | null;

  @IsOptional() @IsBoolean() showAllergens?: boolean | null;
  @IsOptional() @IsBoolean() showImages?: boolean | null;
  @IsOptional() @IsIn(['strike', 'hide']) unavailable?: 'strike' | 'hide' | null;
  @IsOptional() @IsString() @MaxLength(200) title?: string | null;

  @IsOptional()
  @IsUrl(
    { protocols: ['https', 'http'], require_protocol: true, require_tld: false },
    { message: '„URL“ muss eine Web-Adresse (https://…) sein.' },
  )
  @MaxLength(2000)
  url?: string | null;

  @IsOptional() @IsString() @MaxLength(2000) text?: string | null;
  @IsOptional() @IsInt() @Min(10) @Max(1000) speed?: number | null;

  @IsOptional()
  @Matches(COLOR, { message: '„Farbe“ muss eine Farbe wie #ffffff sein.' })
  color?: string | null;

  @IsOptional()
  @Matches(COLOR, { message: '„Hintergrund“ muss eine Farbe wie #000000 sein.' })
  background?: string | null;
}

export class CreateSegmentDto {
  @Transform(toTrimmed)
  @IsRequired(IsString(), MaxLength(255))
  name!: string;

  @IsRequired(IsIn(SEGMENT_TYPES))
  type!: SegmentType;

  /** Seconds on screen (0: a video plays to its end). */
  @IsOptionalNotNull() @IsInt() @Min(0) @Max(3600) duration?: number;

  @IsOptionalNotNull()
  @IsIn(TRANSITIONS)
  transition?: Transition;

  @IsOptionalNotNull()
  @ValidateNested()
  @Type(() => SegmentContentDto)
  content?: SegmentContentDto;

  @IsOptional()
  @ValidateNested()
  @Type(() => RefDto)
  branch?: RefDto | null;
}

export class UpdateSegmentDto extends PartialType(CreateSegmentDto, {
  skipNullProperties: false,
}) {}

export class SegmentQueryDto extends ListQueryDto {
  @IdFilter()
  branch?: number;

  @IsOptional()
  @IsIn(SEGMENT_TYPES)
  type?: SegmentType;
}

/** The video of a video segment, as a data-URL (mp4 or webm). */
export class SegmentVideoDto {
  @IsRequired(IsString())
  file!: string;
}
