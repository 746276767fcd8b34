import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EntityManager } from 'typeorm';
import { CrudController } from '../../common/crud/crud.controller';
import { CrudDefinition } from '../../common/crud/crud.service';
import { ApiError, ApiErrorEntry } from '../../common/http/api-error';
import { presentBranch } from './branch.presenter';
import { BranchQueryDto, CreateBranchDto, UpdateBranchDto } from './dto/branch.dto';
import { DeliveryAreaDto } from './dto/delivery-area.dto';
import { OpeningHourRuleDto, normaliseOpeningHours } from './dto/opening-hour-rule.dto';
import { Branch } from './entities/branch.entity';
import { DeliveryArea } from './entities/delivery-area.entity';
import { BranchResponse } from './dto/organisation.response';

/**
 * The sent list is the branch's list of delivery areas, in display order. An id must name
 * an area of this very branch; otherwise cascading would move another branch's area here.
 */
async function resolveDeliveryAreas(
  branch: Branch,
  input: DeliveryAreaDto[],
  manager: EntityManager,
): Promise<DeliveryArea[]> {
  const own = branch.id
    ? await manager.find(DeliveryArea, {
        where: { branch: { id: branch.id } },
        select: { id: true },
      })
    : [];
  const ownIds = new Set(own.map((area) => area.id));
  const seen = new Set<number>();
  const errors: ApiErrorEntry[] = [];
  input.forEach((area, index) => {
    if (area.id === undefined) return;
    const field = `deliveryAreas.${index}.id`;
    if (!ownIds.has(area.id))
      errors.push({ field, message: 'Dieses Liefergebiet gehört nicht zu dieser Filiale.' });
    else if (seen.has(area.id))
      errors.push({ field, message: 'Dieses Liefergebiet ist mehrfach angegeben.' });
    seen.add(area.id);
  });
  if (errors.length) throw ApiError.validation(errors);
  return input.map((area, position) =>
    manager.create(DeliveryArea, {
      id: area.id,
      area: area.area,
      price: area.price,
      tax: area.tax,
      free: area.free,
      freeFromOrderValue: area.freeFromOrderValue,
      minimumOrderValue: area.minimumOrderValue,
      position,
    }),
  );
}

export const branchCrud: CrudDefinition<Branch> = {
  entity: Branch,
  path: 'branches',
  noun: { article: 'Die', singular: 'Filiale' },
  createDto: CreateBranchDto,
  updateDto: UpdateBranchDto,
  filterDto: BranchQueryDto,
  responseDto: BranchResponse,
  // Employees keep their own branches up to date; opening and closing branches is for admins.
  access: {
    read: 'public',
    write: { role: 'admin' },
    update: { role: 'employee', branchScoped: true },
  },
  branchScope: 'id',
  searchFields: ['name', 'city', 'zipCode', 'street', 'keywords'],
  uniqueFields: ['identifier'],
  defaultSort: 'position',
  present: presentBranch,
  beforeSave: async (branch, input, _ctx, manager) => {
    const openingHours = input.openingHours as OpeningHourRuleDto[] | undefined;
    const deliveryHours = input.deliveryHours as OpeningHourRuleDto[] | undefined;
    if (openingHours) branch.openingHours = normaliseOpeningHours(openingHours);
    if (deliveryHours) branch.deliveryHours = normaliseOpeningHours(deliveryHours);
    branch.openingHours ??= [];
    branch.deliveryHours ??= [];
    const deliveryAreas = input.deliveryAreas as DeliveryAreaDto[] | undefined;
    if (deliveryAreas)
      branch.deliveryAreas = await resolveDeliveryAreas(branch, deliveryAreas, manager);
  },
};

@ApiTags('branches')
@Controller('branches')
export class BranchesController extends CrudController(branchCrud) {}
