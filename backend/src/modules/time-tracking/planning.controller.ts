import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { isoWeekday } from '@bestellwerk/domain';
import { Access } from '../../common/auth/access';
import { isAdmin } from '../../common/auth/actor';
import { CrudController, crudToken } from '../../common/crud/crud.controller';
import { CrudDefinition, CrudService } from '../../common/crud/crud.service';
import { ApiDataResponse } from '../../common/http/api-response';
import { ApiError } from '../../common/http/api-error';
import { presentBranchRef } from '../organisation';
import {
  ContractQueryDto,
  CopyWeekDto,
  CreateContractDto,
  CreateScheduleDto,
  ScheduleQueryDto,
  UpdateContractDto,
  UpdateScheduleDto,
} from './dto/planning.dto';
import {
  CopyWeekResponse,
  EmploymentContractResponse,
  WorkingScheduleResponse,
} from './dto/planning.response';
import { EmploymentContract } from './entities/employment-contract.entity';
import { WorkingSchedule } from './entities/working-schedule.entity';
import { copySingleShifts } from './schedule-copy';

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
export class WorkingSchedulesController extends CrudController(scheduleCrud) {
  constructor(
    @Inject(crudToken('working-schedules')) crud: CrudService<WorkingSchedule>,
    private readonly dataSource: DataSource,
  ) {
    super(crud);
  }

  /**
   * „Woche kopieren“: the week's single shifts one week later, all or none (weekly patterns
   * repeat anyway). A shift the next week already has (same person, branch, day and times)
   * is not made twice, so a second click or a retry after a lost answer copies nothing more.
   */
  @Post('copy-week')
  @HttpCode(200)
  @Access({ role: 'admin' })
  @ApiDataResponse(CopyWeekResponse)
  async copyWeek(@Body() body: CopyWeekDto): Promise<CopyWeekResponse> {
    if (isoWeekday(body.from) !== 1)
      throw ApiError.validation([{ field: 'from', message: '„Woche“ muss ein Montag sein.' }]);
    return this.dataSource.transaction((manager) => copySingleShifts(manager, body.from));
  }
}

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
