import { ApiProperty } from '@nestjs/swagger';
import { DATE_TIME, NamedRefResponse } from '../../../common/http/response-refs';
import { PRINTER_STATES, type PrinterState } from '@bestellwerk/domain';
import { DEVICE_TYPES } from '../entities/device.entity';

/** The answers of devices (OpenAPI). */
export class DeviceResponse {
  @ApiProperty() id!: number;
  @ApiProperty() identifier!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: DEVICE_TYPES }) type!: string;
  @ApiProperty({ type: NamedRefResponse, nullable: true }) branch!: NamedRefResponse | null;
  @ApiProperty({ type: String, nullable: true }) host!: string | null;
  @ApiProperty() port!: number;
  @ApiProperty() columns!: number;
  @ApiProperty() isEnabled!: boolean;
  @ApiProperty() isAutoPrint!: boolean;
  @ApiProperty({ ...DATE_TIME, nullable: true }) lastSeenAt!: string | null;
  @ApiProperty({ ...DATE_TIME, nullable: true }) logsRequestedAt!: string | null;
  @ApiProperty({ ...DATE_TIME, nullable: true }) logsUploadedAt!: string | null;
  /** The built-in demo printer (DEMO_PRINTER): its printouts can be looked at. */
  @ApiProperty() isDemoPrinter!: boolean;
  @ApiProperty() checksStatus!: boolean;
  /** What the printer last reported (null: never asked). */
  @ApiProperty({ enum: PRINTER_STATES, nullable: true }) printerStatus!: PrinterState | null;
  @ApiProperty({ ...DATE_TIME, nullable: true }) printerStatusAt!: string | null;
  @ApiProperty({ type: Number, nullable: true }) backupDeviceId!: number | null;
  /** The demo printer's state as switched in the back office; null for any other device. */
  @ApiProperty({ enum: PRINTER_STATES, nullable: true }) demoState!: PrinterState | null;
}

/** The demo printer's state after the switch, and what the printer reports now. */
export class DemoPrinterStateResponse {
  @ApiProperty({ enum: PRINTER_STATES }) state!: PrinterState;
  @ApiProperty({ enum: PRINTER_STATES }) printerStatus!: PrinterState;
}

/** Where a test message went: the printer itself or the branch's terminal. */
export class DeviceDeliveryResponse {
  @ApiProperty({ enum: ['printer', 'terminal'] }) delivered!: 'printer' | 'terminal';
}

export class DeviceLogsRequestedResponse {
  @ApiProperty(DATE_TIME) requestedAt!: string;
}

export class DeviceLogsStoredResponse {
  /** How many lines were kept. */
  @ApiProperty() lines!: number;
  @ApiProperty(DATE_TIME) uploadedAt!: string;
}

export class DeviceLogsResponse {
  @ApiProperty({ type: [String] }) lines!: string[];
  @ApiProperty({ ...DATE_TIME, nullable: true }) requestedAt!: string | null;
  @ApiProperty({ ...DATE_TIME, nullable: true }) uploadedAt!: string | null;
}

/** A piece of a printed line with one emphasis. */
export class PrintedRunResponse {
  @ApiProperty() text!: string;
  @ApiProperty() bold!: boolean;
  /** Double width and height. */
  @ApiProperty() large!: boolean;
  /** White on black. */
  @ApiProperty() inverted!: boolean;
}

export class PrintedLineResponse {
  @ApiProperty({ type: [PrintedRunResponse] }) runs!: PrintedRunResponse[];
}

/** One ticket the demo printer received: the ESC/POS bytes and how the paper reads. */
export class PrintoutResponse {
  @ApiProperty() id!: string;
  @ApiProperty(DATE_TIME) receivedAt!: string;
  /** The ESC/POS bytes as received, base64. */
  @ApiProperty() bytes!: string;
  @ApiProperty({ type: [PrintedLineResponse] }) lines!: PrintedLineResponse[];
  /** The paper was cut at the end. */
  @ApiProperty() cut!: boolean;
}
