import { PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { IdFilter, ListQueryDto, toBool, toTrimmed } from '../../../common/crud/list-query.dto';
import { RefDto } from '../../../common/crud/ref.dto';
import { ValidateNested } from '../../../common/validation/nested';
import { IsOptionalNotNull, IsRequired } from '../../../common/validation/presence';
import { ORIENTATIONS, Orientation } from '../entities/signage-scene.entity';

/** A scene's address: lower-case words with hyphens, e.g. 'graz-menueboard'. */
export const SCENE_PATH = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const COLOR = /^#[0-9a-fA-F]{6}$/;

export class SceneZoneDto {
  @Transform(toTrimmed)
  @IsRequired(IsString(), MaxLength(40))
  key!: string;

  @Transform(toTrimmed)
  @IsRequired(IsString(), MaxLength(100))
  name!: string;

  /** Left edge in percent of the screen's width. */
  @IsNumber() @Min(0) @Max(100) x!: number;
  @IsNumber() @Min(0) @Max(100) y!: number;
  @IsNumber() @Min(1) @Max(100) width!: number;
  @IsNumber() @Min(1) @Max(100) height!: number;

  /** The streams that may play here; the valid one of highest priority plays. */
  @IsArray()
  @ArrayMaxSize(20)
  @IsInt({ each: true })
  @Min(1, { each: true })
  streamIds!: number[];
}

export class CreateSceneDto {
  @Transform(toTrimmed)
  @IsRequired(IsString(), MaxLength(100))
  identifier!: string;

  @Transform(toTrimmed)
  @IsRequired(IsString(), MaxLength(255))
  name!: string;

  /** The player's address /signage/{path}. */
  @Transform(toTrimmed)
  @IsRequired(
    IsString(),
    MaxLength(150),
    Matches(SCENE_PATH, {
      message: '„Pfad“ darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten.',
    }),
  )
  path!: string;

  @IsOptionalNotNull() @IsInt() @Min(160) @Max(7680) width?: number;
  @IsOptionalNotNull() @IsInt() @Min(160) @Max(7680) height?: number;

  @IsOptionalNotNull()
  @IsIn(ORIENTATIONS)
  orientation?: Orientation;

  @IsOptionalNotNull()
  @Matches(COLOR, { message: '„Hintergrund“ muss eine Farbe wie #000000 sein.' })
  background?: string;

  @IsOptionalNotNull()
  @IsBoolean()
  isPublic?: boolean;

  @IsOptionalNotNull()
  @IsArray()
  @ArrayMaxSize(12)
  @ValidateNested({ each: true })
  @Type(() => SceneZoneDto)
  zones?: SceneZoneDto[];

  /** Empty: the chain's scene (administrators only). */
  @IsOptional()
  @ValidateNested()
  @Type(() => RefDto)
  branch?: RefDto | null;
}

export class UpdateSceneDto extends PartialType(CreateSceneDto, { skipNullProperties: false }) {}

export class SceneQueryDto extends ListQueryDto {
  @IdFilter()
  branch?: number;

  @IsOptional()
  @Transform(toBool)
  @IsBoolean()
  isPublic?: boolean;
}
