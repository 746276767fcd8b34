import { safeReturnHash } from '@bestellwerk/domain';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { germanMessage } from '../../../common/validation/german-messages';

export const RETURN_HASH_MESSAGE =
  '„Rücksprung“ muss eine Seite des Back-Office sein (z. B. #/orders).';

export class LoginDto {
  /** Username or e-mail address. */
  @IsNotEmpty()
  @IsString()
  @MaxLength(255)
  username!: string;

  @IsNotEmpty()
  @IsString()
  @MaxLength(200)
  password!: string;
}

export class LoginLinkRequestDto {
  @IsNotEmpty()
  @IsEmail()
  @MaxLength(255)
  email!: string;

  /** The back office's hash route the link opens after logging in ('#/orders'). */
  @IsOptional()
  @MaxLength(500)
  @ValidateBy(
    {
      name: 'isReturnHash',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && !!safeReturnHash(value),
      },
    },
    germanMessage(RETURN_HASH_MESSAGE),
  )
  next?: string;
}

export class LoginLinkConsumeDto {
  @IsNotEmpty()
  @IsString()
  @MaxLength(200)
  token!: string;
}
