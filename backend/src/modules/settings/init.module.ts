import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Tag } from '../catalog/entities/tag.entity';
import { CustomersModule } from '../customers/customers.module';
import { OrganisationModule } from '../organisation/organisation.module';
import { UsersModule } from '../users/users.module';
import { InitController } from './init.controller';
import { SettingsModule } from './settings.module';

@Module({
  imports: [
    SettingsModule,
    OrganisationModule,
    CustomersModule,
    UsersModule,
    TypeOrmModule.forFeature([Tag]),
  ],
  controllers: [InitController],
})
export class InitModule {}
