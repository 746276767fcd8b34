import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

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
}

export class LoginLinkConsumeDto {
  @IsNotEmpty()
  @IsString()
  @MaxLength(200)
  token!: string;
}
