import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { DATE_TIME } from '../../../common/http/response-refs';

/**
 * PUT /api/branches/:id/busy-mode: either `extraMinutes` („+10 / +20 / +30 min“) or
 * `pausedUntil` (an instant, ISO 8601 with offset). The bounds are checked by libs/domain
 * (busyExtraError, busyPauseError) so the board and the server say the same German words.
 */
export class SetBusyModeDto {
  @ApiPropertyOptional({ type: Number, nullable: true, example: 20 })
  @IsOptional()
  extraMinutes?: unknown;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-11-25T12:30:00.000Z' })
  @IsOptional()
  pausedUntil?: unknown;
}

/** A branch's busy mode as the board shows it. */
export class BusyModeResponse {
  @ApiProperty() branchId!: number;
  /** The branch's zone: a pause „bis 13:30“ is meant on its wall clock. */
  @ApiProperty({ example: 'Europe/Vienna' }) timezone!: string;
  @ApiProperty({ enum: ['off', 'busy', 'paused'] }) kind!: 'off' | 'busy' | 'paused';
  /** Minutes added to the earliest pickup / delivery time (0 unless „Viel los“). */
  @ApiProperty() extraMinutes!: number;
  /** The end of a manual pause; null when none (or the automatic pause). */
  @ApiProperty({ ...DATE_TIME, nullable: true }) pausedUntil!: string | null;
  /** The automatic pause (the promised wait is above the branch's limit). */
  @ApiProperty() automatic!: boolean;
  /** The branch's limit for the automatic pause; null: none. */
  @ApiProperty({ type: Number, nullable: true }) limitMinutes!: number | null;
  /** The board's label („Viel los: +20 min“, „Online-Bestellungen pausiert bis 13:30 Uhr“). */
  @ApiProperty() label!: string;
}
