import { Body, Controller, Delete, Get, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../../../common/auth/access';
import { Ctx, RequestContext } from '../../../common/auth/actor';
import { ParseIdPipe } from '../../../common/crud/parse-id.pipe';
import { ApiDataResponse } from '../../../common/http/api-response';
import { Clock } from '../clock';
import { BusyModeResponse, SetBusyModeDto } from './busy-mode.dto';
import { BusyModeService } from './busy-mode.service';

/**
 * /api/branches/:id/busy-mode: the orders board's „Viel los“ switch. Staff of the branch and
 * administrators; anyone else 403 (BusyModeService checks the branch).
 */
@ApiTags('branches')
@Controller('branches')
export class BusyModeController {
  constructor(
    private readonly busy: BusyModeService,
    private readonly clock: Clock,
  ) {}

  @Get(':id/busy-mode')
  @ApiDataResponse(BusyModeResponse)
  @Access({ role: 'employee', branchScoped: true })
  get(@Param('id', ParseIdPipe) branchId: number, @Ctx() ctx: RequestContext) {
    return this.busy.get(branchId, ctx);
  }

  /** „+N min“ (`extraMinutes`) or „Online-Bestellungen pausieren“ until `pausedUntil`. */
  @Put(':id/busy-mode')
  @ApiDataResponse(BusyModeResponse)
  @Access({ role: 'employee', branchScoped: true })
  set(
    @Param('id', ParseIdPipe) branchId: number,
    @Body() body: SetBusyModeDto,
    @Ctx() ctx: RequestContext,
  ) {
    this.busy.assertAccess(branchId, ctx);
    const wanted = this.busy.parse(body, this.clock.now());
    return this.busy.set(branchId, wanted, ctx);
  }

  /** Ends busy mode (the manual one and an automatic pause). */
  @Delete(':id/busy-mode')
  @ApiDataResponse(BusyModeResponse)
  @Access({ role: 'employee', branchScoped: true })
  end(@Param('id', ParseIdPipe) branchId: number, @Ctx() ctx: RequestContext) {
    return this.busy.set(branchId, { kind: 'off' }, ctx);
  }
}
