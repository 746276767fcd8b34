import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { addDays, daysBetween } from '@bestellwerk/domain';
import { DataSource, In } from 'typeorm';
import { Access } from '../../common/auth/access';
import { Ctx, RequestContext, isAdmin } from '../../common/auth/actor';
import { ParseIdPipe } from '../../common/crud/parse-id.pipe';
import { ApiDataResponse, ApiFileResponse } from '../../common/http/api-response';
import { ApiError } from '../../common/http/api-error';
import { User } from '../users';
import { BalanceQueryDto, HolidayBalanceQueryDto } from './dto/time-sheet.dto';
import { HolidayAccountResponse, UserBalanceResponse } from './dto/time-tracking.response';
import { EmploymentContract } from './entities/employment-contract.entity';
import { monthSheetCsv, monthSheetPdf } from './month-sheet';
import { monthSheetXlsx } from './month-sheet-xlsx';
import { TimeSheetService, today } from './time-sheet.service';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const MAX_RANGE_DAYS = 400;

/**
 * Zeitsalden, Urlaubskonten and the month sheet. Administrators see everyone with a
 * contract (or the one asked for); an employee sees their own.
 */
@ApiTags('time-tracking')
@Controller('time-sheets')
@Access({ role: 'employee' })
export class TimeSheetsController {
  constructor(
    private readonly sheets: TimeSheetService,
    private readonly dataSource: DataSource,
  ) {}

  private async users(ctx: RequestContext, userId?: number): Promise<User[]> {
    if (!isAdmin(ctx.actor)) {
      if (userId && userId !== ctx.actor?.id)
        throw ApiError.forbidden('Sie dürfen nur Ihre eigenen Zeiten sehen.');
      return this.dataSource.getRepository(User).findBy({ id: ctx.actor!.id });
    }
    if (userId) {
      const user = await this.dataSource.getRepository(User).findOneBy({ id: userId });
      if (!user) throw ApiError.notFound('Der Benutzer wurde nicht gefunden.');
      return [user];
    }
    const contracts = await this.dataSource.getRepository(EmploymentContract).find();
    const ids = [...new Set(contracts.map((contract) => contract.user.id))];
    if (ids.length === 0) return [];
    return this.dataSource
      .getRepository(User)
      .find({ where: { id: In(ids) }, order: { lastName: 'ASC', firstName: 'ASC' } });
  }

  @Get('balances')
  @ApiDataResponse([UserBalanceResponse])
  async balances(@Query() query: BalanceQueryDto, @Ctx() ctx: RequestContext) {
    const to = query.to ?? today();
    const from = query.from ?? `${to.slice(0, 7)}-01`;
    if (from > to)
      throw ApiError.validation([{ field: 'from', message: '„Von“ muss vor „Bis“ liegen.' }]);
    if (daysBetween(from, to) > MAX_RANGE_DAYS)
      throw ApiError.validation([
        { field: 'from', message: 'Der Zeitraum darf höchstens 400 Tage umfassen.' },
      ]);
    const users = await this.users(ctx, query.user);
    const result = [];
    for (const user of users) result.push(await this.sheets.balance(user, from, to));
    return result;
  }

  @Get('holiday-balances')
  @ApiDataResponse([HolidayAccountResponse])
  async holidayBalances(@Query() query: HolidayBalanceQueryDto, @Ctx() ctx: RequestContext) {
    const year = query.year ?? Number(today().slice(0, 4));
    return this.sheets.holidayAccounts(await this.users(ctx, query.user), year);
  }

  /** The month sheet of one employee: /time-sheets/{userId}/{YYYY-MM}.{pdf|csv|xlsx}. */
  @Get(':id/:file')
  @ApiFileResponse([
    'application/pdf',
    'text/csv',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ])
  async monthSheet(
    @Param('id', ParseIdPipe) userId: number,
    @Param('file') file: string,
    @Ctx() ctx: RequestContext,
    @Res() reply: FastifyReply,
  ) {
    const match = /^(\d{4}-\d{2})\.(pdf|csv|xlsx)$/.exec(file);
    if (!match || !MONTH.test(match[1]))
      throw ApiError.notFound(
        'Das Monatsblatt wurde nicht gefunden (JJJJ-MM.pdf, .csv oder .xlsx).',
      );
    const [, month, format] = match;
    const [user] = await this.users(ctx, userId);
    const from = `${month}-01`;
    const balance = await this.sheets.balance(user, from, lastDayOf(month));
    const title = `Monatsblatt ${month.slice(5)}/${month.slice(0, 4)}`;
    const base = `Monatsblatt-${user.username}-${month}`;
    const [body, type] =
      format === 'pdf'
        ? [await monthSheetPdf(balance, title), 'application/pdf']
        : format === 'csv'
          ? [monthSheetCsv(balance), 'text/csv; charset=utf-8']
          : [
              monthSheetXlsx(balance),
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            ];
    return reply
      .header('Content-Type', type)
      .header('Content-Disposition', `attachment; filename="${base}.${format}"`)
      .header('Cache-Control', 'no-store')
      .send(body);
  }
}

function lastDayOf(month: string): string {
  const [year, number] = month.split('-').map(Number);
  const next =
    number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
}
