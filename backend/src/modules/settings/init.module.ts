import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { CustomersModule } from '../customers/customers.module';
import { OrganisationModule } from '../organisation/organisation.module';
import { UsersModule } from '../users/users.module';
import { InitController } from './init.controller';
import { SettingsModule } from './settings.module';
import { StartDataService } from './start-data.service';

@Module({
  imports: [SettingsModule, OrganisationModule, CustomersModule, UsersModule, CatalogModule],
  controllers: [InitController],
  providers: [StartDataService],
  exports: [StartDataService],
})
export class InitModule {}
