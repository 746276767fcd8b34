import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Type } from 'class-transformer';
import { IdFilter } from '../../../common/crud/list-query.dto';
import { RefDto } from '../../../common/crud/ref.dto';
import { ValidateNested } from '../../../common/validation/nested';
import { IsRequired } from '../../../common/validation/presence';

export class TerminalLoginDto {
  @IsRequired(IsString(), MaxLength(100))
  username!: string;

  @IsRequired(IsString(), MaxLength(12))
  pin!: string;
}

export class SetPinDto {
  @IsRequired(
    IsString(),
    Matches(/^\d{4,8}$/, { context: { german: '„PIN“ muss aus 4 bis 8 Ziffern bestehen.' } }),
  )
  pin!: string;
}

export class IssueTokenDto {
  @IsRequired(ValidateNested())
  @Type(() => RefDto)
  user!: RefDto;

  @IsOptional()
  @MaxLength(100)
  @IsString()
  label?: string;
}

/** GET /api/terminal-tokens?user=…: one employee's tokens. */
export class TokenQueryDto {
  @IdFilter() user?: number;
}
