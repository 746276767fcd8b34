import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { PublicCacheModule } from '../public-cache';
import { DevicePrinter } from './device-printer';
import { DevicesController, deviceCrudProvider } from './devices.controller';
import { DevicesService } from './devices.service';
import { PrintHandler } from './print.handler';
import { PrinterHealth } from './printer-health';

/**
 * Printers and order terminals of the branches, the receipt as ESC/POS and HTML, and the
 * 'print' queue's handler (run by worker.ts with Redis, in-process when embedded).
 * Needs the global JobsModule and LiveEventsModule.
 */
@Module({
  imports: [AuditModule, PublicCacheModule],
  controllers: [DevicesController],
  providers: [deviceCrudProvider, DevicesService, DevicePrinter, PrintHandler, PrinterHealth],
  exports: [DevicePrinter, PrinterHealth],
})
export class DevicesModule {}
