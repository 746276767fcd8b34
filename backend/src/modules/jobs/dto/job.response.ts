import { ApiProperty } from '@nestjs/swagger';
import { DATE_TIME } from '../../../common/http/response-refs';
import { QUEUE_NAMES } from '../job-queue';

/** The job list and a retry's answer (OpenAPI). */
export class JobResponse {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: QUEUE_NAMES }) queue!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ['waiting', 'active', 'completed', 'failed', 'delayed'] }) status!: string;
  @ApiProperty() attempts!: number;
  @ApiProperty({ description: 'Beliebiger JSON-Wert' }) payload!: unknown;
  @ApiProperty({ type: String, nullable: true }) lastError!: string | null;
  @ApiProperty(DATE_TIME) createdAt!: string;
  @ApiProperty({
    ...DATE_TIME,
    nullable: true,
    description: 'Zeitpunkt des endgültigen Fehlschlags',
  })
  failedAt!: string | null;
}

export class JobRetryResponse {
  @ApiProperty({ enum: QUEUE_NAMES }) queue!: string;
  @ApiProperty() id!: string;
  @ApiProperty({ enum: ['waiting'] }) status!: 'waiting';
}
