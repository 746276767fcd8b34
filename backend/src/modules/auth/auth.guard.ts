import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { PERMISSIONS, hasPermission } from '@bestellwerk/domain';
import { ACCESS_KEY, AccessDeclaration } from '../../common/auth/access';
import { SKIP_CSRF_KEY, isAdmin } from '../../common/auth/actor';
import { verifyCsrfToken } from '../../common/auth/csrf';
import { ApiError } from '../../common/http/api-error';
import { UsersService } from '../users';
import { ACCOUNT_MESSAGES } from './local.strategy';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Global guard: resolves the session's user on every request, then enforces the route's
 * access level and, for cookie-authenticated writes, the CSRF token. A user disabled,
 * locked or expired after logging in loses access on the next request.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly users: UsersService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    // A route without @Access needs a login: nothing is open by accident.
    const declaration = this.reflector.getAllAndOverride<AccessDeclaration>(ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    const level = declaration?.level ?? 'staff';

    request.actor = await this.resolveActor(request);

    const skipCsrf = this.reflector.get<boolean>(SKIP_CSRF_KEY, context.getHandler());
    if (
      request.actor &&
      !skipCsrf &&
      !SAFE_METHODS.has(request.method) &&
      !verifyCsrfToken(request)
    ) {
      throw ApiError.forbidden('Ungültiges CSRF-Token. Bitte laden Sie die Seite neu.');
    }
    if (level === 'public') return true;
    if (!request.actor) {
      // The back office shows the reason on its login page (disabled, locked, expired).
      const reason = request.session?.get('endedBecause');
      throw ApiError.unauthorized(reason ? ACCOUNT_MESSAGES[reason] : undefined);
    }
    const permission = declaration?.permission;
    if (permission && !hasPermission(request.actor.roles, permission)) {
      throw ApiError.forbidden(PERMISSIONS[permission].refusal);
    }
    if (level === 'admin' && !isAdmin(request.actor)) throw ApiError.forbidden();
    return true;
  }

  private async resolveActor(request: FastifyRequest) {
    const userId = request.session?.get('userId');
    if (!userId) return null;
    const user = await this.users.findWithBranches(userId);
    const problem = user ? this.users.accountProblem(user) : null;
    if (!user || problem) {
      request.session.set('userId', undefined);
      if (problem) request.session.set('endedBecause', problem);
      return null;
    }
    return this.users.toActor(user);
  }
}
