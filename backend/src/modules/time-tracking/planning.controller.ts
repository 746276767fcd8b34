import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource, EntityManager } from 'typeorm';
import { addDays, isoWeekday } from '@bestellwerk/domain';
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

const shiftKey = (s: WorkingSchedule, day: string) =>
  [s.user.id, s.branch.id, day, s.startTime, s.endTime].join('|');

async function copySingleShifts(manager: EntityManager, monday: string) {
  const sunday = addDays(monday, 6);
  const type = manager.connection.options.type;
  // Two copies of one week at once take turns on the week's rows (SQLite has one writer).
  if (type === 'mysql' || type === 'mariadb')
    await manager.query(
      "SELECT id FROM working_schedule WHERE kind = 'single' AND date BETWEEN ? AND ? FOR UPDATE",
      [monday, sunday],
    );
  const repo = manager.getRepository(WorkingSchedule);
  const inWeek = (from: string, to: string) =>
    repo
      .createQueryBuilder('s')
      .leftJoinAndSelect('s.user', 'user')
      .leftJoinAndSelect('s.branch', 'branch')
      .leftJoinAndSelect('s.department', 'department')
      .where("s.kind = 'single' AND s.date BETWEEN :from AND :to", { from, to })
      .orderBy('s.id')
      .getMany();
  const [source, target] = [
    await inWeek(monday, sunday),
    await inWeek(addDays(monday, 7), addDays(sunday, 7)),
  ];
  const there = new Set(target.map((s) => shiftKey(s, s.date!)));
  const copies = source.filter((s) => !there.has(shiftKey(s, addDays(s.date!, 7))));
  if (copies.length > 0)
    await repo.insert(
      copies.map((s) => ({
        user: { id: s.user.id },
        branch: { id: s.branch.id },
        department: s.department ? { id: s.department.id } : null,
        kind: 'single' as const,
        date: addDays(s.date!, 7),
        weekday: null,
        startTime: s.startTime,
        endTime: s.endTime,
        note: s.note,
      })),
    );
  return { copied: copies.length, skipped: source.length - copies.length };
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
