import { Injectable, Logger } from '@nestjs/common';
import { KeyValueStore } from '../../common/kv/key-value-store';
import { ApiError } from '../../common/http/api-error';
import { AppConfig } from '../../config/app-config';

/** How long a run of locks is remembered: a failure within it locks again at once. */
export const LOCK_MEMORY_SECONDS = 24 * 60 * 60;
/** The first lock of an account; each further one doubles, up to LOGIN_LOCK_MINUTES. */
export const FIRST_LOCK_SECONDS = 60;

/** An attempt that passed both gates; the strategy reports how it ended. */
export interface LoginTicket {
  /** null where no address gate applies (a branch's clock-in tablet, shared by all). */
  addressKey: string | null;
  accountKey: string;
  locksKey: string;
  /** This attempt's place in the account's count, and the count that locks. */
  count: number;
  limit: number;
  locks: number;
  label: string;
}

/**
 * Failed-login throttling in the shared store, so it holds across API processes:
 * - per address: LOGIN_MAX_ATTEMPTS × 4 attempts per LOGIN_LOCK_MINUTES (password spraying);
 * - per account (the user, however named; unknown names by their lower-case text):
 *   LOGIN_MAX_ATTEMPTS failures lock it for 1 minute; within 24 hours of that, every further
 *   failure locks it again at once for twice as long, never longer than LOGIN_LOCK_MINUTES.
 * Each attempt first takes its place in both counters (INCR, one round trip each) and is
 * refused without a password check if that place is over the limit, so parallel attempts
 * cannot slip through together. A correct password clears the account's count and gives the
 * address its place back. The lock only stops password checks: the e-mailed login link still
 * works, so someone guessing cannot shut a user out.
 */
@Injectable()
export class LoginThrottleService {
  private readonly logger = new Logger(LoginThrottleService.name);

  constructor(
    private readonly kv: KeyValueStore,
    private readonly config: AppConfig,
  ) {}

  private get maxLockSeconds(): number {
    return this.config.env.LOGIN_LOCK_MINUTES * 60;
  }

  private lockSeconds(locks: number): number {
    return Math.min(FIRST_LOCK_SECONDS * 2 ** Math.min(locks - 1, 30), this.maxLockSeconds);
  }

  private refuse(seconds: number): never {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    throw ApiError.tooManyRequests(
      `Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'}.`,
    );
  }

  /** First gate, before the account is even looked up. */
  async enterAddress(ip: string): Promise<string> {
    const key = `login-address:${ip}`;
    const { count, ttlSeconds } = await this.kv.incrementWithTtl(key, this.maxLockSeconds);
    if (count > this.config.env.LOGIN_MAX_ATTEMPTS * 4) this.refuse(ttlSeconds);
    return key;
  }

  /**
   * Second gate: `account` is the user's id, or the name typed when no user has it. `scope`
   * keeps the counts of each secret apart: wrong PINs at a clock-in tablet ('pin') do not
   * lock the user's password login, and the other way round.
   */
  async enterAccount(
    addressKey: string | null,
    account: number | string,
    label: string,
    scope: 'login' | 'pin' = 'login',
  ): Promise<LoginTicket> {
    const id =
      typeof account === 'number' ? `user:${account}` : `name:${account.trim().toLowerCase()}`;
    const accountKey = `${scope}-account:${id}`;
    const locksKey = `${scope}-account-locks:${id}`;
    // Only changes when a lock starts, so reading it apart from the counter is safe.
    const locks = Number((await this.kv.get(locksKey)) ?? 0);
    const limit = locks > 0 ? 1 : this.config.env.LOGIN_MAX_ATTEMPTS;
    const { count, ttlSeconds } = await this.kv.incrementWithTtl(accountKey, this.maxLockSeconds);
    // Over the limit while the attempts that reached it are still being checked, the lock
    // they will start is the wait, not the counter's longer window.
    if (count > limit) this.refuse(Math.min(ttlSeconds, this.lockSeconds(locks + 1)));
    return { addressKey, accountKey, locksKey, count, limit, locks, label };
  }

  async failed(ticket: LoginTicket): Promise<void> {
    if (ticket.count < ticket.limit) return;
    const { count: locks } = await this.kv.incrementWithTtl(ticket.locksKey, LOCK_MEMORY_SECONDS);
    const seconds = this.lockSeconds(locks);
    await this.kv.set(ticket.accountKey, String(ticket.limit), seconds);
    this.logger.warn(
      `Anmeldung für „${ticket.label}“ nach ${ticket.limit === 1 ? 'erneutem Fehlversuch' : `${ticket.limit} Fehlversuchen`} für ${seconds / 60} min gesperrt (Sperre ${locks} in 24 h).`,
    );
  }

  async succeeded(ticket: LoginTicket): Promise<void> {
    await this.kv.delete(ticket.accountKey);
    if (ticket.locks > 0) await this.kv.delete(ticket.locksKey);
    if (ticket.addressKey)
      await this.kv.incrementWithTtl(ticket.addressKey, this.maxLockSeconds, -1);
  }
}
