import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DATE_TIME } from '../../common/http/response-refs';
import { LIVE_EVENT_TYPES } from './live-event';

/** One event of the streams (the `data:` line of text/event-stream), OpenAPI. */
export class LiveEventResponse {
  /** Unique and increasing per publisher; also the SSE id. */
  @ApiProperty() id!: string;
  @ApiProperty({ enum: LIVE_EVENT_TYPES }) type!: string;
  @ApiProperty() branchId!: number;
  @ApiPropertyOptional() orderId?: number;
  @ApiPropertyOptional() deviceId?: number;
  @ApiProperty(DATE_TIME) at!: string;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true }) data?: Record<
    string,
    unknown
  >;
}
