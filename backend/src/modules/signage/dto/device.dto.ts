import { PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
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
import { IdFilter, ListQueryDto, toTrimmed } from '../../../common/crud/list-query.dto';
import { RefDto } from '../../../common/crud/ref.dto';
import { ValidateNested } from '../../../common/validation/nested';
import { IsRequired } from '../../../common/validation/presence';
import { COMMANDS, SignageCommand } from '../entities/signage-device.entity';

export class CreateSignageDeviceDto {
  @Transform(toTrimmed)
  @IsRequired(IsString(), MaxLength(100))
  identifier!: string;

  @Transform(toTrimmed)
  @IsRequired(IsString(), MaxLength(255))
  name!: string;

  @IsDefined()
  @ValidateNested()
  @Type(() => RefDto)
  branch!: RefDto;

  @IsOptional()
  @ValidateNested()
  @Type(() => RefDto)
  scene?: RefDto | null;
}

export class UpdateSignageDeviceDto extends PartialType(CreateSignageDeviceDto, {
  skipNullProperties: false,
}) {}

export class SignageDeviceQueryDto extends ListQueryDto {
  @IdFilter()
  branch?: number;

  @IdFilter()
  scene?: number;
}

/** The code a TV shows on screen, typed in the back office to pair it. */
export class PairDeviceDto {
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toUpperCase() : value,
  )
  @IsRequired(
    IsString(),
    Matches(/^[A-Z0-9]{6}$/, { message: '„Code“ besteht aus 6 Buchstaben oder Ziffern.' }),
  )
  code!: string;
}

export class DeviceCommandDto {
  @IsRequired(IsIn(COMMANDS))
  command!: SignageCommand;

  /** show-scene: the scene to show until the command is aborted. */
  @ValidateIf((body: DeviceCommandDto) => body.command === 'show-scene')
  @IsRequired(IsInt(), Min(1))
  sceneId?: number;

  /** play-segment: the segment to play … */
  @ValidateIf((body: DeviceCommandDto) => body.command === 'play-segment')
  @IsRequired(IsInt(), Min(1))
  segmentId?: number;

  /** … for this many seconds, then back to the schedule. */
  @ValidateIf((body: DeviceCommandDto) => body.command === 'play-segment')
  @IsRequired(IsInt(), Min(1), Max(3600))
  seconds?: number;
}
