import type { DashboardWidget } from '@bestellwerk/mf/widgets';
import { WORKING_TIME_TITLE, WorkingTimeWidget } from './WorkingTimeWidget';

/** What the time-tracking remote shows on the dashboard: worked against planned time, for managers. */
export const TIMETRACKING_WIDGETS: DashboardWidget[] = [
  {
    id: 'timetracking.working-time',
    title: WORKING_TIME_TITLE,
    width: 'full',
    order: 30,
    roles: ['ROLE_ADMIN'],
    component: WorkingTimeWidget,
  },
];
