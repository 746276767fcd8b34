import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** GET /api/health (OpenAPI); a failing check answers 503 with an error list instead. */
export class HealthDatabaseResponse {
  @ApiProperty({ enum: ['up', 'down', 'not configured'] }) status!: string;
  @ApiProperty({ example: 'mariadb' }) type!: string;
}

export class HealthRedisResponse {
  @ApiProperty({ enum: ['up', 'down', 'not configured'] }) status!: string;
  @ApiPropertyOptional({ example: 'yes' }) appendonly?: string;
  @ApiPropertyOptional({ example: 'noeviction' }) maxmemoryPolicy?: string;
  /** Jobs and sessions survive a restart and are never evicted; null when unknown. */
  @ApiPropertyOptional({ type: Boolean, nullable: true }) persistent?: boolean | null;
}

export class HealthWarningResponse {
  @ApiProperty({ enum: ['redis-persistence', 'queue-without-worker'] }) code!: string;
  @ApiProperty() message!: string;
  /** The queue that has jobs waiting but no worker ('queue-without-worker' only). */
  @ApiPropertyOptional({ example: 'statistics' }) queue?: string;
}

export class HealthResponse {
  @ApiProperty({ enum: ['ok'] }) status!: string;
  @ApiProperty() version!: string;
  @ApiProperty({ type: HealthDatabaseResponse }) database!: HealthDatabaseResponse;
  @ApiProperty({ type: HealthRedisResponse }) redis!: HealthRedisResponse;
  @ApiProperty({ enum: ['bullmq', 'embedded'] }) jobs!: string;
  @ApiProperty({ type: [HealthWarningResponse] }) warnings!: HealthWarningResponse[];
}
