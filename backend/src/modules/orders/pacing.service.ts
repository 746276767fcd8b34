import { Injectable } from '@nestjs/common';
import {
  DEFAULT_KITCHEN_STATIONS,
  PLANNING_HORIZON_MINUTES,
  PreparationTable,
  delayMinutes,
  hourOfWeek,
  learnPreparationTimes,
  leadTimeMinutes,
  orderPreparation,
  promiseMinutes,
  queueFinishTimes,
  type HistoryOrder,
  type LeadTimeProduct,
  type OpenWork,
  type PreparedProduct,
  type PromiseResult,
} from '@bestellwerk/domain';
import { Between, DataSource, In, IsNull, MoreThanOrEqual, Not } from 'typeorm';
import type { Branch } from '../organisation';
import { Order } from './entities/order.entity';
import { PreparationEstimateRow } from './entities/preparation-estimate.entity';

const MINUTE_MS = 60_000;
/** A branch's queue is read again from the database after this long (other processes' orders). */
const QUEUE_TTL_MS = 3_000;
/** The learned table is read again after this long (the worker rewrites it hourly). */
const TABLE_TTL_MS = 5 * 60_000;
/** Orders of the queue: slots from this long ago … */
const QUEUE_PAST_MS = 6 * 60 * MINUTE_MS;
/** … to this far ahead (orders for later are planned, they do not hold the kitchen now). */
const QUEUE_AHEAD_MS = PLANNING_HORIZON_MINUTES * MINUTE_MS;
/** The history the estimates learn from. */
export const HISTORY_DAYS = 90;
const OPEN_STATUSES = ['pending', 'confirmed'] as const;

/** A product as the promise needs it: its id (the learned table) and its lead time (the floor). */
export type PacedProduct = { id: number } & LeadTimeProduct;

/** What the queue needs of an open order. */
type QueueRow = Pick<
  Order,
  'id' | 'status' | 'createdAt' | 'confirmedAt' | 'prepMinutes' | 'appointment'
>;

interface QueueSnapshot {
  /** Epoch ms the loads were computed for. */
  at: number;
  /** Minutes from `at` until each station is free (libs/domain queueFinishTimes). */
  loads: number[];
}

/** The open orders in kitchen order as libs/domain sees them (remaining work, not before). */
export function openWorkOf(rows: readonly QueueRow[], now: Date): OpenWork[] {
  return [...rows]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
    .map((row) => {
      const accepted = row.status === 'confirmed' ? (row.confirmedAt ?? row.createdAt) : null;
      const sinceAccepted = accepted ? (now.getTime() - accepted.getTime()) / MINUTE_MS : 0;
      const forLater = row.appointment
        ? (row.appointment.getTime() - now.getTime()) / MINUTE_MS - row.prepMinutes
        : 0;
      return {
        remainingMinutes: row.prepMinutes,
        // Accepted: it could start then; for later: not before its time less its work.
        notBeforeMinutes: forLater > 0 ? forLater : -sinceAccepted,
      };
    });
}

/**
 * The promise that follows the queue (issue 36): the learned preparation times of each
 * branch and its kitchen's queue, both kept in this process's memory.
 *
 * Cost on the order's hot path: the queue of a branch is one indexed read
 * (IDX_customer_order_branch_slot: branch and a slot window, open statuses) at most every
 * QUEUE_TTL_MS, shared by every submit of that moment (one read in flight); in between the
 * orders this process places are added to the station loads in memory (O(stations)). The
 * table is one read per branch every TABLE_TTL_MS. Nothing of this runs inside the order's
 * transaction or under its lock. Everything here is re-derivable from the database.
 */
@Injectable()
export class PacingService {
  private readonly tables = new Map<number, { at: number; table: Promise<PreparationTable> }>();
  private readonly queues = new Map<
    number,
    { at: number; snapshot: Promise<QueueSnapshot>; stations: number }
  >();

  constructor(private readonly dataSource: DataSource) {}

  // The learned table ------------------------------------------------------------------

  table(branchId: number, now = Date.now()): Promise<PreparationTable> {
    const kept = this.tables.get(branchId);
    if (kept && now - kept.at < TABLE_TTL_MS) return kept.table;
    const table = this.dataSource
      .getRepository(PreparationEstimateRow)
      .find({ where: { branchId } })
      .then((rows) => new PreparationTable(rows));
    this.tables.set(branchId, { at: now, table });
    table.catch(() => this.tables.delete(branchId));
    return table;
  }

  /** The branch's learned rows, for the back office (per product). */
  estimates(branchId: number | null): Promise<PreparationEstimateRow[]> {
    return this.dataSource.getRepository(PreparationEstimateRow).find({
      where: branchId === null ? {} : { branchId },
      order: { branchId: 'ASC', scope: 'ASC', refId: 'ASC', hourOfWeek: 'ASC' },
    });
  }

  /**
   * Learns a branch's table again from its last HISTORY_DAYS of finished orders and replaces
   * the stored rows (one transaction: a reader sees the old table or the new one).
   */
  async relearn(branch: Pick<Branch, 'id' | 'timezone' | 'kitchenStations'>, now: Date) {
    const since = new Date(now.getTime() - HISTORY_DAYS * 86_400_000);
    const rows: Pick<Order, 'createdAt' | 'confirmedAt' | 'readyAt' | 'items'>[] =
      await this.dataSource.getRepository(Order).find({
        select: { createdAt: true, confirmedAt: true, readyAt: true, items: true },
        where: {
          branchId: branch.id,
          createdAt: MoreThanOrEqual(since),
          confirmedAt: Not(IsNull()),
          readyAt: Not(IsNull()),
        },
      });
    const history: HistoryOrder[] = rows.map((row) => ({
      placedAt: new Date(row.createdAt).getTime(),
      acceptedAt: new Date(row.confirmedAt!).getTime(),
      readyAt: new Date(row.readyAt!).getTime(),
      productIds: [...new Set((row.items ?? []).map((item) => item.productId))],
    }));
    const learned = learnPreparationTimes(history, {
      now: now.getTime(),
      stations: branch.kitchenStations || DEFAULT_KITCHEN_STATIONS,
      timeZone: branch.timezone || 'Europe/Vienna',
    });
    await this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(PreparationEstimateRow);
      await repo.delete({ branchId: branch.id });
      const computedAt = now;
      for (let i = 0; i < learned.length; i += 500) {
        await repo.insert(
          learned.slice(i, i + 500).map((row) => ({ ...row, branchId: branch.id, computedAt })),
        );
      }
    });
    this.tables.delete(branch.id);
    return { orders: history.length, rows: learned.length };
  }

  // The queue ---------------------------------------------------------------------------

  /** The open orders of a branch that hold its kitchen around now. */
  async openOrders(branchId: number, now: Date): Promise<QueueRow[]> {
    return this.dataSource.getRepository(Order).find({
      select: {
        id: true,
        status: true,
        createdAt: true,
        confirmedAt: true,
        prepMinutes: true,
        appointment: true,
      },
      where: {
        branchId,
        status: In([...OPEN_STATUSES]),
        slotStart: Between(
          new Date(now.getTime() - QUEUE_PAST_MS),
          new Date(now.getTime() + QUEUE_AHEAD_MS),
        ),
      },
    });
  }

  private snapshot(branchId: number, stations: number, now: Date): Promise<QueueSnapshot> {
    const kept = this.queues.get(branchId);
    if (kept && kept.stations === stations && now.getTime() - kept.at < QUEUE_TTL_MS) {
      return kept.snapshot;
    }
    const snapshot = this.openOrders(branchId, now).then((rows) => ({
      at: now.getTime(),
      loads: queueFinishTimes(openWorkOf(rows, now), stations).stationLoads,
    }));
    this.queues.set(branchId, { at: now.getTime(), snapshot, stations });
    snapshot.catch(() => this.queues.delete(branchId));
    return snapshot;
  }

  /** Forget a branch's queue (a status changed here): the next promise reads it again. */
  invalidate(branchId: number): void {
    this.queues.delete(branchId);
  }

  /** The preparation an order of these products needs at `now` (median and p80). */
  async preparation(
    branch: Pick<Branch, 'id' | 'timezone'>,
    products: readonly PacedProduct[],
    now: Date,
  ) {
    const table = await this.table(branch.id, now.getTime());
    const prepared: PreparedProduct[] = products.map((product) => ({
      id: product.id,
      leadTimeMinutes: leadTimeMinutes(product),
    }));
    const hour = hourOfWeek(now, branch.timezone || 'Europe/Vienna');
    return {
      ...orderPreparation(prepared, table, hour),
      acceptMinutes: table.acceptance(hour)?.p80Minutes ?? 0,
    };
  }

  /** Stands for „a usual order“ where a cart is empty: the branch's learned time for any product. */
  static readonly USUAL_ORDER: readonly PacedProduct[] = [{ id: 0 }];

  /**
   * The earliest an order of these products placed now can be ready (libs/domain
   * promiseMinutes), with its expected work for the queue.
   */
  async promise(input: {
    branch: Pick<Branch, 'id' | 'timezone' | 'kitchenStations'>;
    products: readonly PacedProduct[];
    leadTimeMinutes: number;
    now: Date;
    /** Busy mode's extra minutes (another part of issue 36); 0 until it is there. */
    extraMinutes?: number;
  }): Promise<{ promise: PromiseResult; prepMinutes: number; p80Minutes: number }> {
    const { branch, now } = input;
    const stations = branch.kitchenStations || DEFAULT_KITCHEN_STATIONS;
    const [prep, snapshot] = await Promise.all([
      this.preparation(branch, input.products, now),
      this.snapshot(branch.id, stations, now),
    ]);
    const elapsed = (now.getTime() - snapshot.at) / MINUTE_MS;
    const promise = promiseMinutes({
      now,
      // One entry per station: queueFinishTimes puts each on a station of its own.
      openOrders: snapshot.loads.map((load) => ({ remainingMinutes: Math.max(0, load - elapsed) })),
      stations,
      preparationMinutes: prep.p80Minutes,
      acceptMinutes: prep.acceptMinutes,
      leadTimeMinutes: input.leadTimeMinutes,
      extraMinutes: input.extraMinutes ?? 0,
    });
    // Each order counts with its p80 in the queue (libs/domain pacing: medians add up late).
    return { promise, prepMinutes: prep.p80Minutes, p80Minutes: prep.p80Minutes };
  }

  /**
   * An order this process placed joins its branch's queue in memory: its expected work on
   * the station that frees first (as the next read from the database would put it).
   */
  async placed(order: Pick<Order, 'branchId' | 'prepMinutes' | 'appointment'>, now: Date) {
    const kept = this.queues.get(order.branchId);
    if (!kept || order.appointment) return;
    const snapshot = await kept.snapshot.catch(() => null);
    if (!snapshot) return;
    const elapsed = (now.getTime() - snapshot.at) / MINUTE_MS;
    let station = 0;
    for (let i = 1; i < snapshot.loads.length; i++) {
      if (snapshot.loads[i] < snapshot.loads[station]) station = i;
    }
    snapshot.loads[station] = Math.max(snapshot.loads[station], elapsed) + order.prepMinutes;
  }

  // Falling behind -------------------------------------------------------------------------

  /**
   * Where each open order of a branch stands now: its expected ready time from the queue,
   * and how late that is against its promise (0 when not worth telling).
   */
  async expectations(branch: Pick<Branch, 'id' | 'kitchenStations'>, now: Date) {
    const rows = await this.dataSource.getRepository(Order).find({
      where: {
        branchId: branch.id,
        status: In([...OPEN_STATUSES]),
        slotStart: Between(
          new Date(now.getTime() - QUEUE_PAST_MS),
          new Date(now.getTime() + QUEUE_AHEAD_MS),
        ),
      },
      loadEagerRelations: false,
    });
    const sorted = [...rows].sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id,
    );
    const { finishes } = queueFinishTimes(
      openWorkOf(sorted, now),
      branch.kitchenStations || DEFAULT_KITCHEN_STATIONS,
    );
    return sorted.map((order, index) => {
      const expected = new Date(now.getTime() + Math.ceil(finishes[index]) * MINUTE_MS);
      const late = order.promisedReadyAt ? delayMinutes(order.promisedReadyAt, expected) : 0;
      return { order, expected, late };
    });
  }
}
