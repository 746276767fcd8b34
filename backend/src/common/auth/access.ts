import { SetMetadata, applyDecorators } from '@nestjs/common';
import { ApiCookieAuth } from '@nestjs/swagger';
import type { Permission } from '@bestellwerk/domain';

/**
 * Who may call a route, declared once on it (or on its controller) with `@Access(...)`:
 *
 * - `'public'`: anyone, no login (the storefront, the login itself, webhooks).
 * - `'apiKey'`: no login; the route's `branchId` and `apiKey` path parameters open it (the
 *   order feeds and event streams of a branch's screens). The key is checked by the route's
 *   service, after the switches that say a screen is off whatever key it holds.
 * - `{ role: 'admin' }`: logged in with ROLE_ADMIN; `{ role: 'admin', permission: 'content' }`
 *   names the permission of libs/domain PERMISSIONS it takes, so the refusal says which
 *   („Seiten und Rechtstexte … dürfen Sie nicht bearbeiten.“). Only administrators hold those.
 * - `{ role: 'employee' }`: any logged-in user (administrators included).
 * - `{ role: 'employee', branchScoped: true }`: any logged-in user, and an employee sees and
 *   changes only data of their own branches (the services confine them: CrudService's
 *   branchScope, canAccessBranch); another branch's record answers 403/404.
 *
 * A route without a declaration is treated as `{ role: 'employee' }` by the global
 * AuthGuard, so nothing is open by accident, and the access-matrix suite fails for it.
 * Order terminals run the back office with an employee's login; no route takes a terminal
 * token of its own yet.
 */
export type AccessSpec =
  | 'public'
  | 'apiKey'
  | { role: 'admin'; permission?: Permission }
  | { role: 'employee'; branchScoped?: boolean };

/** What the global AuthGuard enforces for a spec: no login, any login, or ROLE_ADMIN. */
export type AccessLevel = 'public' | 'staff' | 'admin';

export const ACCESS_KEY = 'bestellwerk:access';

/** The spec as stored on the route, with its level for the guard. */
export interface AccessDeclaration {
  kind: 'public' | 'apiKey' | 'admin' | 'employee' | 'branch';
  level: AccessLevel;
  /** The permission an admin route takes (its 403 names it). */
  permission?: Permission;
}

export function declarationOf(spec: AccessSpec): AccessDeclaration {
  if (spec === 'public') return { kind: 'public', level: 'public' };
  if (spec === 'apiKey') return { kind: 'apiKey', level: 'public' };
  if (spec.role === 'admin') {
    return spec.permission
      ? { kind: 'admin', level: 'admin', permission: spec.permission }
      : { kind: 'admin', level: 'admin' };
  }
  return { kind: spec.branchScoped ? 'branch' : 'employee', level: 'staff' };
}

/** Declares who may call a route; the global AuthGuard reads it (see AccessSpec). */
export function Access(spec: AccessSpec): ClassDecorator & MethodDecorator {
  const declaration = declarationOf(spec);
  const decorators: (ClassDecorator | MethodDecorator)[] = [SetMetadata(ACCESS_KEY, declaration)];
  // The OpenAPI document names the session cookie on every route that needs a login.
  if (declaration.level !== 'public') decorators.push(ApiCookieAuth());
  return applyDecorators(...decorators);
}
