import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CrudController } from '../../common/crud/crud.controller';
import { CrudDefinition } from '../../common/crud/crud.service';
import { ApiError } from '../../common/http/api-error';
import { fieldLabel } from '@bestellwerk/domain';
import { presentBranchRef } from './branch.presenter';
import { CreateTableDto, TableQueryDto, UpdateTableDto } from './dto/table.dto';
import { DiningTable } from './entities/dining-table.entity';
import { TableResponse } from './dto/organisation.response';

export const tableCrud: CrudDefinition<DiningTable> = {
  entity: DiningTable,
  path: 'tables',
  noun: { article: 'Der', singular: 'Tisch' },
  createDto: CreateTableDto,
  updateDto: UpdateTableDto,
  filterDto: TableQueryDto,
  responseDto: TableResponse,
  // The storefront lists a branch's tables for dine-in; employees keep their own branches' tables.
  access: { read: 'public', write: { role: 'employee', branchScoped: true } },
  branchScope: 'branch',
  searchFields: ['identifier'],
  defaultSort: 'identifier',
  present: (table) => ({
    id: table.id,
    identifier: table.identifier,
    seats: table.seats,
    branch: presentBranchRef(table.branch),
  }),
  /** The (branch, identifier) unique key, reported on the field instead of as a bare 409. */
  beforeSave: async (table, input, _ctx, manager) => {
    const clash = await manager.findOne(DiningTable, {
      where: { branch: { id: table.branch.id }, identifier: table.identifier },
      select: { id: true },
      loadEagerRelations: false,
    });
    if (clash && clash.id !== table.id) {
      throw ApiError.validation([
        {
          field: 'identifier',
          message: `„${fieldLabel('identifier')}“ „${table.identifier}“ ist in dieser Filiale bereits vergeben.`,
        },
      ]);
    }
  },
};

@ApiTags('tables')
@Controller('tables')
export class TablesController extends CrudController(tableCrud) {}
