import { statementCounter } from '../../support/statements';
import { TestApi, startTestApi } from './harness';

describe('count', () => {
  let api: TestApi;
  beforeAll(async () => { api = await startTestApi(); });
  afterAll(async () => api?.close());
  it('counts', async () => {
    const counter = statementCounter(api.dataSource);
    const c = api.client();
    const branches = (await c.get<{ data: { id: number }[] }>('/api/branches')).body.data;
    const init = await counter.during(() => c.get('/api/init'));
    console.log('init', init.statements.length, init.statements.map(s => s.slice(0, 150)).join('\n'));
    const menus = await counter.during(() => c.get(`/api/branches/${branches[0].id}/menus`));
    console.log('menus', menus.statements.length, menus.statements.map(s => s.slice(0, 150)).join('\n'));
  });
});
