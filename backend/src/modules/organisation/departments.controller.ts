import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CrudController } from '../../common/crud/crud.controller';
import { CrudDefinition } from '../../common/crud/crud.service';
import { presentBranchRef, presentDivisionRef } from './branch.presenter';
import { CreateDepartmentDto, DepartmentQueryDto, UpdateDepartmentDto } from './dto/department.dto';
import { Department } from './entities/department.entity';
import { DepartmentResponse } from './dto/organisation.response';

export const departmentCrud: CrudDefinition<Department> = {
  entity: Department,
  path: 'departments',
  noun: { article: 'Die', singular: 'Abteilung' },
  createDto: CreateDepartmentDto,
  updateDto: UpdateDepartmentDto,
  filterDto: DepartmentQueryDto,
  responseDto: DepartmentResponse,
  access: { read: { role: 'employee', branchScoped: true }, write: { role: 'admin' } },
  branchScope: 'branch',
  searchFields: ['name', 'identifier'],
  uniqueFields: ['identifier'],
  defaultSort: 'name',
  present: (department) => ({
    ...department,
    division: presentDivisionRef(department.division),
    branch: presentBranchRef(department.branch),
  }),
};

@ApiTags('departments')
@Controller('departments')
export class DepartmentsController extends CrudController(departmentCrud) {}
