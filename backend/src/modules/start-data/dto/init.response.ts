import { ApiProperty } from '@nestjs/swagger';
import { BranchResponse, DivisionResponse, TableResponse } from '../../organisation';
import { CategoryResponse, MenuResponse, ProductResponse, TagResponse } from '../../catalog';
import { DonateeResponse } from '../../customers';
import { UserResponse } from '../../users';
import { Config, ConfigResponse } from '../../settings';
import {
  BlockResponse,
  NavigationResponse,
  NodeResponse,
  SiteResponse,
  SiteTypeResponse,
} from '../../cms/contracts/cms.response';

/**
 * GET /api/init: what the storefront and the shell need before the first screen. Visitors
 * get the public shapes (user null, hidden records left out); staff get theirs.
 */
export class InitResponse {
  @ApiProperty({ example: '1.7.2' }) version!: string;
  @ApiProperty({ type: ConfigResponse }) config!: Config;
  @ApiProperty({ type: UserResponse, nullable: true }) user!: UserResponse | null;
  @ApiProperty({ type: [DivisionResponse] }) divisions!: DivisionResponse[];
  @ApiProperty({ type: [BranchResponse] }) branches!: BranchResponse[];
  @ApiProperty({ type: [TableResponse] }) tables!: TableResponse[];
  @ApiProperty({ type: [DonateeResponse] }) donatees!: DonateeResponse[];
  @ApiProperty({ type: [MenuResponse] }) menus!: MenuResponse[];
  @ApiProperty({ type: [CategoryResponse] }) categories!: CategoryResponse[];
  @ApiProperty({ type: [ProductResponse] }) products!: ProductResponse[];
  @ApiProperty({ type: [TagResponse] }) tags!: TagResponse[];
  @ApiProperty({ type: [SiteResponse] }) sites!: SiteResponse[];
  @ApiProperty({ type: [NavigationResponse] }) navigations!: NavigationResponse[];
  @ApiProperty({ type: [BlockResponse] }) blocks!: BlockResponse[];
  @ApiProperty({ type: [SiteTypeResponse] }) siteTypes!: SiteTypeResponse[];
  @ApiProperty({ type: [NodeResponse] }) nodes!: NodeResponse[];
}
