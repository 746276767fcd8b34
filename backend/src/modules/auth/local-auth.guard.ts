import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../common/http/api-error';
import { translateValidationErrors } from '../../common/validation/german-messages';
import { LoginDto } from './dto/login.dto';

/** Runs the local strategy; passport's own 'Missing credentials' becomes German field errors. */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  /**
   * Guards run before pipes, so the body is checked against LoginDto here: passport-local
   * hands whatever it finds (a number, an object) to the strategy as the username.
   */
  canActivate(context: ExecutionContext) {
    const body = context.switchToHttp().getRequest<FastifyRequest>().body;
    const errors = validateSync(
      plainToInstance(
        LoginDto,
        body && typeof body === 'object' && !Array.isArray(body) ? body : {},
      ),
      { validationError: { target: true, value: false } },
    );
    if (errors.length) throw ApiError.validation(translateValidationErrors(errors));
    return super.canActivate(context);
  }

  handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) {
      throw ApiError.validation([
        { field: 'username', message: '„Benutzername“ ist erforderlich.' },
        { field: 'password', message: '„Passwort“ ist erforderlich.' },
      ]);
    }
    return user;
  }
}
