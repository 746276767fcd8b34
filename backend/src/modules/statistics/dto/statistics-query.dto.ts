import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * GET /api/statistics/{name}?from&to[&branch]. Plain strings here: the service checks them
 * and answers a bad range with „Statistik konnte nicht geladen werden.“ and the reason.
 */
export class StatisticsQueryDto {
  @ApiPropertyOptional({ example: '2026-11-01', description: 'Erster Tag (Europe/Vienna)' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'Letzter Tag, inklusive' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  to?: string;

  // A number in the address; read as text here, so that the service refuses a bad one in German.
  @ApiPropertyOptional({ type: Number, example: 2, description: 'Nur diese Filiale' })
  @IsOptional()
  @IsString()
  @MaxLength(12)
  branch?: string;
}

/** GET /api/statistics/user-profile?user&start&now&end. */
export class UserProfileQueryDto {
  @ApiPropertyOptional({ type: Number, example: 3 })
  @IsOptional()
  @IsString()
  @MaxLength(12)
  user?: string;

  @ApiPropertyOptional({ example: '2026-11-01' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  start?: string;

  @ApiPropertyOptional({ example: '2026-11-26', description: 'Stichtag für den Saldo' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  now?: string;

  @ApiPropertyOptional({ example: '2026-11-30' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  end?: string;
}
