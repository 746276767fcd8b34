import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access';
import { Ctx, RequestContext } from '../../common/auth/actor';
import { ParseIdPipe } from '../../common/crud/parse-id.pipe';
import { ApiDataResponse, DeletedResponse } from '../../common/http/api-response';
import { AbsencesService, presentAbsence } from './absences.service';
import { AbsenceQueryDto, CreateAbsenceDto, UpdateAbsenceDto } from './dto/planning.dto';
import { AbsenceResponse } from './dto/planning.response';

/** Vacation, sick leave and comp time: requests by employees, decisions by managers. */
@ApiTags('time-tracking')
@Controller('absences')
export class AbsencesController {
  constructor(private readonly absences: AbsencesService) {}

  @Get()
  @Access({ role: 'employee' })
  @ApiDataResponse([AbsenceResponse])
  list(@Query() query: AbsenceQueryDto, @Ctx() ctx: RequestContext) {
    return this.absences.list(query, ctx);
  }

  @Get(':id')
  @Access({ role: 'employee' })
  @ApiDataResponse(AbsenceResponse)
  async one(@Param('id', ParseIdPipe) id: number, @Ctx() ctx: RequestContext) {
    return presentAbsence(await this.absences.one(id, ctx));
  }

  @Post()
  @Access({ role: 'employee' })
  @ApiDataResponse(AbsenceResponse, { status: 201 })
  create(@Body() body: CreateAbsenceDto, @Ctx() ctx: RequestContext) {
    return this.absences.create(body, ctx);
  }

  @Put(':id')
  @Access({ role: 'employee' })
  @ApiDataResponse(AbsenceResponse)
  update(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: UpdateAbsenceDto,
    @Ctx() ctx: RequestContext,
  ) {
    return this.absences.update(id, body, ctx);
  }

  @Delete(':id')
  @Access({ role: 'employee' })
  @ApiDataResponse(DeletedResponse)
  remove(@Param('id', ParseIdPipe) id: number, @Ctx() ctx: RequestContext) {
    return this.absences.remove(id, ctx);
  }

  @Post(':id/approve')
  @HttpCode(200)
  @Access({ role: 'admin' })
  @ApiDataResponse(AbsenceResponse)
  approve(@Param('id', ParseIdPipe) id: number, @Ctx() ctx: RequestContext) {
    return this.absences.decide(id, 'approved', ctx);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @Access({ role: 'admin' })
  @ApiDataResponse(AbsenceResponse)
  reject(@Param('id', ParseIdPipe) id: number, @Ctx() ctx: RequestContext) {
    return this.absences.decide(id, 'rejected', ctx);
  }
}
