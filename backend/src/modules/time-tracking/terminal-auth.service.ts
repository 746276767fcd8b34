import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { RequestContext } from '../../common/auth/actor';
import { ApiError } from '../../common/http/api-error';
import { AuditService } from '../audit';
import { User, UsersService } from '../users';
import { TerminalPin, TerminalToken } from './entities/terminal-token.entity';
import { AppConfig } from '../../config/app-config';
import { DEMO_PIN_REFUSED, DEMO_TERMINAL } from '../../config/demo-credentials';

/** Said to every wrong token or username alike: it tells nothing about which was wrong. */
export const TERMINAL_UNAUTHORIZED = 'Zugang zur Zeiterfassung verweigert.';
const LAST_USED_RESOLUTION_MS = 60_000;

export const hashToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * The employees' terminal tokens (stored as SHA-256 only, revocable) and PINs (argon2id).
 * A token belongs to one user: token and username must match, else 401 without a reason.
 */
@Injectable()
export class TerminalAuthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
  ) {}

  /** The demo shop's token and PIN open nothing in production. */
  private get demoRefused(): boolean {
    return this.config.isProduction;
  }

  async verify(token: string, username: string): Promise<User> {
    if (typeof token !== 'string' || token.length < 16 || token.length > 128)
      throw ApiError.unauthorized(TERMINAL_UNAUTHORIZED);
    if (this.demoRefused && token === DEMO_TERMINAL.token)
      throw ApiError.unauthorized(TERMINAL_UNAUTHORIZED);
    const found = await this.dataSource
      .getRepository(TerminalToken)
      .findOne({ where: { tokenHash: hashToken(token) } });
    const user = found?.user;
    if (!found || found.revokedAt || !user || user.username !== username || !user.isEnabled)
      throw ApiError.unauthorized(TERMINAL_UNAUTHORIZED);
    const now = Date.now();
    if (!found.lastUsedAt || now - new Date(found.lastUsedAt).getTime() >= LAST_USED_RESOLUTION_MS)
      await this.dataSource
        .getRepository(TerminalToken)
        .update(found.id, { lastUsedAt: new Date(now) });
    return user;
  }

  /** A new token for the user; the token itself is in this answer only. */
  async issue(userId: number, label: string, ctx: RequestContext) {
    const token = randomBytes(24).toString('base64url');
    return this.dataSource.transaction(async (manager) => {
      const user = await manager.getRepository(User).findOneBy({ id: userId });
      if (!user) throw ApiError.notFound('Der Benutzer wurde nicht gefunden.');
      const repo = manager.getRepository(TerminalToken);
      const saved = await repo.save(
        repo.create({ user, tokenHash: hashToken(token), tokenPrefix: token.slice(0, 8), label }),
      );
      const view = presentToken(saved);
      await this.audit.record(
        ctx,
        { action: 'create', entity: 'terminal-tokens', entityId: saved.id, after: view },
        manager,
      );
      return {
        ...view,
        token,
        address: `/api/time-tracking/${token}/${encodeURIComponent(user.username)}`,
      };
    });
  }

  async list(userId?: number) {
    const tokens = await this.dataSource.getRepository(TerminalToken).find({
      where: userId ? { user: { id: userId } } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return tokens.map(presentToken);
  }

  async revoke(id: number, ctx: RequestContext) {
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(TerminalToken);
      const token = await repo.findOneBy({ id });
      if (!token) throw ApiError.notFound('Der Zugang wurde nicht gefunden.');
      if (!token.revokedAt) {
        token.revokedAt = new Date();
        await repo.update(id, { revokedAt: token.revokedAt });
      }
      await this.audit.record(
        ctx,
        { action: 'revoke', entity: 'terminal-tokens', entityId: id, after: presentToken(token) },
        manager,
      );
      return presentToken(token);
    });
  }

  async setPin(userId: number, pin: string, ctx: RequestContext): Promise<void> {
    if (this.demoRefused && pin === DEMO_TERMINAL.pin)
      throw ApiError.validation([{ field: 'pin', message: DEMO_PIN_REFUSED }]);
    const pinHash = await UsersService.hashPassword(pin);
    await this.dataSource.transaction(async (manager) => {
      if (!(await manager.getRepository(User).existsBy({ id: userId })))
        throw ApiError.notFound('Der Benutzer wurde nicht gefunden.');
      // One upsert: two first PINs set at once cannot both insert (unique userId).
      await manager.getRepository(TerminalPin).upsert({ userId, pinHash }, ['userId']);
      await this.audit.record(
        ctx,
        { action: 'set-pin', entity: 'users', entityId: userId },
        manager,
      );
    });
  }

  /** Whether the PIN is the user's. */
  async checkPin(userId: number, pin: string): Promise<boolean> {
    if (this.demoRefused && pin === DEMO_TERMINAL.pin) return false;
    const stored = await this.dataSource.getRepository(TerminalPin).findOneBy({ userId });
    if (!stored) return false;
    return argon2.verify(stored.pinHash, pin).catch(() => false);
  }

  async usersWithPin(userIds: number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.dataSource.getRepository(TerminalPin).find();
    return new Set(rows.map((row) => row.userId).filter((id) => userIds.includes(id)));
  }
}

export function presentToken(token: TerminalToken) {
  return {
    id: token.id,
    user: { id: token.user.id },
    tokenPrefix: token.tokenPrefix,
    label: token.label,
    createdAt: new Date(token.createdAt).toISOString(),
    lastUsedAt: token.lastUsedAt ? new Date(token.lastUsedAt).toISOString() : null,
    revokedAt: token.revokedAt ? new Date(token.revokedAt).toISOString() : null,
  };
}
