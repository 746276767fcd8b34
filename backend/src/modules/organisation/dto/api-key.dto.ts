import { IsString, MaxLength } from 'class-validator';
import { IsRequired } from '../../../common/validation/presence';

export class CreateApiKeyDto {
  /** What the key is for, e.g. 'Theke Hauptplatz'. */
  @IsRequired(IsString(), MaxLength(100))
  name!: string;
}
