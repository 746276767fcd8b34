import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { ONLINE_PAYMENT_METHODS, normalisePhone, toLocal } from '@bestellwerk/domain';
import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource, EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ApiError } from '../../common/http/api-error';
import { JobQueue, OutboxJob } from '../jobs';
import { Branch } from '../organisation';
import { CreateOrderDto } from './dto/create-order.dto';
import { Order } from './entities/order.entity';
import type { CheckedDraft } from './order-draft-check';
import { blank } from './order-draft-rules';
import { priceItems } from './order-items';
import { ORDER_MESSAGES } from './contracts/order-labels';
import { totalsOf } from './order-snapshot';
import { isBackendUnavailable, isUniqueViolation } from '../../common/http/api-exception.filter';
import { prerenderJobs } from './order-prerender';
import { AppConfig } from '../../config/app-config';
import { escalationDueOf } from './order-due';
import { fastInsert } from '../../common/database/fast-insert';

export const SLOT_MINUTES = 15;
const SLOT_MS = SLOT_MINUTES * 60_000;

/** Start of the 15-minute kitchen slot an instant lies in. */
export const slotStartOf = (at: Date) => new Date(Math.floor(at.getTime() / SLOT_MS) * SLOT_MS);

const clean = (value: string | null | undefined) =>
  value === null || value === undefined || value.trim() === '' ? null : value.trim();

export interface SubmitResult {
  order: Order;
  /** false when an Idempotency-Key repeat returned the order placed before. */
  created: boolean;
}

/** What a checked draft is written with: its price, its instant and its repeat key. */
export interface PlacementRequest {
  dto: CreateOrderDto;
  checked: CheckedDraft;
  price: ReturnType<typeof priceItems>;
  now: Date;
  key: string | null;
  bodyHash: string;
  /** The shop's jobs, committed with the order (the outbox); null for online payments. */
  announce: ((order: Order) => OutboxJob[]) | null;
  /** The kitchen's promise (PacingService): expected work and promised ready time. */
  pacing?: { prepMinutes: number; promisedReadyAt: Date };
}

/** How long a submit whose connection died keeps asking whether its order committed. */
const OUTCOME_WAIT_MS = 10_000;
const OUTCOME_RETRY_MS = 200;

/**
 * The locked write of an order: its ticket number and its place in the kitchen's slot
 * taken in the transaction that inserts it.
 */
@Injectable()
export class OrderPlacement {
  private readonly logger = new Logger(OrderPlacement.name);

  private sqliteTurn: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    private readonly config: AppConfig,
  ) {}

  /**
   * Writes a checked draft. Inside the transaction every statement goes through its manager:
   * under the branch lock nothing reads or waits for another connection.
   */
  async write(request: PlacementRequest): Promise<SubmitResult> {
    const { announce, key, bodyHash } = request;
    // The order as it will be written, and its jobs rendered from it, before the lock.
    const base = this.build(request);
    const prerendered = announce
      ? prerenderJobs(
          announce,
          Object.assign(new Order(), base, { branch: request.checked.branch }),
        )
      : null;
    // Set once every statement of an attempt has run: an error after that came from the
    // COMMIT, whose outcome a lost connection leaves unknown.
    let committing = false;
    const write = () =>
      this.serialised(() =>
        this.dataSource.transaction(async (manager) => {
          committing = false;
          const placed = await this.place(manager, request, base);
          if (placed.created && announce) {
            const { id, ticketNumber } = placed.order;
            const jobs = prerendered ? prerendered(id, ticketNumber) : announce(placed.order);
            await this.jobs.addManyInTransaction(manager, jobs);
          }
          committing = placed.created;
          return placed;
        }),
      );
    try {
      // InnoDB rolled a deadlock victim back whole: once more is safe, and likely to pass
      // (the other transaction holds the branch now). A second one answers 503.
      return await write().catch((error: unknown) => {
        if (!isDeadlock(error)) throw error;
        this.logger.warn('Bestellung nach einem Deadlock wiederholt.');
        return write();
      });
    } catch (error) {
      // Two submits with one key at the same moment: the unique index let one through.
      if (key && isUniqueViolation(error)) {
        const earlier = await orderByIdempotencyKey(this.dataSource.manager, key, bodyHash);
        if (earlier) return { order: earlier, created: false };
      }
      // The connection died: perhaps after the server committed, before its answer came
      // back. Whether the order exists decides between 201 and 503, never a guess.
      if (committing && isBackendUnavailable(error)) {
        const committed = await this.committedAfterAll(base.uid);
        if (committed) {
          this.logger.warn(`Bestellung ${committed.id}: Verbindung nach dem Commit verloren.`);
          return { order: committed, created: true };
        }
      }
      throw error;
    }
  }

  /**
   * The order with this uid if its transaction committed although the connection was lost,
   * else null. While the database cannot be reached it asks again (fresh connections, a
   * short pause between), up to OUTCOME_WAIT_MS; after that the caller's 503 stands.
   */
  private async committedAfterAll(uid: string): Promise<Order | null> {
    const deadline = Date.now() + OUTCOME_WAIT_MS;
    for (;;) {
      try {
        return await this.dataSource.getRepository(Order).findOne({
          where: { uid },
          relations: { branch: true },
          loadEagerRelations: false,
        });
      } catch (error) {
        if (!isBackendUnavailable(error) || Date.now() >= deadline) return null;
        await new Promise((resolve) => setTimeout(resolve, OUTCOME_RETRY_MS));
      }
    }
  }

  /**
   * The order as it will be written, but for its ticket number (taken under the lock): its
   * uid, hash and instants fixed, so that its jobs can be rendered from it beforehand.
   */
  private build({ dto, checked, price, now, key, bodyHash, pacing }: PlacementRequest): Order {
    const { branch } = checked;
    const repo = this.dataSource.getRepository(Order);
    const separate = checked.kind === 'delivery' && !!dto.isDeliveryAddressDifferent;
    // A counter order is the shop's to answer from now (the escalation sweep counts from
    // here, on the real clock as its timers run); an online one once it is paid
    // (OrderEffects.announceNewOrder).
    const announcedAt = ONLINE_PAYMENT_METHODS.includes(checked.paymentMethod) ? null : new Date();
    const due = escalationDueOf(
      {
        announcedAt,
        appointment: checked.appointment,
        kind: checked.kind,
        leadTimeMinutes: checked.leadTimeMinutes,
      },
      branch,
      this.config.env,
    );
    const order = repo.create({
      uid: randomUUID(),
      hash: randomBytes(32).toString('hex'),
      branchId: branch.id,
      // Taken under the branch's lock (place()), counted within this ticket day.
      ticketNumber: 0,
      ticketDate: toLocal(now, branch.timezone || 'Europe/Vienna').date,
      kind: checked.kind,
      isPreorder: checked.isPreorder,
      isQuotation: checked.isQuotation,
      status: 'pending',
      paymentMethod: checked.paymentMethod,
      isCompany: !!dto.isCompany,
      companyName: dto.isCompany ? clean(dto.companyName ?? dto.company) : null,
      firstName: clean(dto.firstName),
      lastName: clean(dto.lastName),
      street: clean(dto.street),
      floor: clean(dto.floor),
      stairway: clean(dto.stairway),
      door: clean(dto.door),
      zipCode: clean(dto.zipCode),
      city: clean(dto.city),
      country: clean(dto.country) ?? 'AT',
      vatNumber: clean(dto.vatNumber),
      phone: blank(dto.phone) ? null : normalisePhone(dto.phone!),
      email: clean(dto.email),
      isDeliveryAddressDifferent: separate,
      isDeliveryCompany: separate && !!dto.isDeliveryCompany,
      deliveryCompanyName:
        separate && dto.isDeliveryCompany ? clean(dto.deliveryCompanyName) : null,
      deliveryFirstName: separate ? clean(dto.deliveryFirstName) : null,
      deliveryLastName: separate ? clean(dto.deliveryLastName) : null,
      deliveryStreet: separate ? clean(dto.deliveryStreet) : null,
      deliveryFloor: separate ? clean(dto.deliveryFloor) : null,
      deliveryStairway: separate ? clean(dto.deliveryStairway) : null,
      deliveryDoor: separate ? clean(dto.deliveryDoor) : null,
      deliveryZipCode: separate ? clean(dto.deliveryZipCode) : null,
      deliveryCity: separate ? clean(dto.deliveryCity) : null,
      deliveryCountry: separate ? (clean(dto.deliveryCountry) ?? 'AT') : null,
      comment: clean(dto.comment),
      deliveryAreaId: checked.area?.id ?? null,
      deliveryArea: checked.area,
      tableId: checked.table?.id ?? null,
      tableIdentifier: checked.table?.identifier ?? null,
      donateeId: checked.donatee?.id ?? null,
      donateeName: checked.donatee?.name ?? null,
      appointment: checked.appointment,
      counterAppointment: null,
      slotStart: slotStartOf(checked.appointment ?? now),
      rejectionMessage: null,
      items: checked.items,
      totals: totalsOf(price),
      totalGrossCents: price.totalGross,
      idempotencyKey: key,
      requestHash: bodyHash,
      // Placed "now" by the module's clock, the same instant the ticket day was taken from.
      createdAt: now,
      announcedAt,
      ...due,
      leadTimeMinutes: checked.leadTimeMinutes,
      prepMinutes: pacing?.prepMinutes ?? 0,
      promisedReadyAt: pacing?.promisedReadyAt ?? null,
    });
    // One INSERT: save() would read the row back for its defaults, which are known here
    // (the column's default, else null).
    order.updatedAt = now;
    for (const column of repo.metadata.columns) {
      if (column.relationMetadata || column.getEntityValue(order) !== undefined) continue;
      const value: unknown = column.default;
      if (['boolean', 'string', 'number'].includes(typeof value))
        column.setEntityValue(order, value);
      else if (column.isNullable) column.setEntityValue(order, null);
    }
    return order;
  }

  /**
   * On SQLite, TypeORM runs every transaction of the process on its one connection, so two
   * submits at once would interleave inside one transaction: they take turns here instead.
   * MariaDB needs no such help (the branch row lock in place() serialises them).
   */
  private serialised<T>(work: () => Promise<T>): Promise<T> {
    const type = this.dataSource.options.type;
    if (type === 'mysql' || type === 'mariadb') return work();
    const run = this.sqliteTurn.then(work, work);
    this.sqliteTurn = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  /**
   * The orders that hold a place in a branch's slot: `branch` is the branch's id as SQL (the
   * locked row's column in its subquery, a parameter on its own).
   */
  private slotCount(query: SelectQueryBuilder<ObjectLiteral>, branch: string, slotStart: Date) {
    return query
      .select('COUNT(*)', 'taken')
      .from(Order, 's')
      .where(`s.branchId = ${branch} AND s.slotStart = :slotStart`, { slotStart })
      .andWhere('s.status NOT IN (:...freed)', { freed: ['rejected', 'canceled'] });
  }

  /**
   * SQLite's read of the branch's figures (one writer at a time, no lock to take): the same
   * columns as lockBranch, through the builder.
   */
  private readBranch(
    manager: EntityManager,
    branch: Branch,
    ticketDate: string,
    slotStart: Date,
  ): Promise<BranchFigures | undefined> {
    const query = manager
      .getRepository(Branch)
      .createQueryBuilder('branch')
      .select('branch.id', 'id')
      .addSelect('branch.maxOrdersPerSlot', 'maxOrdersPerSlot')
      .addSelect(
        (sub) =>
          sub
            .select('MAX(o.ticketNumber)')
            .from(Order, 'o')
            .where('o.branchId = branch.id AND o.ticketDate = :ticketDate', { ticketDate }),
        'last',
      )
      .where('branch.id = :id', { id: branch.id });
    if (branch.maxOrdersPerSlot) {
      query.addSelect((sub) => this.slotCount(sub, 'branch.id', slotStart), 'taken');
    }
    return query.getRawOne<BranchFigures>();
  }

  /**
   * The write, serialised per branch: one statement locks the branch row (MariaDB; SQLite
   * runs one writer at a time anyway) and reads the day's last ticket number and the slot's
   * count beside it, so neither can change before this transaction commits. The counts are
   * subqueries of the locking read, evaluated once its row is locked: InnoDB's snapshot for
   * them is taken after the lock, and sees every order committed before it (the unique
   * ticket index would refuse a number taken twice). Under the lock run only this read, the
   * two inserts and the commit.
   *
   * A repeat of an Idempotency-Key is not looked up here: the caller looked before, and a
   * parallel repeat that got here first makes this insert fail on the key's unique index,
   * which write() answers with the order placed before.
   */
  private async place(
    manager: EntityManager,
    { checked, now }: PlacementRequest,
    base: Order,
  ): Promise<SubmitResult> {
    const { branch } = checked;
    const locking =
      manager.connection.options.type === 'mysql' || manager.connection.options.type === 'mariadb';
    const slotStart = slotStartOf(checked.appointment ?? now);
    // The ticket day of build(): by the branch's zone as the draft was checked (a zone
    // changed since counts from the next order).
    const { ticketDate } = base;
    const locked = locking
      ? await lockBranch(manager, branch.id, ticketDate, branch.maxOrdersPerSlot ? slotStart : null)
      : await this.readBranch(manager, branch, ticketDate, slotStart);
    if (!locked) {
      throw ApiError.validation([{ field: 'branch', message: ORDER_MESSAGES.branchNotFound }]);
    }
    const maxOrdersPerSlot = Number(locked.maxOrdersPerSlot ?? 0);
    if (maxOrdersPerSlot) {
      // A limit set since the draft was checked: counted now, still under the lock.
      const taken =
        locked.taken ??
        (
          await this.slotCount(manager.createQueryBuilder(), ':branchId', slotStart)
            .setParameter('branchId', branch.id)
            .getRawOne<{ taken: number | string }>()
        )?.taken;
      if (Number(taken ?? 0) >= maxOrdersPerSlot) {
        throw ApiError.conflict(ORDER_MESSAGES.slotFull, 'appointmentDate');
      }
    }
    const repo = manager.getRepository(Order);
    // A copy per attempt (a deadlock's retry starts afresh), with what the lock decides.
    const order = Object.assign(repo.create(), base, {
      ticketNumber: Number(locked.last ?? 0) + 1,
    });
    if (locking) {
      order.id = (await fastInsert(manager, Order, [order])).insertId;
    } else {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(Order)
        .values(order)
        .updateEntity(false)
        .execute();
      repo.merge(
        order,
        manager.connection.driver.createGeneratedMap(repo.metadata, inserted.raw, 0, 1) ?? {},
      );
    }
    if (!order.id) throw new Error('Die Bestellung wurde ohne ID gespeichert.');
    order.branch = branch;
    return { order, created: true };
  }
}

/** The branch's figures an order is placed by, read under its lock (see place()). */
interface BranchFigures {
  id: number;
  maxOrdersPerSlot: number | string | null;
  last: number | string | null;
  taken?: number | string | null;
}

const FREED_STATES = "'rejected', 'canceled'";
const LOCK_BRANCH = (withSlot: boolean) =>
  'SELECT b.`id` AS `id`, b.`maxOrdersPerSlot` AS `maxOrdersPerSlot`, ' +
  '(SELECT MAX(o.`ticketNumber`) FROM `customer_order` o WHERE o.`branchId` = b.`id` AND o.`ticketDate` = ?) AS `last`' +
  (withSlot
    ? ', (SELECT COUNT(*) FROM `customer_order` s WHERE s.`branchId` = b.`id` AND s.`slotStart` = ? ' +
      `AND s.\`status\` NOT IN (${FREED_STATES})) AS \`taken\``
    : '') +
  ' FROM `branch` b WHERE b.`id` = ? FOR UPDATE';
/** The two statements, written once (the builder wrote them anew for every order). */
const LOCK_BRANCH_SQL = { plain: LOCK_BRANCH(false), withSlot: LOCK_BRANCH(true) };

/**
 * MariaDB: the branch row locked, and the day's last ticket number (and, where the branch
 * limits its slots, the slot's count) read beside it in one statement. The driver's own
 * conversion turns the slot's instant into its DATETIME, as the builder did.
 */
async function lockBranch(
  manager: EntityManager,
  branchId: number,
  ticketDate: string,
  slotStart: Date | null,
): Promise<BranchFigures | undefined> {
  const slotColumn = manager.connection.getMetadata(Order).findColumnWithPropertyName('slotStart')!;
  const params: unknown[] = [ticketDate];
  if (slotStart)
    params.push(manager.connection.driver.preparePersistentValue(slotStart, slotColumn));
  params.push(branchId);
  const found = (await manager.query(
    slotStart ? LOCK_BRANCH_SQL.withSlot : LOCK_BRANCH_SQL.plain,
    params,
  )) as BranchFigures[];
  return found[0];
}

/**
 * The order placed before with this Idempotency-Key, read through the given manager (inside
 * the order's transaction: its own). A different body under the same key is refused.
 */
export async function orderByIdempotencyKey(
  manager: EntityManager,
  key: string,
  bodyHash: string,
): Promise<Order | null> {
  const earlier = await manager.getRepository(Order).findOne({
    where: { idempotencyKey: key },
    relations: { branch: true },
    loadEagerRelations: false,
  });
  if (!earlier) return null;
  if (earlier.requestHash !== bodyHash) {
    throw new ApiError(HttpStatus.UNPROCESSABLE_ENTITY, [
      { field: 'Idempotency-Key', message: ORDER_MESSAGES.idempotencyMismatch },
    ]);
  }
  return earlier;
}

function isDeadlock(error: unknown): boolean {
  const driverError = (error as { driverError?: { code?: string } })?.driverError;
  return (driverError?.code ?? (error as { code?: string })?.code) === 'ER_LOCK_DEADLOCK';
}
