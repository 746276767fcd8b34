import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { TEMPLATE_SIZE_NAMES, type TemplateLayer, type TemplateSize } from '@bestellwerk/domain';
import { Transform } from 'class-transformer';
import {
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
} from 'class-validator';
import { ListQueryDto, toTrimmed } from '../../../common/crud/list-query.dto';
import { IsOptionalNotNull, IsRequired } from '../../../common/validation/presence';
import { DATE_TIME } from '../../../common/http/response-refs';

const german = (text: string) => ({ context: { german: text } });
const IDENTIFIER = /^[a-z0-9][a-z0-9-]*$/;
const LAYERS_SCHEMA = {
  type: 'array',
  items: { type: 'object', additionalProperties: true },
  description:
    'Unten zuerst. Ebenen der Arten image (source, imageId, fit), text (text mit {name} {price} {unit} {description} {allergens}, fontFamily, fontVariant, fontSize, color, align, lineClamp, autoShrink) und shape (shape, fill, radius); alle mit id, x, y, width, height, opacity.',
} as const;

/** What a template draws: its size, background and layers (a save and a preview alike). */
class TemplateDrawingDto {
  @ApiProperty({ enum: TEMPLATE_SIZE_NAMES })
  @IsRequired(IsIn(TEMPLATE_SIZE_NAMES))
  size!: TemplateSize;

  @IsOptionalNotNull()
  @Matches(/^#[0-9a-fA-F]{6}$/, german('„Hintergrund“ muss eine Farbe im Format #RRGGBB sein.'))
  background?: string;

  @ApiProperty(LAYERS_SCHEMA)
  @IsRequired(IsArray())
  layers!: TemplateLayer[];
}

export class CreateImageTemplateDto extends TemplateDrawingDto {
  /** Unique, for URLs and scripts: 'menu-tile'. */
  @Transform(toTrimmed)
  @IsRequired(
    IsString(),
    MaxLength(100),
    Matches(IDENTIFIER, german('„Kennung“ darf nur a–z, 0–9 und - enthalten.')),
  )
  identifier!: string;

  @Transform(toTrimmed)
  @IsRequired(IsString(), MaxLength(255))
  name!: string;
}

export class UpdateImageTemplateDto {
  @Transform(toTrimmed)
  @IsOptionalNotNull()
  @IsString()
  @MaxLength(100)
  @Matches(IDENTIFIER, german('„Kennung“ darf nur a–z, 0–9 und - enthalten.'))
  identifier?: string;

  @Transform(toTrimmed)
  @IsOptionalNotNull()
  @IsString()
  @MaxLength(255)
  name?: string;

  @ApiPropertyOptional({ enum: TEMPLATE_SIZE_NAMES })
  @IsOptionalNotNull()
  @IsIn(TEMPLATE_SIZE_NAMES)
  size?: TemplateSize;

  @IsOptionalNotNull()
  @Matches(/^#[0-9a-fA-F]{6}$/, german('„Hintergrund“ muss eine Farbe im Format #RRGGBB sein.'))
  background?: string;

  @ApiPropertyOptional(LAYERS_SCHEMA)
  @IsOptionalNotNull()
  @IsArray()
  layers?: TemplateLayer[];
}

export class ImageTemplateQueryDto extends ListQueryDto {
  @IsOptional()
  @IsIn(TEMPLATE_SIZE_NAMES)
  size?: TemplateSize;
}

export class ImageTemplateResponse {
  @ApiProperty() id!: number;
  @ApiProperty() identifier!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: TEMPLATE_SIZE_NAMES }) size!: string;
  @ApiProperty() width!: number;
  @ApiProperty() height!: number;
  @ApiProperty() background!: string;
  @ApiProperty(LAYERS_SCHEMA) layers!: object[];
  @ApiProperty() version!: number;
  @ApiProperty(DATE_TIME) createdAt!: string;
  @ApiProperty(DATE_TIME) updatedAt!: string;
}

/**
 * POST /api/image-templates/preview: an unsaved template (the editor's form) drawn as it
 * would be saved, optionally filled with a product or a category.
 */
export class PreviewImageTemplateDto extends TemplateDrawingDto {
  /** The product whose name, price, … fill the placeholders. */
  @ApiPropertyOptional({ type: 'integer', nullable: true })
  @IsOptional()
  @IsInt(german('„Produkt“ muss eine Produkt-ID sein.'))
  @Min(1, german('„Produkt“ muss eine Produkt-ID sein.'))
  product?: number | null;

  /** Or the category whose name, description and picture fill them. */
  @ApiPropertyOptional({ type: 'integer', nullable: true })
  @IsOptional()
  @IsInt(german('„Kategorie“ muss eine Kategorie-ID sein.'))
  @Min(1, german('„Kategorie“ muss eine Kategorie-ID sein.'))
  category?: number | null;
}
