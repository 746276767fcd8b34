import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { AuditEntry, AuditRecorder } from '../../common/audit/audit-recorder';
import { RequestContext } from '../../common/auth/actor';
import { AuditLog } from './entities/audit-log.entity';

const SECRET_KEYS = /password|secret|hash|token/i;

/** Strips secrets and turns entities into plain JSON for the before/after columns. */
export function auditSnapshot(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  return JSON.parse(
    JSON.stringify(value, (key, inner) => (key && SECRET_KEYS.test(key) ? undefined : inner)),
  );
}

export type { AuditEntry };

@Injectable()
export class AuditService implements AuditRecorder {
  constructor(@InjectRepository(AuditLog) private readonly repo: Repository<AuditLog>) {}

  async record(ctx: RequestContext, entry: AuditEntry, manager?: EntityManager): Promise<void> {
    const repo = manager ? manager.getRepository(AuditLog) : this.repo;
    // simple-json columns take any JSON value; TypeORM's insert typing cannot express that.
    await repo.insert({
      userId: ctx.actor?.id ?? null,
      username: ctx.actor?.username ?? '',
      action: entry.action,
      entity: entry.entity,
      entityId:
        entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      before: auditSnapshot(entry.before) as object,
      after: auditSnapshot(entry.after) as object,
      ip: ctx.ip ?? '',
    });
  }
}
