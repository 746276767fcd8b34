import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { AUDIT_NAME_LENGTH, auditDisplayName } from '@bestellwerk/domain';
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

/**
 * The name an entry keeps of its record: the one given, else the record's own after the
 * change, else (a delete) the one it had before.
 */
export function auditEntityName(entry: AuditEntry): string | null {
  const given = entry.name?.trim();
  if (given) return Array.from(given).slice(0, AUDIT_NAME_LENGTH).join('');
  return (
    auditDisplayName(entry.entity, auditSnapshot(entry.after)) ??
    auditDisplayName(entry.entity, auditSnapshot(entry.before))
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
      entityName: auditEntityName(entry),
      before: auditSnapshot(entry.before) as object,
      after: auditSnapshot(entry.after) as object,
      ip: ctx.ip ?? '',
    });
  }
}
