import { Body, Controller, Get, HttpCode, Inject, Param, Post, Res, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../../common/auth/access';
import { Ctx, RequestContext } from '../../common/auth/actor';
import { CrudController, crudToken } from '../../common/crud/crud.controller';
import { CrudService } from '../../common/crud/crud.service';
import { ParseIdPipe } from '../../common/crud/parse-id.pipe';
import { ApiDataResponse, ApiFileResponse } from '../../common/http/api-response';
import { RawResponse } from '../../common/http/envelope.interceptor';
import { AcceptsUpload } from '../../common/http/json-body';
import { DeviceCommandDto, PairDeviceDto } from './dto/device.dto';
import { SegmentVideoDto } from './dto/segment.dto';
import { SegmentResponse, SignageDeviceResponse } from './dto/signage.response';
import { SignageDevice } from './entities/signage-device.entity';
import { SignageSegment } from './entities/signage-segment.entity';
import { SignageCommandsService } from './signage-commands.service';
import { deviceCrud, sceneCrud, segmentCrud, streamCrud } from './signage-crud';
import { SignageFilesService } from './signage-files.service';

const STAFF = { role: 'employee', branchScoped: true } as const;

@ApiTags('signage')
@Controller('scenes')
export class ScenesController extends CrudController(sceneCrud) {}

@ApiTags('signage')
@Controller('digital-signage-streams')
export class StreamsController extends CrudController(streamCrud) {}

@ApiTags('signage')
@Controller('digital-signage-segments')
export class SegmentsController extends CrudController(segmentCrud) {
  constructor(
    @Inject(crudToken(segmentCrud.path)) crud: CrudService<SignageSegment>,
    private readonly files: SignageFilesService,
  ) {
    super(crud);
  }

  /** The video of a video segment (mp4 or webm, as a data-URL, up to 15 MB). */
  @Post(':id/video')
  @Access(STAFF)
  @AcceptsUpload()
  @HttpCode(200)
  @ApiDataResponse(SegmentResponse)
  uploadVideo(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: SegmentVideoDto,
    @Ctx() ctx: RequestContext,
  ) {
    return this.files.storeVideo(id, body.file, ctx);
  }
}

@ApiTags('signage')
@Controller('digital-signage-devices')
export class SignageDevicesController extends CrudController(deviceCrud) {
  constructor(
    @Inject(crudToken(deviceCrud.path)) crud: CrudService<SignageDevice>,
    private readonly commands: SignageCommandsService,
    private readonly files: SignageFilesService,
  ) {
    super(crud);
  }

  /** Pairs the TV that shows this code on its screen with the device. */
  @Post(':id/pair')
  @Access(STAFF)
  @HttpCode(200)
  @ApiDataResponse(SignageDeviceResponse)
  pair(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: PairDeviceDto,
    @Ctx() ctx: RequestContext,
  ) {
    return this.commands.pair(id, body.code, ctx);
  }

  /** backoffice-api.md §4: a command; the updated device is returned. */
  @Post(':id/command')
  @Access(STAFF)
  @HttpCode(200)
  @ApiDataResponse(SignageDeviceResponse)
  command(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: DeviceCommandDto,
    @Ctx() ctx: RequestContext,
  ) {
    return this.commands.command(id, body, ctx);
  }

  /** backoffice-api.md §4: the abort of the running command; the updated device is returned. */
  @Post(':id/command/abort')
  @Access(STAFF)
  @HttpCode(200)
  @ApiDataResponse(SignageDeviceResponse)
  abort(@Param('id', ParseIdPipe) id: number, @Ctx() ctx: RequestContext) {
    return this.commands.abort(id, ctx);
  }

  /** The TV's last screenshot (JPEG or PNG). */
  @Get(':id/screenshot')
  @Access(STAFF)
  @RawResponse()
  @ApiFileResponse(['image/jpeg', 'image/png'])
  async screenshot(
    @Param('id', ParseIdPipe) id: number,
    @Ctx() ctx: RequestContext,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    await this.files.sendScreenshot(await this.crud.findOne(id, ctx), request, reply);
  }
}
