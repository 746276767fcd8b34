import { Injectable } from '@nestjs/common';
import { KeyValueStore } from '../../common/kv/key-value-store';
import { ApiError } from '../../common/http/api-error';
import { AppConfig } from '../../config/app-config';

/**
 * Counts failed logins per account-and-address and per address in the shared store, so
 * the limit holds across API processes. Reaching it blocks further tries for the lock time.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    private readonly kv: KeyValueStore,
    private readonly config: AppConfig,
  ) {}

  private keys(username: string, ip: string): { account: string; address: string } {
    return {
      account: `login-fail:${username.trim().toLowerCase()}:${ip}`,
      address: `login-fail-ip:${ip}`,
    };
  }

  private get limits() {
    const max = this.config.env.LOGIN_MAX_ATTEMPTS;
    return { account: max, address: max * 4 };
  }

  /** Throws the German 'too many attempts' error while the caller is blocked. */
  async assertAllowed(username: string, ip: string): Promise<void> {
    const keys = this.keys(username, ip);
    for (const which of ['account', 'address'] as const) {
      const count = Number((await this.kv.get(keys[which])) ?? 0);
      if (count >= this.limits[which]) {
        const seconds = (await this.kv.ttl(keys[which])) ?? this.config.env.LOGIN_LOCK_MINUTES * 60;
        const minutes = Math.max(1, Math.ceil(seconds / 60));
        throw ApiError.tooManyRequests(
          `Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'}.`,
        );
      }
    }
  }

  async recordFailure(username: string, ip: string): Promise<void> {
    const keys = this.keys(username, ip);
    const ttl = this.config.env.LOGIN_LOCK_MINUTES * 60;
    await this.kv.increment(keys.account, ttl);
    await this.kv.increment(keys.address, ttl);
  }

  async reset(username: string, ip: string): Promise<void> {
    await this.kv.delete(this.keys(username, ip).account);
  }
}
