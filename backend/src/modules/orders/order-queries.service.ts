import { Injectable } from '@nestjs/common';
import {
  APPOINTMENT_WINDOW_DAYS,
  DEFAULT_TIME_ZONE,
  addDays,
  toLocal,
  zonedInstant,
} from '@bestellwerk/domain';
import { Between, Brackets, DataSource, In, Not, SelectQueryBuilder } from 'typeorm';
import { RequestContext, canAccessBranch, isAdmin } from '../../common/auth/actor';
import { LIKE_ESCAPE, containsPattern } from '../../common/crud/like';
import { ApiError } from '../../common/http/api-error';
import { Page } from '../../common/http/envelope.interceptor';
import { ApiKeysService, Branch } from '../organisation';
import { SettingsService } from '../settings';
import { Clock } from './clock';
import { OrderQueryDto } from './dto/order-actions.dto';
import { Order } from './entities/order.entity';
import { COUNTER_PAYMENT_METHODS, OrderStatus } from './contracts/order-document';
import { SLOT_MINUTES } from './order-placement';
import { ORDER_MESSAGES } from './contracts/order-labels';
import { sameSecret } from './same-secret';

const ACTIVE_STATUSES: OrderStatus[] = ['pending', 'confirmed', 'in-delivery'];
const SORTABLE = new Set([
  'id',
  'createdAt',
  'appointment',
  'ticketNumber',
  'status',
  'totalGrossCents',
]);
const DEFAULT_PER_PAGE = 50;
const UID_PATTERN = /^[0-9a-f-]{36}$/i;
const HASH_PATTERN = /^[0-9a-f]{64}$/i;

export const QUERY_MESSAGES = {
  invalidApiKey: 'Der API-Schlüssel ist ungültig.',
} as const;

/** How far the history counts its matches (meta.total): beyond, narrow by date. */
export const HISTORY_COUNT_LIMIT = 10_000;

/** The reads of orders: one order for staff or its customer, the lists, the feeds, the slots. */
@Injectable()
export class OrderQueriesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly apiKeys: ApiKeysService,
    private readonly settings: SettingsService,
  ) {}

  // Staff ------------------------------------------------------------------------------

  async findForStaff(id: number, ctx: RequestContext): Promise<Order> {
    const order = await this.dataSource.getRepository(Order).findOne({
      where: { id },
      relations: { branch: true },
      loadEagerRelations: false,
    });
    if (!order || !canAccessBranch(ctx.actor, order.branchId)) {
      throw ApiError.notFound(ORDER_MESSAGES.notFound);
    }
    return order;
  }

  // Customer (uid + hash) --------------------------------------------------------------

  async findPublic(uid: string, hash: string): Promise<Order> {
    const order =
      UID_PATTERN.test(uid) && HASH_PATTERN.test(hash)
        ? await this.dataSource.getRepository(Order).findOne({
            where: { uid: uid.toLowerCase() },
            relations: { branch: true },
            loadEagerRelations: false,
          })
        : null;
    if (!order || !sameSecret(order.hash, hash)) throw ApiError.notFound(ORDER_MESSAGES.wrongHash);
    return order;
  }

  // Lists ------------------------------------------------------------------------------

  /** GET /api/orders: the history, filtered and paginated like the CRUD lists. */
  async history(query: OrderQueryDto, ctx: RequestContext): Promise<Page<Order>> {
    const page = query.page ?? 1;
    const perPage = query.perPage ?? DEFAULT_PER_PAGE;
    const qb = this.scoped(ctx, query.branch);
    if (query.status) qb.andWhere('o.status = :status', { status: query.status });
    if (query.from) qb.andWhere('o.createdAt >= :from', { from: boundary(query.from, 'start') });
    if (query.to) qb.andWhere('o.createdAt < :to', { to: boundary(query.to, 'end') });
    const search = query.search?.trim();
    if (search) {
      const like = containsPattern(search);
      qb.andWhere(
        new Brackets((where) => {
          for (const column of [
            'firstName',
            'lastName',
            'companyName',
            'email',
            'phone',
            'uid',
            'comment',
            'tableIdentifier',
          ])
            where.orWhere(`o.${column} LIKE :like ESCAPE '${LIKE_ESCAPE}'`, { like });
          if (/^\d{1,9}$/.test(search))
            where.orWhere('o.ticketNumber = :number OR o.id = :number', { number: Number(search) });
        }),
      );
    }
    const sort = query.sort ?? '-createdAt';
    const field = sort.replace(/^-/, '');
    if (!SORTABLE.has(field)) {
      throw ApiError.validation([
        { field: 'sort', message: `Nach „${field}“ kann nicht sortiert werden.` },
      ]);
    }
    qb.orderBy(`o.${field}`, sort.startsWith('-') ? 'DESC' : 'ASC').addOrderBy('o.id', 'DESC');
    // The branch is a to-one join: plain LIMIT/OFFSET, no DISTINCT subquery of skip/take.
    const items = await qb
      .clone()
      .offset((page - 1) * perPage)
      .limit(perPage)
      .getMany();
    return new Page(items, { page, perPage, total: await this.countUpTo(qb, HISTORY_COUNT_LIMIT) });
  }

  /**
   * GET /api/orders/current: open, confirmed and in-delivery orders for today and later
   * (by appointment, else by when they were placed), earliest first. Unpaid online orders
   * are left out: the shop sees them once paid.
   */
  async current(ctx: RequestContext, branch?: number): Promise<Order[]> {
    const qb = this.scoped(ctx, branch);
    return this.currentQuery(qb).getMany();
  }

  /** GET /api/orders/missed: orders that went unanswered past the limit and still wait. */
  async missed(ctx: RequestContext, branch?: number): Promise<Order[]> {
    return this.scoped(ctx, branch)
      .andWhere('o.isMissed = :missed AND o.status = :pending', {
        missed: true,
        pending: 'pending',
      })
      .orderBy('o.createdAt', 'ASC')
      .getMany();
  }

  /** The order feeds opened by a branch's API key instead of a login. */
  async feed(branchId: number, apiKey: string, kind: 'frontdesk' | 'backoffice'): Promise<Order[]> {
    // Switched off, the display says so whatever key it holds.
    if (kind === 'frontdesk') await this.settings.assertFrontdeskEnabled();
    if (!(await this.apiKeys.verify(branchId, apiKey))) {
      throw ApiError.forbidden(QUERY_MESSAGES.invalidApiKey);
    }
    const qb = this.dataSource
      .getRepository(Order)
      .createQueryBuilder('o')
      .leftJoinAndSelect('o.branch', 'branch')
      .where('o.branchId = :branchId', { branchId });
    if (kind === 'backoffice') return this.currentQuery(qb).getMany();
    // The pickup display: today's tickets being prepared or ready.
    const tz = (await this.branchZone(branchId)) ?? DEFAULT_TIME_ZONE;
    return qb
      .andWhere('o.ticketDate = :today', { today: toLocal(this.clock.now(), tz).date })
      .andWhere('o.status IN (:...statuses)', { statuses: ['confirmed', 'in-delivery'] })
      .orderBy('o.ticketNumber', 'ASC')
      .getMany();
  }

  /**
   * The kitchen's full 15-minute slots of a branch between `from` and `to` (default: now
   * to the end of the appointment window), so the storefront does not offer them.
   */
  async fullSlots(branchId: number, from?: string, to?: string) {
    const branch = await this.dataSource.getRepository(Branch).findOne({
      where: { id: branchId, isPublic: true },
      select: { id: true, maxOrdersPerSlot: true },
      loadEagerRelations: false,
    });
    if (!branch) throw ApiError.notFound(ORDER_MESSAGES.branchNotFound);
    const max = branch.maxOrdersPerSlot;
    const start = from ? new Date(from) : this.clock.now();
    const end = to
      ? new Date(to)
      : new Date(start.getTime() + APPOINTMENT_WINDOW_DAYS * 86_400_000);
    if (!max) return { maxOrdersPerSlot: null, slotMinutes: SLOT_MINUTES, fullSlots: [] };
    const taken = await this.dataSource.getRepository(Order).find({
      select: { id: true, slotStart: true },
      where: {
        branchId,
        slotStart: Between(new Date(start.getTime() - SLOT_MINUTES * 60_000), end),
        status: Not(In(['rejected', 'canceled'])),
      },
      loadEagerRelations: false,
    });
    const counts = new Map<number, number>();
    for (const { slotStart } of taken) {
      const key = new Date(slotStart).getTime();
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const fullSlots = [...counts]
      .filter(([, count]) => count >= max)
      .map(([slot]) => slot)
      .sort((a, b) => a - b)
      .map((slot) => new Date(slot).toISOString());
    return { maxOrdersPerSlot: max, slotMinutes: SLOT_MINUTES, fullSlots };
  }

  /**
   * The number of matching orders, counted up to `limit`: an exact count of a million rows
   * costs a scan of them on every page; nobody pages beyond the ten-thousandth order, they
   * narrow by date instead.
   */
  private async countUpTo(qb: SelectQueryBuilder<Order>, limit: number): Promise<number> {
    const [sql, parameters] = qb
      .clone()
      .select('o.id')
      .orderBy()
      .offset(undefined)
      .limit(limit)
      .getQueryAndParameters();
    const [row] = (await this.dataSource.query(
      `SELECT COUNT(*) AS n FROM (${sql}) capped`,
      parameters,
    )) as { n: number | string }[];
    return Number(row?.n ?? 0);
  }

  private currentQuery(qb: SelectQueryBuilder<Order>): SelectQueryBuilder<Order> {
    const startOfToday = zonedInstant(
      toLocal(this.clock.now(), DEFAULT_TIME_ZONE).date,
      0,
      DEFAULT_TIME_ZONE,
    );
    return qb
      .andWhere('o.status IN (:...active)', { active: ACTIVE_STATUSES })
      .andWhere(
        new Brackets((where) =>
          where
            .where('o.appointment >= :today', { today: startOfToday })
            .orWhere('o.appointment IS NULL AND o.createdAt >= :yesterday', {
              // An order placed late yesterday and never finished still needs handling.
              yesterday: new Date(startOfToday.getTime() - 86_400_000),
            }),
        ),
      )
      .andWhere(
        new Brackets((where) =>
          where
            .where('o.paymentMethod IN (:...counter)', { counter: [...COUNTER_PAYMENT_METHODS] })
            .orWhere('o.isPaid = :paid', { paid: true }),
        ),
      )
      .orderBy('COALESCE(o.appointment, o.createdAt)', 'ASC')
      .addOrderBy('o.id', 'ASC');
  }

  private scoped(ctx: RequestContext, branch?: number): SelectQueryBuilder<Order> {
    const qb = this.dataSource
      .getRepository(Order)
      .createQueryBuilder('o')
      .leftJoinAndSelect('o.branch', 'branch')
      .where('1 = 1');
    if (branch !== undefined) qb.andWhere('o.branchId = :branch', { branch });
    const allowed = ctx.actor?.branchIds;
    if (!isAdmin(ctx.actor) && allowed !== 'all') {
      const ids = allowed ?? [];
      if (ids.length === 0) qb.andWhere('1 = 0');
      else qb.andWhere('o.branchId IN (:...allowed)', { allowed: ids });
    }
    return qb;
  }

  private async branchZone(branchId: number): Promise<string | null> {
    const branch = await this.dataSource.getRepository(Branch).findOne({
      where: { id: branchId },
      select: { id: true, timezone: true },
      loadEagerRelations: false,
    });
    return branch?.timezone ?? null;
  }
}

/** 'YYYY-MM-DD' means the whole local day (Vienna); a timestamp means itself. */
function boundary(value: string, side: 'start' | 'end'): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return zonedInstant(side === 'start' ? value : addDays(value, 1), 0, DEFAULT_TIME_ZONE);
  }
  return new Date(value);
}
