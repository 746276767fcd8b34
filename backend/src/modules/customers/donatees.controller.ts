import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource, EntityManager, FindOptionsWhere } from 'typeorm';
import { RequestContext } from '../../common/auth/actor';
import { CrudController, crudToken } from '../../common/crud/crud.controller';
import { CrudDefinition, CrudService } from '../../common/crud/crud.service';
import { ListQueryDto } from '../../common/crud/list-query.dto';
import { Page } from '../../common/http/envelope.interceptor';
import { AuditService } from '../audit';
import { CreateDonateeDto, DonateeQueryDto, UpdateDonateeDto } from './dto/donatee.dto';
import { Donatee } from './entities/donatee.entity';
import { DonateeResponse } from './dto/customers.response';

export const donateeCrud: CrudDefinition<Donatee> = {
  entity: Donatee,
  path: 'donatees',
  noun: { article: 'Der', singular: 'Spendenempfänger' },
  createDto: CreateDonateeDto,
  updateDto: UpdateDonateeDto,
  filterDto: DonateeQueryDto,
  responseDto: DonateeResponse,
  access: { read: 'public', write: { role: 'admin' } },
  searchFields: ['name'],
  defaultSort: 'position',
  present: (donatee, ctx) =>
    ctx.actor ? donatee : { id: donatee.id, name: donatee.name, description: donatee.description },
};

/**
 * Visitors see only enabled donatees, in lists and one by one; staff see all. Kept in the
 * service so that /api/init, which reads through it, follows the same rule.
 */
export class DonateeCrudService extends CrudService<Donatee> {
  override list(query: ListQueryDto, ctx: RequestContext): Promise<Page<unknown>> {
    return super.list(ctx.actor ? query : ({ ...query, isEnabled: true } as DonateeQueryDto), ctx);
  }

  protected override visibleWhere(ctx: RequestContext): FindOptionsWhere<Donatee>[] {
    return [ctx.actor ? {} : { isEnabled: true }];
  }

  override async findOne(
    id: number,
    ctx: RequestContext,
    manager?: EntityManager,
  ): Promise<Donatee> {
    const donatee = await super.findOne(id, ctx, manager);
    if (!ctx.actor && !donatee.isEnabled) throw this.notFound();
    return donatee;
  }
}

export const donateeCrudProvider = {
  provide: crudToken(donateeCrud.path),
  inject: [DataSource, AuditService],
  useFactory: (dataSource: DataSource, audit: AuditService) =>
    new DonateeCrudService(donateeCrud, dataSource, audit),
};

@ApiTags('donatees')
@Controller('donatees')
export class DonateesController extends CrudController(donateeCrud) {}
