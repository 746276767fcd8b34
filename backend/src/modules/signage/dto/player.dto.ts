import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { ValidateNested } from '../../../common/validation/nested';
import { IsRequired } from '../../../common/validation/presence';

export class NowPlayingDto {
  @IsOptional() @IsInt() @Min(1) sceneId?: number | null;
  @IsOptional() @IsInt() @Min(1) streamId?: number | null;
  @IsOptional() @IsInt() @Min(1) segmentId?: number | null;
  @IsOptional() @IsString() @MaxLength(255) segmentName?: string | null;
  @IsOptional() @IsString() @MaxLength(40) since?: string | null;
}

/** Every 30 s from the player: what it shows, its version and screen. */
export class HeartbeatDto {
  @IsOptional()
  @ValidateNested()
  @Type(() => NowPlayingDto)
  nowPlaying?: NowPlayingDto | null;

  @IsOptional() @IsString() @MaxLength(50) appVersion?: string | null;
  @IsOptional() @IsInt() @Min(1) @Max(20000) screenWidth?: number | null;
  @IsOptional() @IsInt() @Min(1) @Max(20000) screenHeight?: number | null;
}

/** The player's answer to a command. */
export class CommandAckDto {
  @IsRequired(IsIn(['delivered', 'done', 'failed']))
  state!: 'delivered' | 'done' | 'failed';

  @IsOptional() @IsString() @MaxLength(255) message?: string | null;
}

export class ScreenshotDto {
  /** data:image/jpeg;base64,… or data:image/png;base64,… */
  @IsRequired(IsString(), Matches(/^data:image\/(png|jpeg);base64,/))
  image!: string;
}
