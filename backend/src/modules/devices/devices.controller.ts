import { Body, Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { isIP } from 'node:net';
import { DataSource, EntityManager } from 'typeorm';
import { Ctx, RequestContext, isAdmin } from '../../common/auth/actor';
import { CrudController, crudToken } from '../../common/crud/crud.controller';
import { CrudDefinition, CrudService } from '../../common/crud/crud.service';
import { ParseIdPipe } from '../../common/crud/parse-id.pipe';
import { ApiError } from '../../common/http/api-error';
import { AppConfig } from '../../config/app-config';
import { AuditService } from '../audit/audit.service';
import { presentBranchRef } from '../organisation/branch.presenter';
import { DevicesService } from './devices.service';
import { CreateDeviceDto, DeviceLogsDto, DeviceQueryDto, UpdateDeviceDto } from './dto/device.dto';
import { Device } from './entities/device.entity';

/** The port a device gets when none is given (the entity's column default). */
const DEFAULT_PORT = 9100;

export const PRINTER_ADDRESS_MESSAGES = {
  adminOnly: 'Nur Administratoren können Host und Port eines Geräts ändern.',
  network: (networks: string) =>
    `Der „Host“ liegt in keinem für Drucker freigegebenen Netz (${networks}).`,
  port: (ports: string) => `Der „Port“ ist für Drucker nicht freigegeben (erlaubt: ${ports}).`,
} as const;

/**
 * Where a device connects to is an administrator's decision: anyone else could aim the
 * test print at a host and port of the internal network and read what answers. Host names
 * are checked again at every connection (their address may change); IP addresses here.
 */
async function checkPrinterAddress(
  config: AppConfig,
  device: Device,
  ctx: RequestContext,
  manager: EntityManager,
): Promise<void> {
  const stored = device.id ? await manager.findOneBy(Device, { id: device.id }) : null;
  const hostChanged = (device.host ?? null) !== (stored?.host ?? null);
  // Without a host the port leads nowhere (a terminal's form may still send one).
  const portChanged =
    !!device.host && (device.port ?? DEFAULT_PORT) !== (stored?.port ?? DEFAULT_PORT);
  if (!hostChanged && !portChanged) return;
  if (!isAdmin(ctx.actor)) throw ApiError.forbidden(PRINTER_ADDRESS_MESSAGES.adminOnly);
  if (!device.host) return;
  const errors = [];
  if (isIP(device.host) && !config.printerNetworks.contains(device.host)) {
    errors.push({
      field: 'host',
      message: PRINTER_ADDRESS_MESSAGES.network(
        config.env.PRINTER_ALLOWED_NETWORKS.split(',').join(', '),
      ),
    });
  }
  if (!config.isPrinterPortAllowed(device.port ?? DEFAULT_PORT)) {
    errors.push({
      field: 'port',
      message: PRINTER_ADDRESS_MESSAGES.port(
        config.env.PRINTER_ALLOWED_PORTS.split(',').join(', '),
      ),
    });
  }
  if (errors.length > 0) throw ApiError.validation(errors);
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

export const deviceCrud: CrudDefinition<Device> = {
  entity: Device,
  path: 'devices',
  noun: { article: 'Das', singular: 'Gerät' },
  createDto: CreateDeviceDto,
  updateDto: UpdateDeviceDto,
  filterDto: DeviceQueryDto,
  // Staff set up the printers and terminals of their own branches.
  access: { read: 'staff', write: 'staff' },
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
    logsRequestedAt: iso(device.logsRequestedAt),
    logsUploadedAt: iso(device.logsUploadedAt),
  }),
  // The DTO cannot see the stored type on a partial update; the saved device must hold.
  beforeSave: async (device) => {
    if (device.type === 'printer' && !device.host) {
      throw ApiError.validation([
        { field: 'host', message: 'Für einen Drucker ist ein „Host“ erforderlich.' },
      ]);
    }
  },
};

/** The devices' CRUD service, with the printer-address rules that need the configuration. */
export const deviceCrudProvider = {
  provide: crudToken(deviceCrud.path),
  inject: [AppConfig, DataSource, AuditService],
  useFactory: (config: AppConfig, dataSource: DataSource, audit: AuditService) =>
    new CrudService<Device>(
      {
        ...deviceCrud,
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
  @HttpCode(200)
  testPrint(@Param('id', ParseIdPipe) id: number, @Ctx() ctx: RequestContext) {
    return this.devices.testPrint(id, ctx);
  }

  @Post(':id/test/notification')
  @HttpCode(200)
  testNotification(@Param('id', ParseIdPipe) id: number, @Ctx() ctx: RequestContext) {
    return this.devices.testNotification(id, ctx);
  }

  @Post(':id/request-device-logs')
  @HttpCode(200)
  requestLogs(@Param('id', ParseIdPipe) id: number, @Ctx() ctx: RequestContext) {
    return this.devices.requestLogs(id, ctx);
  }

  /** The terminal's answer to request-device-logs; replaces the lines kept before. */
  @Post(':id/logs')
  @HttpCode(200)
  storeLogs(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: DeviceLogsDto,
    @Ctx() ctx: RequestContext,
  ) {
    return this.devices.storeLogs(id, body.lines, ctx);
  }

  @Get(':id/logs')
  readLogs(@Param('id', ParseIdPipe) id: number, @Ctx() ctx: RequestContext) {
    return this.devices.readLogs(id, ctx);
  }
}
