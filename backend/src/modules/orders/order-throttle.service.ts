import { Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ApiError } from '../../common/http/api-error';
import { KeyValueStore } from '../../common/kv/key-value-store';
import { Order } from './entities/order.entity';
import { ORDER_MESSAGES } from './contracts/order-labels';

/** Orders one address may place in a window: a family or an office, not a script. */
export const ORDER_RATE = { limit: 20, windowSeconds: 10 * 60 };
export const orderRateKey = (ip: string) => `order-rate:${ip}`;
/** Marks an Idempotency-Key of an address as counted (hashed: keys may be 255 characters). */
const orderKeyMarker = (ip: string, key: string) =>
  `order-key:${ip}:${createHash('sha256').update(key).digest('hex')}`;

/** Orders per address, counted in the key-value store (Redis): disposable by design. */
@Injectable()
export class OrderThrottle {
  private readonly logger = new Logger(OrderThrottle.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly kv: KeyValueStore,
  ) {}

  /**
   * The order throttle, atomic: the count is raised first and the answer compared, so
   * parallel submits from one address cannot all pass a check made before any of them
   * counted. Only placed orders count: a submit that is refused (a validation error, a full
   * slot) or repeats an earlier one gives its place back. If the counter store is away, the
   * order is taken unthrottled (logged): a Redis outage must not stop the lunch rush, and
   * the order itself depends only on the database. Returns whether a place was reserved.
   */
  async reserveOrder(ip: string, idempotencyKey: string | null): Promise<boolean> {
    const key = orderRateKey(ip);
    let count: number;
    try {
      // A submit repeated with its Idempotency-Key while the first is still under way (a
      // retry after a timeout, a double tap) is the same order: only the first counts.
      if (idempotencyKey) {
        const marker = orderKeyMarker(ip, idempotencyKey);
        const seen = await this.kv.incrementWithTtl(marker, ORDER_RATE.windowSeconds);
        if (seen.count > 1) return false;
      }
      count = await this.kv.increment(key, ORDER_RATE.windowSeconds);
    } catch (error) {
      this.logger.warn(`Bestelllimit nicht geprüft (${ip}): ${errorText(error)}`);
      return false;
    }
    if (count <= ORDER_RATE.limit) return true;
    await this.releaseOrder(ip, idempotencyKey);
    const ttl = await this.kv.ttl(key).catch(() => null);
    const seconds = ttl !== null && ttl > 0 ? ttl : ORDER_RATE.windowSeconds;
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    throw ApiError.tooManyRequests(ORDER_MESSAGES.tooManyOrders(minutes));
  }

  /**
   * Gives a reserved place back; a failure only leaves the address one order stricter. The
   * key's marker goes too: the corrected retry of a refused draft counts again, so a refused
   * first attempt never opens an unthrottled second one.
   */
  async releaseOrder(ip: string, idempotencyKey: string | null): Promise<void> {
    try {
      await this.kv.decrement(orderRateKey(ip));
      if (idempotencyKey) await this.kv.delete(orderKeyMarker(ip, idempotencyKey));
    } catch (error) {
      this.logger.warn(`Bestelllimit nicht zurückgesetzt (${ip}): ${errorText(error)}`);
    }
  }

  /** Whether an order with this Idempotency-Key was placed (false when that cannot be told). */
  async hasOrderFor(idempotencyKey: string): Promise<boolean> {
    return this.dataSource
      .getRepository(Order)
      .exists({ where: { idempotencyKey } })
      .catch(() => false);
  }
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
