import { ApiProperty } from '@nestjs/swagger';
import { DATE_TIME, NamedRefResponse } from '../../../common/http/response-refs';
import { COMMANDS, COMMAND_STATES } from '../entities/signage-device.entity';
import { ORIENTATIONS } from '../entities/signage-scene.entity';
import { SEGMENT_TYPES, TRANSITIONS } from '../entities/signage-segment.entity';

export class SceneZoneResponse {
  @ApiProperty() key!: string;
  @ApiProperty() name!: string;
  @ApiProperty() x!: number;
  @ApiProperty() y!: number;
  @ApiProperty() width!: number;
  @ApiProperty() height!: number;
  @ApiProperty({ type: [Number] }) streamIds!: number[];
}

export class SceneResponse {
  @ApiProperty() id!: number;
  @ApiProperty() identifier!: string;
  @ApiProperty() name!: string;
  @ApiProperty() path!: string;
  @ApiProperty() width!: number;
  @ApiProperty() height!: number;
  @ApiProperty({ enum: ORIENTATIONS }) orientation!: string;
  @ApiProperty() background!: string;
  @ApiProperty() isPublic!: boolean;
  @ApiProperty({ type: [SceneZoneResponse] }) zones!: SceneZoneResponse[];
  @ApiProperty({ type: NamedRefResponse, nullable: true }) branch!: NamedRefResponse | null;
  /** Where the player shows it: /signage/{path}. */
  @ApiProperty() playerUrl!: string;
}

export class TemplateImageResponse {
  @ApiProperty() templateId!: number;
  @ApiProperty({ type: Number, nullable: true, required: false }) productId?: number | null;
  @ApiProperty({ type: Number, nullable: true, required: false }) categoryId?: number | null;
  @ApiProperty({ enum: ['png', 'webp', 'jpg'], nullable: true, required: false })
  format?: string | null;
}

export class SegmentContentResponse {
  @ApiProperty({ type: Number, nullable: true, required: false }) imageId?: number | null;
  @ApiProperty({ type: TemplateImageResponse, nullable: true, required: false })
  template?: TemplateImageResponse | null;
  @ApiProperty({ type: String, nullable: true, required: false }) cmsType?: string | null;
  @ApiProperty({ type: Number, nullable: true, required: false }) cmsId?: number | null;
  @ApiProperty({ type: Number, nullable: true, required: false }) branchId?: number | null;
  @ApiProperty({ type: Number, nullable: true, required: false }) menuId?: number | null;
  @ApiProperty({ type: [Number], nullable: true, required: false }) categoryIds?: number[] | null;
  @ApiProperty({ type: Boolean, nullable: true, required: false }) showAllergens?: boolean | null;
  @ApiProperty({ type: Boolean, nullable: true, required: false }) showImages?: boolean | null;
  @ApiProperty({ type: String, nullable: true, required: false }) unavailable?: string | null;
  @ApiProperty({ type: String, nullable: true, required: false }) title?: string | null;
  @ApiProperty({ type: String, nullable: true, required: false }) url?: string | null;
  @ApiProperty({ type: String, nullable: true, required: false }) text?: string | null;
  @ApiProperty({ type: Number, nullable: true, required: false }) speed?: number | null;
  @ApiProperty({ type: String, nullable: true, required: false }) color?: string | null;
  @ApiProperty({ type: String, nullable: true, required: false }) background?: string | null;
}

export class SegmentResponse {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: SEGMENT_TYPES }) type!: string;
  @ApiProperty() duration!: number;
  @ApiProperty({ enum: TRANSITIONS }) transition!: string;
  @ApiProperty({ type: SegmentContentResponse }) content!: SegmentContentResponse;
  /** Video segments: the uploaded file's address. */
  @ApiProperty({ type: String, nullable: true }) videoUrl!: string | null;
  @ApiProperty({ type: NamedRefResponse, nullable: true }) branch!: NamedRefResponse | null;
}

export class DaypartResponse {
  @ApiProperty({ type: [Number], nullable: true, required: false }) weekdays?: number[] | null;
  @ApiProperty({ type: String, nullable: true, required: false }) from?: string | null;
  @ApiProperty({ type: String, nullable: true, required: false }) to?: string | null;
  @ApiProperty({ type: String, nullable: true, required: false }) dateFrom?: string | null;
  @ApiProperty({ type: String, nullable: true, required: false }) dateTo?: string | null;
}

export class StreamResponse {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() priority!: number;
  @ApiProperty() isInterrupt!: boolean;
  @ApiProperty() isEnabled!: boolean;
  @ApiProperty({ type: [DaypartResponse] }) dayparts!: DaypartResponse[];
  @ApiProperty({ type: [Number] }) segmentIds!: number[];
  @ApiProperty({ type: NamedRefResponse, nullable: true }) branch!: NamedRefResponse | null;
}

export class SceneRefResponse {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() path!: string;
}

export class NowPlayingResponse {
  @ApiProperty({ type: Number, nullable: true, required: false }) sceneId?: number | null;
  @ApiProperty({ type: Number, nullable: true, required: false }) streamId?: number | null;
  @ApiProperty({ type: Number, nullable: true, required: false }) segmentId?: number | null;
  @ApiProperty({ type: String, nullable: true, required: false }) segmentName?: string | null;
  @ApiProperty({ type: String, nullable: true, required: false }) since?: string | null;
}

export class DeviceCommandResponse {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: COMMANDS }) command!: string;
  @ApiProperty({ type: Number, nullable: true }) sceneId!: number | null;
  @ApiProperty({ type: Number, nullable: true }) segmentId!: number | null;
  @ApiProperty({ type: Number, nullable: true }) seconds!: number | null;
  @ApiProperty({ enum: COMMAND_STATES }) state!: string;
  /** Why it failed or was aborted. */
  @ApiProperty({ type: String, nullable: true }) message!: string | null;
  @ApiProperty(DATE_TIME) issuedAt!: string;
  @ApiProperty({ ...DATE_TIME, nullable: true }) updatedAt!: string | null;
  @ApiProperty({ ...DATE_TIME, nullable: true }) expiresAt!: string | null;
}

export class SignageDeviceResponse {
  @ApiProperty() id!: number;
  @ApiProperty() identifier!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: NamedRefResponse, nullable: true }) branch!: NamedRefResponse | null;
  @ApiProperty({ type: SceneRefResponse, nullable: true }) scene!: SceneRefResponse | null;
  @ApiProperty({ type: String, nullable: true }) pairingCode!: string | null;
  @ApiProperty() isPaired!: boolean;
  @ApiProperty({ ...DATE_TIME, nullable: true }) pairedAt!: string | null;
  @ApiProperty({ ...DATE_TIME, nullable: true }) lastHeartbeatAt!: string | null;
  /** A heartbeat within the last 90 seconds. */
  @ApiProperty() isOnline!: boolean;
  @ApiProperty({ type: NowPlayingResponse, nullable: true }) nowPlaying!: NowPlayingResponse | null;
  @ApiProperty({ type: String, nullable: true }) appVersion!: string | null;
  @ApiProperty({ type: Number, nullable: true }) screenWidth!: number | null;
  @ApiProperty({ type: Number, nullable: true }) screenHeight!: number | null;
  @ApiProperty({ type: String, nullable: true }) screenshotUrl!: string | null;
  @ApiProperty({ ...DATE_TIME, nullable: true }) screenshotAt!: string | null;
  @ApiProperty({ type: DeviceCommandResponse, nullable: true })
  command!: DeviceCommandResponse | null;
}

/** A new pairing: the code to show and the token the player keeps (once). */
export class PairingResponse {
  @ApiProperty() code!: string;
  @ApiProperty() token!: string;
  @ApiProperty(DATE_TIME) expiresAt!: string;
}

export class PlayerDeviceResponse {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() identifier!: string;
  @ApiProperty({ type: String, nullable: true }) pairingCode!: string | null;
}

export class OrderBoardResponse {
  @ApiProperty() branchId!: number;
  /** Ticket numbers being prepared. */
  @ApiProperty({ type: [Number] }) preparing!: number[];
  /** Ticket numbers ready for pickup. */
  @ApiProperty({ type: [Number] }) ready!: number[];
}

export class ScheduleSegmentResponse extends SegmentResponse {
  /** Image segments: the picture at the screen's size. */
  @ApiProperty({ type: String, nullable: true }) imageUrl!: string | null;
}

/** Everything a player needs to play a scene on its own, also offline. */
export class ScheduleResponse {
  @ApiProperty({ type: SceneResponse }) scene!: SceneResponse;
  @ApiProperty({ type: [StreamResponse] }) streams!: StreamResponse[];
  @ApiProperty({ type: [ScheduleSegmentResponse] }) segments!: ScheduleSegmentResponse[];
  @ApiProperty({ type: [OrderBoardResponse] }) orderBoards!: OrderBoardResponse[];
  /** The branch's zone: dayparts are wall-clock times there. */
  @ApiProperty() timeZone!: string;
  @ApiProperty({ type: PlayerDeviceResponse, nullable: true })
  device!: PlayerDeviceResponse | null;
  /** A running show-scene / play-segment the player must resume after a reload. */
  @ApiProperty({ type: DeviceCommandResponse, nullable: true })
  command!: DeviceCommandResponse | null;
  @ApiProperty(DATE_TIME) generatedAt!: string;
  /** Changes whenever anything in the answer changes. */
  @ApiProperty() version!: string;
}

export class HeartbeatResponse {
  @ApiProperty(DATE_TIME) at!: string;
  /** The schedule's version; the player reloads when it differs from its own. */
  @ApiProperty({ type: DeviceCommandResponse, nullable: true })
  command!: DeviceCommandResponse | null;
}
