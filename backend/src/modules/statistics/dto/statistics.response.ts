import { ApiProperty } from '@nestjs/swagger';

export class StatisticsPointResponse {
  @ApiProperty({ example: '2026-11-01', description: 'YYYY-MM-DD (bucket day) or 00–23 (hour)' })
  key!: string;
  @ApiProperty({ example: 12 }) value!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Net cents (money reports)' })
  net!: number | null;
}

export class StatisticsBreakdownResponse {
  @ApiProperty({ example: '/graz' }) key!: string;
  @ApiProperty({ example: '/graz' }) label!: string;
  @ApiProperty({ example: 40 }) value!: number;
  @ApiProperty({ example: 31 }) previousValue!: number;
}

export class StatisticsVatResponse {
  @ApiProperty({ example: '10' }) rate!: string;
  @ApiProperty({ example: 10000 }) net!: number;
  @ApiProperty({ example: 11000 }) gross!: number;
  @ApiProperty({ example: 9000 }) previousNet!: number;
  @ApiProperty({ example: 9900 }) previousGross!: number;
}

export class StatisticsFlowResponse {
  @ApiProperty({ example: '/' }) from!: string;
  @ApiProperty({ example: 'initiatecheckout' }) to!: string;
  /** The step in German (pages by name, shop events as steps). */
  @ApiProperty({ example: 'Filialseite graz → Zur Kasse' }) label!: string;
  @ApiProperty({ example: 7 }) value!: number;
}

export class StatisticsHeatCellResponse {
  @ApiProperty({ minimum: 1, maximum: 7, description: '1 = Montag' }) weekday!: number;
  @ApiProperty({ minimum: 0, maximum: 23 }) hour!: number;
  @ApiProperty() value!: number;
}

/**
 * The one shape of every statistics answer. Money in integer cents (gross in value/total,
 * net beside it, per VAT rate in vat); minutes for working time; amounts may be fractional.
 */
export class StatisticsReportResponse {
  @ApiProperty({ example: 'orders' }) name!: string;
  @ApiProperty({ enum: ['count', 'cents', 'minutes', 'amount'] }) unit!: string;
  @ApiProperty({ enum: ['day', 'hour'] }) bucket!: string;
  @ApiProperty({ example: '2026-11-01' }) from!: string;
  @ApiProperty({ example: '2026-11-30' }) to!: string;
  @ApiProperty({ example: '2026-10-02' }) previousFrom!: string;
  @ApiProperty({ example: '2026-10-31' }) previousTo!: string;
  @ApiProperty() total!: number;
  @ApiProperty() previousTotal!: number;
  @ApiProperty({ type: Number, nullable: true }) net!: number | null;
  @ApiProperty({ type: Number, nullable: true }) previousNet!: number | null;
  @ApiProperty({ type: [StatisticsPointResponse] }) series!: StatisticsPointResponse[];
  @ApiProperty({ type: [StatisticsPointResponse] }) previousSeries!: StatisticsPointResponse[];
  @ApiProperty({ type: [StatisticsBreakdownResponse] }) breakdown!: StatisticsBreakdownResponse[];
  @ApiProperty({ type: [StatisticsVatResponse] }) vat!: StatisticsVatResponse[];
  @ApiProperty({ type: [StatisticsFlowResponse] }) flow!: StatisticsFlowResponse[];
  @ApiProperty({ type: [StatisticsHeatCellResponse] }) heatMap!: StatisticsHeatCellResponse[];
}

export class UserProfileResponse {
  @ApiProperty() user!: number;
  @ApiProperty({ example: '2026-11-01' }) start!: string;
  @ApiProperty({ example: '2026-11-26' }) now!: string;
  @ApiProperty({ example: '2026-11-30' }) end!: string;
  @ApiProperty({ description: 'Minuten gearbeitet, start…end' }) workedMinutes!: number;
  @ApiProperty({ description: 'Minuten geplant, start…end' }) plannedMinutes!: number;
  @ApiProperty({ description: 'Minuten gearbeitet, start…now' }) workedUntilNow!: number;
  @ApiProperty({ description: 'Minuten geplant, start…now' }) plannedUntilNow!: number;
  @ApiProperty({ description: 'workedUntilNow − plannedUntilNow' }) balanceMinutes!: number;
  @ApiProperty({ description: 'Bestellungen, die der Benutzer start…end bearbeitet hat' })
  ordersHandled!: number;
}

export class UserProfileWorkingActivitiesResponse {
  @ApiProperty() user!: number;
  @ApiProperty({ example: '2026-11-01' }) start!: string;
  @ApiProperty({ example: '2026-11-30' }) end!: string;
  @ApiProperty() workedMinutes!: number;
  @ApiProperty() plannedMinutes!: number;
  @ApiProperty({ type: [StatisticsPointResponse], description: 'Gearbeitet je Tag' })
  worked!: StatisticsPointResponse[];
  @ApiProperty({ type: [StatisticsPointResponse], description: 'Geplant je Tag' })
  planned!: StatisticsPointResponse[];
  @ApiProperty({
    type: [StatisticsPointResponse],
    description:
      'Bearbeitete Bestellungen je Tag (aus dem Protokoll; eine an zwei Tagen bearbeitete Bestellung zählt an beiden)',
  })
  handled!: StatisticsPointResponse[];
}
