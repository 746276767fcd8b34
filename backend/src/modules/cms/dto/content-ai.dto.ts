import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsRequired } from '../../../common/validation/presence';

/** What to write about; without it the site's title and path are the brief. */
export class GenerateSiteDto {
  @IsOptional()
  @MaxLength(2000)
  @IsString()
  prompt?: string;
}

export class GenerateImageDto {
  @IsRequired(IsString(), MaxLength(2000))
  prompt!: string;
}
