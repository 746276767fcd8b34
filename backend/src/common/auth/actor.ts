import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

export type Role = 'ROLE_ADMIN' | 'ROLE_EMPLOYEE';

/** The logged-in person behind a request, as the guards resolved them. */
export interface Actor {
  id: number;
  username: string;
  roles: Role[];
  /** Branches the actor may see and change; 'all' for administrators. */
  branchIds: number[] | 'all';
  /** How the request was authenticated; only cookie sessions need a CSRF token. */
  via: 'session';
}

export interface RequestContext {
  actor: Actor | null;
  ip: string;
}

export function isAdmin(actor: Actor | null | undefined): boolean {
  return !!actor?.roles.includes('ROLE_ADMIN');
}

/** Whether the actor may see or change data of this branch. */
export function canAccessBranch(
  actor: Actor | null | undefined,
  branchId: number | null | undefined,
): boolean {
  if (!actor) return false;
  if (actor.branchIds === 'all') return true;
  return branchId !== null && branchId !== undefined && actor.branchIds.includes(branchId);
}

declare module 'fastify' {
  interface FastifyRequest {
    actor?: Actor | null;
  }
  interface Session {
    userId?: number;
    csrfSecret?: string;
    /** Why the session's user lost access while logged in; named by the next 401. */
    endedBecause?: 'disabled' | 'locked' | 'expired';
  }
}

export const Ctx = createParamDecorator((_: unknown, context: ExecutionContext): RequestContext => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  return { actor: request.actor ?? null, ip: request.ip };
});

/** Login may run inside an old session whose token the client no longer has. */
export const SKIP_CSRF_KEY = 'bestellwerk:skip-csrf';
export const SkipCsrf = () => SetMetadata(SKIP_CSRF_KEY, true);
