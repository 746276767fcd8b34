import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ApiError } from '../../common/http/api-error';

/** Runs the local strategy; passport's own 'Missing credentials' becomes German field errors. */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
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
