import { ApiProperty } from '@nestjs/swagger';
import { DATE_TIME } from '../../../common/http/response-refs';

/** GET /api/logs: who changed what when (OpenAPI). */
export class AuditEntryResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ type: Number, nullable: true }) userId!: number | null;
  @ApiProperty() username!: string;
  @ApiProperty({ example: 'update' }) action!: string;
  @ApiProperty({ example: 'branches' }) entity!: string;
  @ApiProperty({ type: String, nullable: true }) entityId!: string | null;
  /** The record's name when the entry was written; null for older rows. */
  @ApiProperty({ type: String, nullable: true, example: 'Espresso' }) entityName!: string | null;
  /** The entry as a German sentence: „Produkt „Espresso“ geändert“, „Produkt #12 geändert“. */
  @ApiProperty({ example: 'Produkt „Espresso“ geändert' }) summary!: string;
  /** The area in German: „Produkte“. */
  @ApiProperty({ example: 'Produkte' }) entityLabel!: string;
  /** The action in German: „Geändert“. */
  @ApiProperty({ example: 'Geändert' }) actionLabel!: string;
  /** The record (or the changed settings) before the change; null for a create. */
  @ApiProperty({ nullable: true, description: 'Beliebiger JSON-Wert' }) before!: unknown;
  /** The record after the change; null for a delete. */
  @ApiProperty({ nullable: true, description: 'Beliebiger JSON-Wert' }) after!: unknown;
  @ApiProperty() ip!: string;
  @ApiProperty(DATE_TIME) createdAt!: string;
}
