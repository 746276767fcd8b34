import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-local';
import { ApiError } from '../../common/http/api-error';
import { AppConfig } from '../../config/app-config';
import { DEMO_LOGIN_REFUSED, DEMO_PASSWORDS } from '../../config/demo-credentials';
import { User, UsersService } from '../users';
import { LoginThrottleService } from './login-throttle.service';

export const ACCOUNT_MESSAGES = {
  invalid: 'Ungültige Anmeldedaten.',
  disabled: 'Ihr Benutzerkonto ist deaktiviert.',
  locked: 'Ihr Benutzerkonto ist gesperrt.',
  expired: 'Ihr Benutzerkonto ist abgelaufen.',
} as const;

/** Username (or e-mail) and password, checked against the argon2 hash, throttled on failure. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(
    private readonly users: UsersService,
    private readonly throttle: LoginThrottleService,
    private readonly config: AppConfig,
  ) {
    super({ usernameField: 'username', passwordField: 'password', passReqToCallback: true });
  }

  async validate(request: FastifyRequest, username: string, password: string): Promise<User> {
    const address = await this.throttle.enterAddress(request.ip);
    const user = await this.users.findForLogin(username);
    const ticket = await this.throttle.enterAccount(
      address,
      user ? user.id : username,
      user ? user.username : 'einen unbekannten Namen',
    );
    if (!user || !(await this.users.verifyPassword(user, password))) {
      await this.throttle.failed(ticket);
      throw ApiError.unauthorized(ACCOUNT_MESSAGES.invalid);
    }
    // The demo shop's public passwords open nothing in production (said only to whoever
    // knew the password, like the account's state below).
    if (this.config.isProduction && DEMO_PASSWORDS.includes(password)) {
      await this.throttle.failed(ticket);
      throw ApiError.unauthorized(DEMO_LOGIN_REFUSED);
    }
    await this.throttle.succeeded(ticket);
    // Only a correct password reveals the account's state, so names cannot be probed.
    const problem = this.users.accountProblem(user);
    if (problem) throw ApiError.unauthorized(ACCOUNT_MESSAGES[problem]);
    return user;
  }
}
