import { ApiProperty } from '@nestjs/swagger';

/** The small answers of logout, login link and CSRF (OpenAPI); a login answers the user. */
export class LoggedOutResponse {
  @ApiProperty({ enum: [true] }) loggedOut!: true;
}

export class MessageResponse {
  @ApiProperty() message!: string;
}

export class CsrfTokenResponse {
  /** Echo it in the X-XSRF-TOKEN header on writes (it is also set as the XSRF-TOKEN cookie). */
  @ApiProperty() token!: string;
}
