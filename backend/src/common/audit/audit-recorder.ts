import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../auth/actor';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
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
