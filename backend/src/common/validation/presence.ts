import { applyDecorators } from '@nestjs/common';
import { IsNotEmpty, ValidateIf } from 'class-validator';

/**
 * Optional, but not nullable: an absent value is skipped, an explicit null is validated (and
 * refused) like any other value. For fields backed by NOT NULL columns, where class-validator's
 * IsOptional would let null through to the database.
 */
export const IsOptionalNotNull = (): PropertyDecorator =>
  ValidateIf((_object, value) => value !== undefined);

/**
 * Required, followed by the field's other rules: `@IsRequired(IsString(), MaxLength(255))`.
 * class-validator reports a field's failures in the order its decorators were applied, and
 * stacked decorators apply bottom-up — so in a plain stack a missing name would be reported
 * as too long first. Here '„Name“ ist erforderlich.' always comes first, and the client
 * shows the first message.
 */
export const IsRequired = (...rules: PropertyDecorator[]): PropertyDecorator =>
  applyDecorators(IsNotEmpty(), ...rules);
