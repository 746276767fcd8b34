import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { COUNTRIES } from '@bestellwerk/domain';
import { DATE_TIME, NamedRefResponse } from '../../../common/http/response-refs';

/** The answers of customers, donatees and external users (OpenAPI). */

/** Kunde: '' is an empty text field. */
export class CustomerResponse {
  @ApiProperty() id!: number;
  @ApiProperty() isCompany!: boolean;
  @ApiProperty() companyName!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty() email!: string;
  @ApiProperty() phone!: string;
  @ApiProperty() street!: string;
  @ApiProperty() zipCode!: string;
  @ApiProperty() city!: string;
  @ApiProperty({ enum: COUNTRIES }) country!: string;
  @ApiProperty() vatNumber!: string;
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
  @ApiProperty({ type: NamedRefResponse, nullable: true }) branch!: NamedRefResponse | null;
  @ApiProperty(DATE_TIME) createdAt!: string;
}

/** Spendenempfänger; staff see isEnabled and position too. */
export class DonateeResponse {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiPropertyOptional() isEnabled?: boolean;
  @ApiPropertyOptional() position?: number;
}

export class ExternalUserResponse {
  @ApiProperty() id!: number;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty() email!: string;
  @ApiProperty() phone!: string;
  @ApiProperty() company!: string;
  @ApiProperty({ type: NamedRefResponse, nullable: true }) division!: NamedRefResponse | null;
  @ApiProperty() isEnabled!: boolean;
  @ApiProperty(DATE_TIME) createdAt!: string;
}
