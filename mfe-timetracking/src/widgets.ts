import { TIMETRACKING_WIDGETS } from './features/statistics/widgets';

/** './widgets': the dashboard widgets this remote contributes (libs/mf/src/widgets.ts). */
export default TIMETRACKING_WIDGETS;
