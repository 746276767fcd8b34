import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDefined, ValidateNested } from 'class-validator';
import { RefDto } from '../../../common/crud/ref.dto';

/** A place of a product: a category within a menu (Produktkatalog). */
export class ProductPlacementDto {
  @IsDefined()
  @ValidateNested()
  @Type(() => RefDto)
  menu!: RefDto;

  @IsDefined()
  @ValidateNested()
  @Type(() => RefDto)
  category!: RefDto;
}

/** PUT /products/{id}/placements: every place of the product; places not listed are left. */
export class ProductPlacementsDto {
  @IsDefined()
  @Type(() => ProductPlacementDto)
  @ValidateNested({ each: true })
  @ArrayMaxSize(200)
  @IsArray()
  placements!: ProductPlacementDto[];
}

export class PlacementRefResponse {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
}

export class ProductPlacementResponse {
  @ApiProperty({ type: PlacementRefResponse }) menu!: PlacementRefResponse;
  @ApiProperty({ type: PlacementRefResponse }) category!: PlacementRefResponse;
}
