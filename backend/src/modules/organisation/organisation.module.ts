import { Module } from '@nestjs/common';
import { crudProvider } from '../../common/crud/crud.controller';
import { DivisionsController, divisionCrud } from './divisions.controller';

@Module({
  controllers: [DivisionsController],
  providers: [crudProvider(divisionCrud)],
})
export class OrganisationModule {}
