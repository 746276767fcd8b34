import { safeReturnHash } from '@bestellwerk/domain';
import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { KeyValueStore } from '../../common/kv/key-value-store';
import { ApiError } from '../../common/http/api-error';
import { AppConfig } from '../../config/app-config';
import { JobQueue } from '../jobs';
import { renderLoginLinkEmail } from '../notifications';
import { User, UsersService } from '../users';

export const LOGIN_LINK_INVALID = 'Der Anmeldelink ist ungültig oder abgelaufen.';

/**
 * One-time login links: 256 random bits e-mailed to the user, only their SHA-256 kept, valid
 * for LOGIN_LINK_TTL_MINUTES and consumed on first use.
 */
@Injectable()
export class LoginLinkService {
  constructor(
    private readonly kv: KeyValueStore,
    private readonly users: UsersService,
    private readonly jobs: JobQueue,
    private readonly config: AppConfig,
  ) {}

  private key(token: string): string {
    return `login-link:${createHash('sha256').update(token).digest('hex')}`;
  }

  /**
   * Sends a link if the address belongs to an active account; silent otherwise. With `next`
   * (a hash route of the back office) the link opens that screen after logging in.
   */
  async request(email: string, next?: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user || !user.email || this.users.accountProblem(user)) return;
    const token = randomBytes(32).toString('base64url');
    const minutes = this.config.env.LOGIN_LINK_TTL_MINUTES;
    await this.kv.set(this.key(token), String(user.id), minutes * 60);
    const back = safeReturnHash(next);
    const link = `${this.config.publicUrl}/backend/login/link/${token}${
      back ? `?next=${encodeURIComponent(back)}` : ''
    }`;
    await this.jobs.add('email', 'login-link', {
      to: user.email,
      ...renderLoginLinkEmail({ name: user.firstName || user.username, link, minutes }),
    });
  }

  /** Returns the user of a valid link and invalidates the link. */
  async consume(token: string): Promise<User> {
    const userId = await this.kv.take(this.key(token));
    const user = userId ? await this.users.findWithBranches(Number(userId)) : null;
    if (!user || this.users.accountProblem(user)) throw ApiError.unauthorized(LOGIN_LINK_INVALID);
    return user;
  }
}
