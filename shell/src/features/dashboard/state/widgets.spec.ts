import type { DashboardWidget } from '@bestellwerk/mf/widgets';
import { arrangeWidgets, loadRemoteWidgets } from './widgets';

const widget = (id: string, order?: number, roles?: string[]): DashboardWidget => ({
  id,
  title: id,
  order,
  roles,
  component: () => null,
});

describe('the dashboard widgets of the remotes', () => {
  it('takes the widgets of every remote that answers; one not deployed contributes nothing', async () => {
    const remotes = {
      orders: '/backend/remotes/orders/mf-manifest.json',
      cms: '/backend/remotes/cms/mf-manifest.json',
      timetracking: '/backend/remotes/timetracking/mf-manifest.json',
    };
    const load = (id: string) => {
      if (id === 'orders/widgets') return Promise.resolve({ default: [widget('orders.revenue')] });
      if (id === 'cms/widgets') return Promise.reject(new Error('404 mf-manifest.json'));
      return Promise.resolve({ default: [widget('timetracking.working-time'), { id: 3 }] });
    };
    const widgets = await loadRemoteWidgets(remotes, load);
    expect(widgets.map((w) => w.id)).toEqual(['orders.revenue', 'timetracking.working-time']);
    expect(await loadRemoteWidgets(null, load)).toEqual([]);
  });

  it('orders by `order`, keeps ids once and shows role-bound widgets only to those roles', () => {
    const list = [
      widget('b', 20),
      widget('a', 10),
      widget('admin', 5, ['ROLE_ADMIN']),
      widget('a', 1),
      widget('c'),
    ];
    expect(arrangeWidgets(list, ['ROLE_EMPLOYEE']).map((w) => w.id)).toEqual(['a', 'b', 'c']);
    expect(arrangeWidgets(list, ['ROLE_ADMIN']).map((w) => w.id)).toEqual(['admin', 'a', 'b', 'c']);
  });
});
