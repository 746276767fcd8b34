import type { EntityManager } from 'typeorm';
import type { AuditEntityType } from '@bestellwerk/domain';
import type { RequestContext } from '../auth/actor';

export interface AuditEntry {
  action: string;
  /** An area libs/domain AUDIT_ENTITIES names in German (the compiler refuses any other). */
  entity: AuditEntityType;
  entityId?: string | number | null;
  /** The record's name where before/after do not carry it (a login: the user name). */
  name?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Records who changed what. The audit module provides it (AuditService); shared code such as
 * the generic CRUD depends on this port only, as common/ never imports modules/.
 */
export abstract class AuditRecorder {
  /** Writes the entry; pass the transaction's manager so the entry commits with the change. */
  abstract record(ctx: RequestContext, entry: AuditEntry, manager?: EntityManager): Promise<void>;
}
