import { ApiProperty } from '@nestjs/swagger';
import { DATE_TIME, NamedRefResponse } from '../../../common/http/response-refs';
import { ROLES } from '../entities/user.entity';

/** A back-office user as answered (never the password hash), OpenAPI. */
export class UserResponse {
  @ApiProperty() id!: number;
  @ApiProperty() username!: string;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  /** First and last name, or the user name when both are empty. */
  @ApiProperty() displayName!: string;
  @ApiProperty({ enum: ROLES, isArray: true }) roles!: string[];
  @ApiProperty({ type: [NamedRefResponse] }) branches!: NamedRefResponse[];
  @ApiProperty() isEnabled!: boolean;
  /** Locked after too many failed logins, or by an admin. */
  @ApiProperty() isLocked!: boolean;
  @ApiProperty({ ...DATE_TIME, nullable: true }) expiresAt!: string | null;
  @ApiProperty({ ...DATE_TIME, nullable: true }) lastLoginAt!: string | null;
  @ApiProperty(DATE_TIME) createdAt!: string;
  @ApiProperty(DATE_TIME) updatedAt!: string;
}
