import { Module } from '@nestjs/common';
import { crudProvider, crudToken } from '../../common/crud/crud.controller';
import { CustomersController, customerCrud } from './customers.controller';
import { DonateesController, donateeCrud, donateeCrudProvider } from './donatees.controller';
import { ExternalUsersController, externalUserCrud } from './external-users.controller';

@Module({
  controllers: [CustomersController, ExternalUsersController, DonateesController],
  providers: [crudProvider(customerCrud), crudProvider(externalUserCrud), donateeCrudProvider],
  // Donatees are part of /api/init.
  exports: [crudToken(donateeCrud.path)],
})
export class CustomersModule {}
