import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog';
import { CmsModule } from '../cms';
import { CustomersModule } from '../customers';
import { OrganisationModule } from '../organisation';
import { UsersModule } from '../users';
import { InitController } from './init.controller';
import { SettingsModule } from '../settings';
import { StartDataService } from './start-data.service';

@Module({
  imports: [
    SettingsModule,
    OrganisationModule,
    CustomersModule,
    UsersModule,
    CatalogModule,
    CmsModule,
  ],
  controllers: [InitController],
  providers: [StartDataService],
  exports: [StartDataService],
})
export class StartDataModule {}
