import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { isAdmin } from '../../common/auth/actor';
import { CrudController } from '../../common/crud/crud.controller';
import { CrudDefinition } from '../../common/crud/crud.service';
import { ApiError } from '../../common/http/api-error';
import { presentBranchRef } from '../organisation';
import {
  ContractQueryDto,
  CreateContractDto,
  CreateScheduleDto,
  ScheduleQueryDto,
  UpdateContractDto,
  UpdateScheduleDto,
} from './dto/planning.dto';
import { EmploymentContractResponse, WorkingScheduleResponse } from './dto/planning.response';
import { EmploymentContract } from './entities/employment-contract.entity';
import { WorkingSchedule } from './entities/working-schedule.entity';

export const person = (user: {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
}) => ({
  id: user.id,
  username: user.username,
  firstName: user.firstName,
  lastName: user.lastName,
});

/** Planung: weekly patterns and single shifts per user, branch and department. */
export const scheduleCrud: CrudDefinition<WorkingSchedule> = {
  entity: WorkingSchedule,
  path: 'working-schedules',
  noun: { article: 'Die', singular: 'Planung' },
  createDto: CreateScheduleDto,
  updateDto: UpdateScheduleDto,
  filterDto: ScheduleQueryDto,
  responseDto: WorkingScheduleResponse,
  access: {
    read: { role: 'employee', branchScoped: true },
    write: { role: 'admin' },
  },
  branchScope: 'branch',
  defaultSort: 'id',
  present: (schedule) => ({
    ...schedule,
    user: person(schedule.user),
    branch: presentBranchRef(schedule.branch),
    department: schedule.department
      ? { id: schedule.department.id, name: schedule.department.name }
      : null,
  }),
  beforeSave: async (schedule) => {
    if (schedule.kind === 'weekly') schedule.date = null;
    else schedule.weekday = null;
    if (schedule.startTime === schedule.endTime)
      throw ApiError.validation([
        { field: 'endTime', message: '„Ende“ darf nicht gleich dem Beginn sein.' },
      ]);
  },
};

@ApiTags('time-tracking')
@Controller('working-schedules')
export class WorkingSchedulesController extends CrudController(scheduleCrud) {}

/** Employment contracts: the weekly target, working days and vacation per year. */
export const contractCrud: CrudDefinition<EmploymentContract> = {
  entity: EmploymentContract,
  path: 'employment-contracts',
  noun: { article: 'Der', singular: 'Vertrag' },
  createDto: CreateContractDto,
  updateDto: UpdateContractDto,
  filterDto: ContractQueryDto,
  responseDto: EmploymentContractResponse,
  access: { read: { role: 'admin' }, write: { role: 'admin' } },
  defaultSort: 'validFrom',
  present: (contract) => ({ ...contract, user: person(contract.user) }),
  beforeSave: async (contract, _input, ctx) => {
    if (!isAdmin(ctx.actor)) throw ApiError.forbidden();
    contract.workingDays = [...new Set(contract.workingDays)].sort();
  },
};

@ApiTags('time-tracking')
@Controller('employment-contracts')
export class EmploymentContractsController extends CrudController(contractCrud) {}
