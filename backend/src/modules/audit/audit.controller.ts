import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, FindOptionsWhere, LessThanOrEqual, MoreThanOrEqual, Repository } from 'typeorm';
import { auditActionLabel, auditEntityLabel, auditSummary } from '@bestellwerk/domain';
import { Access } from '../../common/auth/access';
import { ParseIdPipe } from '../../common/crud/parse-id.pipe';
import { ApiError } from '../../common/http/api-error';
import { Page } from '../../common/http/envelope.interceptor';
import { LogQueryDto } from './dto/log-query.dto';
import { AuditLog } from './entities/audit-log.entity';
import { ApiDataResponse, ApiPageResponse } from '../../common/http/api-response';
import { AuditEntryResponse } from './dto/audit.response';

/** An entry as the API answers it: the stored row and the German words the log shows. */
export function presentAuditEntry(entry: AuditLog): AuditEntryResponse {
  return {
    ...entry,
    entityName: entry.entityName ?? null,
    summary: auditSummary(entry),
    entityLabel: auditEntityLabel(entry.entity),
    actionLabel: auditActionLabel(entry.action),
    createdAt: entry.createdAt.toISOString(),
  };
}

/** Columns the list sorts by (?sort=username, ?sort=-createdAt); ties newest first. */
const SORTABLE = new Set(['createdAt', 'username', 'action', 'entity', 'entityId', 'ip']);

/** GET /api/logs: the audit trail, newest first unless sorted otherwise, for administrators. */
@ApiTags('logs')
@Controller('logs')
@Access({ role: 'admin' })
export class AuditController {
  constructor(@InjectRepository(AuditLog) private readonly repo: Repository<AuditLog>) {}

  @Get()
  @ApiPageResponse(AuditEntryResponse)
  async list(@Query() query: LogQueryDto): Promise<Page<AuditEntryResponse>> {
    const page = query.page ?? 1;
    const perPage = query.perPage ?? 50;
    const where: FindOptionsWhere<AuditLog> = {};
    if (query.entity) where.entity = query.entity;
    if (query.entityId) where.entityId = query.entityId;
    if (query.action) where.action = query.action;
    if (query.userId) where.userId = query.userId;
    const from = query.from ? new Date(query.from) : undefined;
    const to = query.to ? new Date(query.to) : undefined;
    if (from && to) where.createdAt = Between(from, to);
    else if (from) where.createdAt = MoreThanOrEqual(from);
    else if (to) where.createdAt = LessThanOrEqual(to);
    const field = query.sort?.replace(/^-/, '');
    if (field && !SORTABLE.has(field)) {
      throw ApiError.validation([
        { field: 'sort', message: `Nach „${field}“ kann nicht sortiert werden.` },
      ]);
    }
    const direction = query.sort?.startsWith('-') ? 'DESC' : 'ASC';
    const [items, total] = await this.repo.findAndCount({
      where,
      order: field ? { [field]: direction, id: 'DESC' } : { id: 'DESC' },
      skip: (page - 1) * perPage,
      take: perPage,
    });
    return new Page(items.map(presentAuditEntry), { page, perPage, total });
  }

  @Get(':id')
  @ApiDataResponse(AuditEntryResponse)
  async one(@Param('id', ParseIdPipe) id: number): Promise<AuditEntryResponse> {
    const entry = await this.repo.findOneBy({ id });
    if (!entry) throw ApiError.notFound('Der Logeintrag wurde nicht gefunden.');
    return presentAuditEntry(entry);
  }
}
