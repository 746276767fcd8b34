import { PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { ValidateNested } from '../../../common/validation/nested';
import { IdFilter, ListQueryDto, toTrimmed } from '../../../common/crud/list-query.dto';
import { RefDto } from '../../../common/crud/ref.dto';
import { IsOptionalNotNull, IsRequired } from '../../../common/validation/presence';
import { PRINTER_STATES, type PrinterState } from '@bestellwerk/domain';
import { DEVICE_TYPES, DeviceType } from '../entities/device.entity';

export class CreateDeviceDto {
  /** Unique across the organisation, e.g. 'graz-kueche'. */
  @Transform(toTrimmed)
  @IsRequired(IsString(), MaxLength(100))
  identifier!: string;

  @Transform(toTrimmed)
  @IsRequired(IsString(), MaxLength(255))
  name!: string;

  @IsRequired(IsIn(DEVICE_TYPES))
  type!: DeviceType;

  @IsDefined()
  @ValidateNested()
  @Type(() => RefDto)
  branch!: RefDto;

  /** Required for printers: where the printer listens (IP address or host name). */
  @Transform(toTrimmed)
  @ValidateIf((device: CreateDeviceDto) => device.type === 'printer' || device.host != null)
  @IsRequired(
    IsString(),
    MaxLength(255),
    Matches(/^[A-Za-z0-9.:_-]+$/, {
      message:
        '„Host“ darf nur Buchstaben, Ziffern, Punkte, Doppelpunkte und Bindestriche enthalten.',
    }),
  )
  host?: string | null;

  @IsOptionalNotNull()
  @Min(1)
  @Max(65535)
  @IsInt()
  port?: number;

  @IsOptionalNotNull()
  @Min(24)
  @Max(64)
  @IsInt()
  columns?: number;

  @IsOptionalNotNull()
  @IsBoolean()
  isEnabled?: boolean;

  @IsOptionalNotNull()
  @IsBoolean()
  isAutoPrint?: boolean;

  /** Printers only: ask the printer for its ESC/POS status (DLE EOT). */
  @IsOptionalNotNull()
  @IsBoolean()
  checksStatus?: boolean;

  /** Printers only: the branch's printer that takes the tickets while this one cannot print. */
  @IsOptional()
  @Min(1)
  @IsInt()
  backupDeviceId?: number | null;
}

export class UpdateDeviceDto extends PartialType(CreateDeviceDto, { skipNullProperties: false }) {}

export class DeviceQueryDto extends ListQueryDto {
  @IdFilter()
  branch?: number;

  @IsOptional()
  @IsIn(DEVICE_TYPES)
  type?: DeviceType;
}

/** The demo printer's state, switched from the back office to try the printer alarm. */
export class DemoPrinterStateDto {
  @IsRequired(IsIn(PRINTER_STATES.filter((state) => state !== 'error')))
  state!: PrinterState;
}

export const MAX_LOG_LINES = 200;
export const MAX_LOG_LINE_LENGTH = 250;

/** What a terminal uploads when asked for its logs: its most recent lines, oldest first. */
export class DeviceLogsDto {
  @IsDefined()
  @ArrayMaxSize(MAX_LOG_LINES, {
    message: `Es können höchstens ${MAX_LOG_LINES} Logzeilen auf einmal übertragen werden.`,
  })
  @IsString({ each: true })
  @MaxLength(MAX_LOG_LINE_LENGTH, {
    each: true,
    message: `Eine Logzeile darf höchstens ${MAX_LOG_LINE_LENGTH} Zeichen lang sein.`,
  })
  @IsArray()
  lines!: string[];
}
