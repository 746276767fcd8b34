import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { canAccessBranch, isAdmin } from '../../common/auth/actor';
import { CrudController } from '../../common/crud/crud.controller';
import { CrudDefinition } from '../../common/crud/crud.service';
import { ApiError } from '../../common/http/api-error';
import { presentBranchRef } from '../organisation';
import { CreateCustomerDto, CustomerQueryDto, UpdateCustomerDto } from './dto/customer.dto';
import { Customer } from './entities/customer.entity';
import { CustomerResponse } from './dto/customers.response';

export const customerCrud: CrudDefinition<Customer> = {
  entity: Customer,
  path: 'customers',
  noun: { article: 'Der', singular: 'Kunde' },
  createDto: CreateCustomerDto,
  updateDto: UpdateCustomerDto,
  filterDto: CustomerQueryDto,
  responseDto: CustomerResponse,
  access: {
    read: { role: 'employee', branchScoped: true },
    write: { role: 'employee', branchScoped: true },
  },
  branchScope: 'branch',
  searchFields: ['firstName', 'lastName', 'email', 'phone', 'companyName'],
  defaultSort: 'lastName',
  present: (customer) => ({ ...customer, branch: presentBranchRef(customer.branch) }),
  beforeSave: async (customer, input, ctx) => {
    // A customer without one of their branches would vanish from the employee's own list.
    if (!isAdmin(ctx.actor) && !canAccessBranch(ctx.actor, customer.branch?.id)) {
      throw ApiError.validation([
        {
          field: 'branch',
          message: '„Filiale“ ist erforderlich: Ordnen Sie den Kunden einer Ihrer Filialen zu.',
        },
      ]);
    }
  },
};

@ApiTags('customers')
@Controller('customers')
export class CustomersController extends CrudController(customerCrud) {}
