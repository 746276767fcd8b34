import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource, Repository } from 'typeorm';
import { RequestContext } from '../../common/auth/actor';
import { ApiError } from '../../common/http/api-error';
import { AuditService } from '../audit';
import { ApiKey } from './entities/api-key.entity';

/** How often a key's lastUsedAt is written: the front desk polls every few seconds. */
const LAST_USED_RESOLUTION_MS = 60_000;
const MAX_KEY_LENGTH = 128;

export interface ApiKeyView {
  id: number;
  name: string;
  keyPrefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

function view(apiKey: ApiKey): ApiKeyView {
  const { id, name, keyPrefix, createdAt, lastUsedAt, revokedAt } = apiKey;
  return { id, name, keyPrefix, createdAt, lastUsedAt, revokedAt };
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** What a branch feed or stream answers to a wrong, revoked or foreign key. */
export const INVALID_API_KEY_MESSAGE = 'Der API-Schlüssel ist ungültig.';

/**
 * Per-branch keys for the front-desk and back-office order feeds (backoffice-api.md §6).
 * Only a SHA-256 of a key is stored; the key itself is in the answer to its creation only.
 * Branch existence and the caller's access to it are checked by the controller.
 */
@Injectable()
export class ApiKeysService {
  constructor(
    @InjectRepository(ApiKey) private readonly repo: Repository<ApiKey>,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async list(branchId: number): Promise<ApiKeyView[]> {
    const keys = await this.repo.find({
      where: { branch: { id: branchId } },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return keys.map(view);
  }

  async create(
    branchId: number,
    name: string,
    ctx: RequestContext,
  ): Promise<Omit<ApiKeyView, 'lastUsedAt' | 'revokedAt'> & { key: string }> {
    const key = randomBytes(24).toString('base64url');
    const saved = await this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(ApiKey);
      const { id } = await repo.save(
        repo.create({
          branch: { id: branchId },
          name: name.trim(),
          keyHash: hashApiKey(key),
          keyPrefix: key.slice(0, 8),
        }),
      );
      const created = view(await repo.findOneByOrFail({ id }));
      await this.audit.record(
        ctx,
        {
          action: 'create',
          entity: 'api-keys',
          entityId: id,
          after: { ...created, branch: { id: branchId } },
        },
        manager,
      );
      return created;
    });
    return {
      id: saved.id,
      name: saved.name,
      keyPrefix: saved.keyPrefix,
      createdAt: saved.createdAt,
      key,
    };
  }

  /** Revoking keeps the row (and its last use) for the record; a revoked key opens nothing. */
  async revoke(branchId: number, keyId: number, ctx: RequestContext): Promise<ApiKeyView> {
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(ApiKey);
      const apiKey = await repo.findOne({ where: { id: keyId, branch: { id: branchId } } });
      if (!apiKey) throw ApiError.notFound('Der API-Schlüssel wurde nicht gefunden.');
      if (apiKey.revokedAt) return view(apiKey);
      const before = view(apiKey);
      apiKey.revokedAt = new Date();
      await repo.update(apiKey.id, { revokedAt: apiKey.revokedAt });
      const after = view(apiKey);
      await this.audit.record(
        ctx,
        {
          action: 'revoke',
          entity: 'api-keys',
          entityId: apiKey.id,
          before: { ...before, branch: { id: branchId } },
          after,
        },
        manager,
      );
      return after;
    });
  }

  /** Whether `key` is a live key of this branch; notes when it was last used. */
  async verify(branchId: number, key: string): Promise<boolean> {
    if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
    const apiKey = await this.repo.findOne({
      where: { keyHash: hashApiKey(key) },
      relations: { branch: true },
      loadEagerRelations: false,
    });
    if (!apiKey || apiKey.branch?.id !== branchId || apiKey.revokedAt) return false;
    const now = new Date();
    if (
      !apiKey.lastUsedAt ||
      now.getTime() - new Date(apiKey.lastUsedAt).getTime() >= LAST_USED_RESOLUTION_MS
    ) {
      await this.repo.update(apiKey.id, { lastUsedAt: now });
    }
    return true;
  }
}
