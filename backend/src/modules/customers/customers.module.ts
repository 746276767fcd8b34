import { Module } from '@nestjs/common';
import { DonateeQueries } from './donatee-queries.service';
import { crudProvider, crudToken } from '../../common/crud/crud.controller';
import { CustomersController, customerCrud } from './customers.controller';
import { DonateesController, donateeCrud, donateeCrudProvider } from './donatees.controller';
import { ExternalUsersController, externalUserCrud } from './external-users.controller';

@Module({
  controllers: [CustomersController, ExternalUsersController, DonateesController],
  providers: [
    crudProvider(customerCrud),
    crudProvider(externalUserCrud),
    donateeCrudProvider,
    DonateeQueries,
  ],
  // Donatees are part of /api/init.
  exports: [crudToken(donateeCrud.path), DonateeQueries],
})
export class CustomersModule {}
