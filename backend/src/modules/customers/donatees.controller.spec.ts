import { DataSource } from 'typeorm';
import { RequestContext } from '../../common/auth/actor';
import { CrudService } from '../../common/crud/crud.service';
import { ListQueryDto } from '../../common/crud/list-query.dto';
import { Page } from '../../common/http/envelope.interceptor';
import { AuditService } from '../audit';
import { DonateeCrudService, donateeCrud } from './donatees.controller';
import { Donatee } from './entities/donatee.entity';

const visitor: RequestContext = { actor: null, ip: '' };
const admin: RequestContext = {
  actor: { id: 1, username: 'admin', roles: ['ROLE_ADMIN'], branchIds: 'all', via: 'session' },
  ip: '',
};
const hidden: Donatee = {
  id: 4,
  name: 'Versteckt',
  description: null,
  isEnabled: false,
  position: 0,
};

describe('donatees', () => {
  const service = new DonateeCrudService(donateeCrud, {} as DataSource, {} as AuditService);
  let queries: ListQueryDto[];

  beforeEach(() => {
    queries = [];
    jest.spyOn(CrudService.prototype, 'list').mockImplementation(async (query) => {
      queries.push(query);
      return new Page([], { page: 1, perPage: 100, total: 0 });
    });
    jest.spyOn(CrudService.prototype, 'findOne').mockResolvedValue(hidden);
  });
  afterEach(() => jest.restoreAllMocks());

  it('lists only enabled ones to visitors, whatever they ask for', async () => {
    await service.list({ isEnabled: false, search: 'Caritas' } as ListQueryDto, visitor);
    expect(queries).toEqual([{ isEnabled: true, search: 'Caritas' }]);
  });

  it('lists all to staff', async () => {
    await service.list({} as ListQueryDto, admin);
    expect(queries).toEqual([{}]);
  });

  it('hides a disabled one from visitors but not from staff', async () => {
    await expect(service.findOne(4, visitor)).rejects.toMatchObject({
      errors: [{ message: 'Der Spendenempfänger wurde nicht gefunden.' }],
    });
    await expect(service.findOne(4, admin)).resolves.toBe(hidden);
  });

  it('shows visitors id, name and description only', () => {
    expect(donateeCrud.present?.(hidden, visitor)).toEqual({
      id: 4,
      name: 'Versteckt',
      description: null,
    });
    expect(donateeCrud.present?.(hidden, admin)).toBe(hidden);
  });
});
