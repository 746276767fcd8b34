import { IsIn, IsString, MaxLength } from 'class-validator';
import { IsOptionalNotNull } from '../../../common/validation/presence';

/** Countries offered at checkout (storefront.md §5). */
export const COUNTRIES = ['DE', 'LI', 'AT', 'CH'] as const;

/** The postal address shared by branches and customers; '' clears a field, null is refused. */
export abstract class AddressDto {
  @IsOptionalNotNull()
  @MaxLength(255)
  @IsString()
  street?: string;

  @IsOptionalNotNull()
  @MaxLength(20)
  @IsString()
  zipCode?: string;

  @IsOptionalNotNull()
  @MaxLength(100)
  @IsString()
  city?: string;

  @IsOptionalNotNull()
  @IsIn(COUNTRIES)
  country?: string;
}
