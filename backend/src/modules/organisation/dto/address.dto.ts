import { IsIn, IsString, MaxLength } from 'class-validator';
import { COUNTRIES } from '@bestellwerk/domain';
import { IsOptionalNotNull } from '../../../common/validation/presence';

// Countries offered at checkout (storefront.md §5): the one list in libs/domain.
export { COUNTRIES };

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
