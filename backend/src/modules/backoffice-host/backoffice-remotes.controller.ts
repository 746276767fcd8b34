import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '../../common/auth/access';
import { AppConfig } from '../../config/app-config';
import { remoteDist, remoteList } from './backoffice-host';
import { ApiDataResponse } from '../../common/http/api-response';
import { RemoteBuildResponse } from './dto/remote-build.response';
import { remoteBuilds } from './remote-builds';

@ApiTags('backoffice')
@Controller('backoffice')
export class BackofficeRemotesController {
  constructor(private readonly config: AppConfig) {}

  /**
   * GET /api/backoffice/remotes: remote name → URL of its mf-manifest.json. Read by the
   * shell at run time, so moving a remote never needs a shell build; never cached.
   */
  @Get('remotes')
  @ApiDataResponse({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { orders: '/backend/remotes/orders/mf-manifest.json' },
  })
  @Access('public')
  remotes(@Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('cache-control', 'no-cache');
    return remoteList(this.config.backofficeRemotes);
  }

  /**
   * GET /api/backoffice/builds: which build of each remote runs — version, commit, build time
   * and the shared versions it was built with (the back office's „Betrieb“ screen). Admins
   * only: it names commits and hosts.
   */
  @Get('builds')
  @ApiDataResponse([RemoteBuildResponse])
  @Access({ role: 'admin' })
  builds(@Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('cache-control', 'no-cache');
    return remoteBuilds(remoteList(this.config.backofficeRemotes), remoteDist);
  }
}
