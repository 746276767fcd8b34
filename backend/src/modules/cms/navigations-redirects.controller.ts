import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { normaliseRedirectPath, redirectLoop, redirectLoopMessage } from '@bestellwerk/domain';
import { DataSource, EntityManager, In } from 'typeorm';
import { AuditRecorder } from '../../common/audit/audit-recorder';
import { CrudController, crudToken } from '../../common/crud/crud.controller';
import { CrudDefinition, CrudService } from '../../common/crud/crud.service';
import { ApiError, ApiErrorEntry } from '../../common/http/api-error';
import { NavigationResponse, RedirectResponse } from './contracts/cms.response';
import {
  CreateNavigationDto,
  CreateRedirectDto,
  NavigationQueryDto,
  RedirectQueryDto,
  UpdateNavigationDto,
  UpdateRedirectDto,
} from './dto/navigation-redirect.dto';
import { Navigation, NavigationItem } from './entities/navigation.entity';
import { Redirect } from './entities/redirect.entity';
import { Site } from './entities/site.entity';
import { assertJsonSize } from './content-rules';
import { lockCms, PublicOnlyCrudService } from './public-crud.service';

const MAX_DEPTH = 4;
const LINK = /^(\/[^\s]*|https?:\/\/[^\s]+|mailto:[^\s]+|tel:[^\s]+)$/;

/**
 * Items as stored: every field present (isEnabled true, no suffix, no children unless sent),
 * a site's or branch's target an existing id, a link's target a path or URL, at most four
 * levels deep.
 */
export async function normaliseItems(
  items: unknown[],
  manager: EntityManager,
): Promise<NavigationItem[]> {
  const errors: ApiErrorEntry[] = [];
  const wanted = { site: new Set<number>(), branch: new Set<number>() };
  const walk = (list: unknown[], path: string, depth: number): NavigationItem[] =>
    list.map((raw, index) => {
      const item = raw as NavigationItem;
      const field = `${path}.${index}`;
      if (depth > MAX_DEPTH)
        errors.push({
          field,
          message: `Navigationen dürfen höchstens ${MAX_DEPTH} Ebenen tief sein.`,
        });
      let target: NavigationItem['target'] = null;
      if (item.type === 'site' || item.type === 'branch') {
        const id = Number(item.target);
        if (!Number.isSafeInteger(id) || id < 1)
          errors.push({ field: `${field}.target`, message: '„Ziel“ muss eine gültige ID sein.' });
        else wanted[item.type].add(id);
        target = id;
      } else if (item.type === 'link') {
        if (typeof item.target !== 'string' || !LINK.test(item.target))
          errors.push({
            field: `${field}.target`,
            message: '„Ziel“ muss ein Pfad (/seite), eine http(s)-URL, mailto: oder tel: sein.',
          });
        target = item.target;
      }
      return {
        type: item.type,
        label: item.label,
        target,
        suffix: item.suffix ?? null,
        isEnabled: item.isEnabled ?? true,
        children: walk(item.children ?? [], `${field}.children`, depth + 1),
      };
    });
  const result = walk(items, 'items', 1);
  if (errors.length) throw ApiError.validation(errors);
  for (const [kind, entity, noun] of [
    ['site', Site, 'Die Seite'],
    ['branch', 'Branch', 'Die Filiale'],
  ] as const) {
    const ids = [...wanted[kind]];
    if (!ids.length) continue;
    const found = await manager
      .getRepository(entity)
      .find({ where: { id: In(ids) }, select: { id: true } });
    const missing = ids.filter((id) => !found.some((record) => record.id === id));
    if (missing.length)
      throw ApiError.validation(
        missing.map((id) => ({
          field: 'items',
          message: `${noun} mit der ID ${id} wurde nicht gefunden.`,
        })),
      );
  }
  return result;
}

export const navigationCrud: CrudDefinition<Navigation> = {
  entity: Navigation,
  path: 'navigations',
  noun: { article: 'Die', singular: 'Navigation' },
  createDto: CreateNavigationDto,
  updateDto: UpdateNavigationDto,
  filterDto: NavigationQueryDto,
  responseDto: NavigationResponse,
  access: { read: 'public', write: { role: 'admin', permission: 'content' } },
  searchFields: ['identifier'],
  uniqueFields: ['identifier'],
  defaultSort: 'identifier',
  beforeSave: async (navigation, _input, _ctx, manager) => {
    navigation.items = await normaliseItems(navigation.items ?? [], manager);
    assertJsonSize(navigation.items, 'items', 'Einträge');
  },
};

export const navigationCrudProvider = {
  provide: crudToken(navigationCrud.path),
  inject: [DataSource, AuditRecorder],
  useFactory: (dataSource: DataSource, audit: AuditRecorder) =>
    new PublicOnlyCrudService(navigationCrud, dataSource, audit),
};

@ApiTags('navigations')
@Controller('navigations')
export class NavigationsController extends CrudController(navigationCrud) {}

export const redirectCrud: CrudDefinition<Redirect> = {
  entity: Redirect,
  path: 'redirects',
  noun: { article: 'Die', singular: 'Weiterleitung' },
  createDto: CreateRedirectDto,
  updateDto: UpdateRedirectDto,
  filterDto: RedirectQueryDto,
  responseDto: RedirectResponse,
  access: { read: { role: 'employee' }, write: { role: 'admin', permission: 'content' } },
  searchFields: ['path', 'target'],
  uniqueFields: ['path'],
  defaultSort: 'path',
  /**
   * A redirect that would lead back to where it started is refused: every other redirect is
   * read under the redirects' lock, so two saves that together make a loop cannot both pass.
   */
  beforeSave: async (redirect, _input, _ctx, manager) => {
    redirect.path = normaliseRedirectPath(redirect.path);
    redirect.statusCode ??= 301;
    const locking = await lockCms(manager, 'redirects');
    const existing = await manager
      .getRepository(Redirect)
      .find(locking ? { lock: { mode: 'pessimistic_write' } } : {});
    if (existing.some((other) => other.path === redirect.path && other.id !== redirect.id))
      throw ApiError.conflict('Für diesen Pfad gibt es schon eine Weiterleitung.', 'path');
    const loop = redirectLoop(existing, redirect);
    if (loop) throw ApiError.validation([{ field: 'target', message: redirectLoopMessage(loop) }]);
  },
};

export const redirectCrudProvider = {
  provide: crudToken(redirectCrud.path),
  inject: [DataSource, AuditRecorder],
  useFactory: (dataSource: DataSource, audit: AuditRecorder) =>
    new CrudService(redirectCrud, dataSource, audit),
};

@ApiTags('redirects')
@Controller('redirects')
export class RedirectsController extends CrudController(redirectCrud) {}
