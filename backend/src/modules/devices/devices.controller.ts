import { Body, Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Access } from '../../common/auth/access';
import { Ctx, RequestContext } from '../../common/auth/actor';
import { CrudController, crudToken } from '../../common/crud/crud.controller';
import { CrudDefinition, CrudService } from '../../common/crud/crud.service';
import { ParseIdPipe } from '../../common/crud/parse-id.pipe';
import { ApiError } from '../../common/http/api-error';
import { AppConfig } from '../../config/app-config';
import { AuditService } from '../audit';
import { presentBranchRef } from '../organisation';
import { DevicesService } from './devices.service';
import {
  CreateDeviceDto,
  DemoPrinterStateDto,
  DeviceLogsDto,
  DeviceQueryDto,
  UpdateDeviceDto,
} from './dto/device.dto';
import { Device } from './entities/device.entity';
import { checkPrinterAddress } from './printer-address';
import {
  DeviceDeliveryResponse,
  DeviceLogsRequestedResponse,
  DeviceLogsResponse,
  DeviceLogsStoredResponse,
  DeviceResponse,
  DemoPrinterStateResponse,
  PrintoutResponse,
} from './dto/device.response';
import { DemoPrinter, isDemoPrinter } from './demo-printer';
import { ApiDataResponse } from '../../common/http/api-response';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

export const BACKUP_PRINTER_INVALID =
  'Der Ersatzdrucker muss ein anderer Drucker derselben Filiale sein.';

export const deviceCrud: CrudDefinition<Device> = {
  entity: Device,
  path: 'devices',
  noun: { article: 'Das', singular: 'Gerät' },
  createDto: CreateDeviceDto,
  updateDto: UpdateDeviceDto,
  filterDto: DeviceQueryDto,
  responseDto: DeviceResponse,
  // Staff set up the printers and terminals of their own branches.
  access: {
    read: { role: 'employee', branchScoped: true },
    write: { role: 'employee', branchScoped: true },
  },
  branchScope: 'branch',
  searchFields: ['identifier', 'name', 'host'],
  uniqueFields: ['identifier'],
  defaultSort: 'name',
  present: (device) => ({
    id: device.id,
    identifier: device.identifier,
    name: device.name,
    type: device.type,
    branch: presentBranchRef(device.branch),
    host: device.host,
    port: device.port,
    columns: device.columns,
    isEnabled: device.isEnabled,
    isAutoPrint: device.isAutoPrint,
    lastSeenAt: iso(device.lastSeenAt),
    checksStatus: device.checksStatus,
    printerStatus: device.printerStatus,
    printerStatusAt: iso(device.printerStatusAt),
    backupDeviceId: device.backupDeviceId,
    logsRequestedAt: iso(device.logsRequestedAt),
    logsUploadedAt: iso(device.logsUploadedAt),
    // Filled in by the provider below, which knows the configuration.
    isDemoPrinter: false,
    demoState: null,
  }),
  // The DTO cannot see the stored type on a partial update; the saved device must hold.
  beforeSave: async (device, _input, _ctx, manager) => {
    if (device.type === 'printer' && !device.host) {
      throw ApiError.validation([
        { field: 'host', message: 'Für einen Drucker ist ein „Host“ erforderlich.' },
      ]);
    }
    if (device.backupDeviceId != null) {
      const backup = await manager.getRepository(Device).findOne({
        where: { id: device.backupDeviceId },
        loadEagerRelations: false,
        relations: { branch: true },
      });
      if (
        device.type !== 'printer' ||
        !backup ||
        backup.id === device.id ||
        backup.type !== 'printer' ||
        backup.branch.id !== device.branch?.id
      ) {
        throw ApiError.validation([{ field: 'backupDeviceId', message: BACKUP_PRINTER_INVALID }]);
      }
    }
  },
};

/** The devices' CRUD service, with the printer-address rules that need the configuration. */
export const deviceCrudProvider = {
  provide: crudToken(deviceCrud.path),
  inject: [AppConfig, DataSource, AuditService, { token: DemoPrinter, optional: true }],
  useFactory: (
    config: AppConfig,
    dataSource: DataSource,
    audit: AuditService,
    demo: DemoPrinter | undefined,
  ) =>
    new CrudService<Device>(
      {
        ...deviceCrud,
        present: (device, ctx) => ({
          ...(deviceCrud.present!(device, ctx) as object),
          isDemoPrinter: isDemoPrinter(config, device),
          demoState: demo && isDemoPrinter(config, device) ? demo.state(device.port) : null,
        }),
        beforeSave: async (device, input, ctx, manager) => {
          await deviceCrud.beforeSave!(device, input, ctx, manager);
          await checkPrinterAddress(config, device, ctx, manager);
        },
      },
      dataSource,
      audit,
    ),
};

@ApiTags('devices')
@Controller('devices')
export class DevicesController extends CrudController(deviceCrud) {
  constructor(
    @Inject(crudToken('devices')) crud: CrudService<Device>,
    private readonly devices: DevicesService,
  ) {
    super(crud);
  }

  @Post(':id/test/print')
  @ApiDataResponse(DeviceDeliveryResponse)
  @Access({ role: 'employee', branchScoped: true })
  @HttpCode(200)
  testPrint(@Param('id', ParseIdPipe) id: number, @Ctx() ctx: RequestContext) {
    return this.devices.testPrint(id, ctx);
  }

  @Post(':id/test/notification')
  @ApiDataResponse(DeviceDeliveryResponse)
  @Access({ role: 'employee', branchScoped: true })
  @HttpCode(200)
  testNotification(@Param('id', ParseIdPipe) id: number, @Ctx() ctx: RequestContext) {
    return this.devices.testNotification(id, ctx);
  }

  @Post(':id/request-device-logs')
  @ApiDataResponse(DeviceLogsRequestedResponse)
  @Access({ role: 'employee', branchScoped: true })
  @HttpCode(200)
  requestLogs(@Param('id', ParseIdPipe) id: number, @Ctx() ctx: RequestContext) {
    return this.devices.requestLogs(id, ctx);
  }

  /** The terminal's answer to request-device-logs; replaces the lines kept before. */
  @Post(':id/logs')
  @ApiDataResponse(DeviceLogsStoredResponse)
  @Access({ role: 'employee', branchScoped: true })
  @HttpCode(200)
  storeLogs(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: DeviceLogsDto,
    @Ctx() ctx: RequestContext,
  ) {
    return this.devices.storeLogs(id, body.lines, ctx);
  }

  /** Switches the demo printer to paper out, cover open or offline (to try the alarm). */
  @Post(':id/demo-state')
  @ApiDataResponse(DemoPrinterStateResponse)
  @Access({ role: 'employee', branchScoped: true })
  @HttpCode(200)
  switchDemoPrinter(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: DemoPrinterStateDto,
    @Ctx() ctx: RequestContext,
  ) {
    return this.devices.switchDemoPrinter(id, body.state, ctx);
  }

  /** What the demo printer received (the built-in printer of the demo shop only). */
  @Get(':id/printouts')
  @ApiDataResponse([PrintoutResponse])
  @Access({ role: 'employee', branchScoped: true })
  printouts(@Param('id', ParseIdPipe) id: number, @Ctx() ctx: RequestContext) {
    return this.devices.printouts(id, ctx);
  }

  @Get(':id/logs')
  @ApiDataResponse(DeviceLogsResponse)
  @Access({ role: 'employee', branchScoped: true })
  readLogs(@Param('id', ParseIdPipe) id: number, @Ctx() ctx: RequestContext) {
    return this.devices.readLogs(id, ctx);
  }
}
