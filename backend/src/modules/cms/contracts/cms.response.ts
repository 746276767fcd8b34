import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DATE_TIME } from '../../../common/http/response-refs';

/** The answers of the CMS (OpenAPI). */

const JSON_LIST = { type: 'array', items: { type: 'object', additionalProperties: true } } as const;
const JSON_OBJECT = { type: 'object', additionalProperties: true } as const;

export class SiteDraftResponse {
  @ApiPropertyOptional({ type: String, nullable: true }) title?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) description?: string | null;
  @ApiPropertyOptional(JSON_LIST) content?: unknown[];
}

/** Seite; visitors get it without draft and updatedAt. */
export class SiteResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'ueber-uns' }) path!: string;
  @ApiProperty({ example: 'default' }) type!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) title!: string | null;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty() isPublic!: boolean;
  @ApiProperty({ ...JSON_LIST, description: 'Blöcke: [{ type, value }]' }) content!: unknown[];
  @ApiPropertyOptional({ type: SiteDraftResponse, nullable: true })
  draft?: SiteDraftResponse | null;
  @ApiPropertyOptional(DATE_TIME) updatedAt?: string;
}

export class BlockResponse {
  @ApiProperty() id!: number;
  @ApiProperty() identifier!: string;
  @ApiProperty() name!: string;
  @ApiProperty(JSON_LIST) content!: unknown[];
}

export class NodeResponse {
  @ApiProperty() id!: number;
  @ApiProperty() identifier!: string;
  @ApiProperty({ example: 'form' }) type!: string;
  @ApiProperty() isPublic!: boolean;
  @ApiProperty(JSON_OBJECT) content!: Record<string, unknown>;
}

export class NavigationItemResponse {
  @ApiProperty({ enum: ['home', 'site', 'branch', 'link'] }) type!: string;
  @ApiProperty() label!: string;
  @ApiProperty({
    oneOf: [{ type: 'integer' }, { type: 'string' }],
    nullable: true,
    description: 'ID der Seite oder Filiale, URL eines Links, null für home',
  })
  target!: number | string | null;
  @ApiProperty({ type: String, nullable: true }) suffix!: string | null;
  @ApiProperty() isEnabled!: boolean;
  @ApiProperty({ type: () => [NavigationItemResponse] }) children!: NavigationItemResponse[];
}

export class NavigationResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'header' }) identifier!: string;
  @ApiProperty() isPublic!: boolean;
  @ApiProperty({ type: [NavigationItemResponse] }) items!: NavigationItemResponse[];
}

export class RedirectResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ example: '/alte-seite' }) path!: string;
  @ApiProperty({ example: '/neue-seite' }) target!: string;
  @ApiProperty({ enum: [301, 302] }) statusCode!: number;
}

export class FormAnswerResponse {
  @ApiProperty() fieldId!: string;
  @ApiProperty() label!: string;
  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'boolean' }], nullable: true })
  value!: string | boolean | null;
}

export class FormSubmissionResponse {
  @ApiProperty() id!: number;
  @ApiProperty() formId!: number;
  @ApiProperty({ type: [FormAnswerResponse] }) answers!: FormAnswerResponse[];
  @ApiProperty(DATE_TIME) createdAt!: string;
}

/** The public form's answer: the thank-you message to show (null: the default text). */
export class FormSubmittedResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ type: String, nullable: true }) thankYouMessage!: string | null;
}

export class SiteTypeResponse {
  @ApiProperty({ example: 'default' }) type!: string;
  @ApiProperty({ example: 'Einfache Seite' }) label!: string;
  @ApiProperty({ ...JSON_LIST, description: 'Blöcke mit ihrem Feldschema' }) blocks!: unknown[];
}

export class NodeTypeResponse {
  @ApiProperty({ example: 'form' }) type!: string;
  @ApiProperty({ example: 'Formular' }) label!: string;
  @ApiProperty(JSON_LIST) fields!: unknown[];
}

export class ContentAiJobResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: ['site', 'image'] }) kind!: string;
  @ApiProperty({ type: Number, nullable: true }) siteId!: number | null;
  @ApiProperty({ enum: ['waiting', 'active', 'completed', 'failed'] }) status!: string;
  @ApiProperty({ minimum: 0, maximum: 100 }) progress!: number;
  @ApiProperty({ ...JSON_OBJECT, nullable: true }) result!: Record<string, unknown> | null;
  @ApiProperty({ type: String, nullable: true }) error!: string | null;
  @ApiProperty(DATE_TIME) createdAt!: string;
}
