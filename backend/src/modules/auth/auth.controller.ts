import { safeReturnHash } from '@bestellwerk/domain';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../../common/auth/access';
import { SkipCsrf } from '../../common/auth/actor';
import { CSRF_COOKIE, issueCsrfToken } from '../../common/auth/csrf';
import { RawResponse } from '../../common/http/envelope.interceptor';
import { AppConfig } from '../../config/app-config';
import { AuditService } from '../audit';
import { User, UsersService, presentUser } from '../users';
import { LoginDto, LoginLinkConsumeDto, LoginLinkRequestDto } from './dto/login.dto';
import { LocalAuthGuard } from './local-auth.guard';
import { LoginLinkService } from './login-link.service';
import { SESSION_COOKIE } from './session.setup';
import {
  ApiDataResponse,
  ApiRedirectResponse,
  ApiTextResponse,
} from '../../common/http/api-response';
import { UserResponse } from '../users';
import { CsrfTokenResponse, LoggedOutResponse, MessageResponse } from './dto/auth.response';

const LOGOUT_PAGE = `<!doctype html>
<html lang="de">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Abmelden – Bestellwerk</title></head>
<body>
<main>
<h1>Abmelden</h1>
<form method="post" action="/backend/logout"><button type="submit">Jetzt abmelden</button></form>
<p><a href="/backend">Zurück zum Back-Office</a></p>
</main>
</body>
</html>
`;

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly users: UsersService,
    private readonly links: LoginLinkService,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
  ) {}

  @Post('auth/login')
  @ApiDataResponse(UserResponse)
  @Access('public')
  @SkipCsrf()
  @HttpCode(200)
  @UseGuards(LocalAuthGuard)
  @ApiBody({ type: LoginDto })
  async login(
    @Req() request: FastifyRequest & { user: User },
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.startSession(request, reply, request.user, 'login');
  }

  @Post('auth/logout')
  @ApiDataResponse(LoggedOutResponse)
  @Access('public')
  @SkipCsrf()
  @HttpCode(200)
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.endSession(request, reply);
    return { loggedOut: true };
  }

  /**
   * The storefront toolbar's logout button (a plain form, works without script): ends the
   * session, then shows the login page. POST only: a GET that logs out can be triggered by
   * any link or image, and prefetchers follow links. The session cookie is SameSite=Lax, so
   * another site's form cannot send it here.
   */
  @Post('backend/logout')
  @ApiRedirectResponse({ status: 303, description: 'Abgemeldet; weiter zur Anmeldeseite' })
  @Access('public')
  @SkipCsrf()
  @RawResponse()
  async logoutAndRedirect(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    await this.endSession(request, reply);
    return reply.redirect('/backend/login', 303);
  }

  /** An old bookmark or link to the logout: asks, and logs out only when the button is pressed. */
  @Get('backend/logout')
  @ApiTextResponse('text/html', { description: 'Seite mit der Frage, ob abgemeldet werden soll' })
  @Access('public')
  @RawResponse()
  logoutPage(@Res() reply: FastifyReply) {
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(LOGOUT_PAGE);
  }

  @Post('auth/login-link')
  @ApiDataResponse(MessageResponse)
  @Access('public')
  @SkipCsrf()
  @HttpCode(200)
  async requestLink(@Body() body: LoginLinkRequestDto) {
    await this.links.request(body.email, body.next);
    return {
      message:
        'Falls ein Konto mit dieser E-Mail-Adresse existiert, haben wir Ihnen einen Anmeldelink gesendet.',
    };
  }

  @Post('auth/login-link/consume')
  @ApiDataResponse(UserResponse)
  @Access('public')
  @SkipCsrf()
  @HttpCode(200)
  async consumeLink(
    @Body() body: LoginLinkConsumeDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const user = await this.links.consume(body.token);
    return this.startSession(request, reply, user, 'login-link');
  }

  /**
   * Target of the e-mailed link: logs in and opens the back office at the screen the link
   * was asked for from (?next=#/…, only a hash route of the back office), else the
   * Übersicht; an unusable link leads to the login page with the reason, keeping `next`.
   */
  @Get('backend/login/link/:token')
  @ApiRedirectResponse({ description: 'Angemeldet ins Back-Office, sonst zur Anmeldeseite' })
  @Access('public')
  @RawResponse()
  async followLink(
    @Param('token') token: string,
    @Query('next') next: string | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const back = safeReturnHash(next);
    try {
      const user = await this.links.consume(token);
      await this.startSession(request, reply, user, 'login-link');
      return reply.redirect(`/backend${back ?? '#/dashboard'}`, 302);
    } catch {
      const keep = back ? `&next=${encodeURIComponent(back)}` : '';
      return reply.redirect(`/backend/login?error=login-link${keep}`, 302);
    }
  }

  /** Issues a fresh XSRF-TOKEN cookie for the current session (the shell calls it on start). */
  @Get('auth/csrf')
  @ApiDataResponse(CsrfTokenResponse)
  @Access('public')
  csrf(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return { token: issueCsrfToken(request, reply, this.config.env.COOKIE_SECURE) };
  }

  private async startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    user: User,
    action: string,
  ) {
    // A new session id at every login defeats session fixation.
    await request.session.regenerate();
    request.session.set('userId', user.id);
    issueCsrfToken(request, reply, this.config.env.COOKIE_SECURE);
    await this.users.touchLogin(user);
    const actor = this.users.toActor(user);
    await this.audit.record(
      { actor, ip: request.ip },
      { action, entity: 'users', entityId: user.id, name: user.username },
    );
    const full = await this.users.findWithBranches(user.id);
    return presentUser(full ?? user);
  }

  private async endSession(request: FastifyRequest, reply: FastifyReply) {
    if (request.session) await request.session.destroy();
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    void reply.clearCookie(CSRF_COOKIE, { path: '/' });
  }
}
