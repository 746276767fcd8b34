import { MediaModule, MediaUsageRegistry } from '../media';
import { registerOrganisationMediaUsage } from './organisation-media-usage';
import { Module } from '@nestjs/common';
import { BranchQueries } from './branch-queries.service';
import { TypeOrmModule } from '@nestjs/typeorm';
import { crudProvider, crudToken } from '../../common/crud/crud.controller';
import { ApiKeysController } from './api-keys.controller';
import { ApiKeysService } from './api-keys.service';
import { BranchesController, branchCrud } from './branches.controller';
import { DepartmentsController, departmentCrud } from './departments.controller';
import { DivisionsController, divisionCrud } from './divisions.controller';
import { ApiKey } from './entities/api-key.entity';
import { TablesController, tableCrud } from './tables.controller';

@Module({
  imports: [TypeOrmModule.forFeature([ApiKey]), MediaModule],
  controllers: [
    DivisionsController,
    BranchesController,
    ApiKeysController,
    DepartmentsController,
    TablesController,
  ],
  providers: [
    crudProvider(divisionCrud),
    crudProvider(branchCrud),
    crudProvider(departmentCrud),
    crudProvider(tableCrud),
    ApiKeysService,
    BranchQueries,
  ],
  // The CRUD services serve /api/init; ApiKeysService checks the keys of the order feeds.
  exports: [
    crudToken(divisionCrud.path),
    crudToken(branchCrud.path),
    crudToken(tableCrud.path),
    ApiKeysService,
    BranchQueries,
  ],
})
export class OrganisationModule {
  constructor(usages: MediaUsageRegistry) {
    registerOrganisationMediaUsage(usages);
  }
}
