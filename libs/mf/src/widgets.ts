import type { ComponentType } from 'react';

/**
 * The dashboard's contract between the shell and the remotes: a remote may expose
 * './widgets' whose default export is a list of DashboardWidget. The shell lays out the
 * widgets of every remote it loads; a remote that is not deployed, or exposes no
 * './widgets', contributes nothing. Widgets get the dashboard's filter and fetch their own
 * data (GET /api/statistics/{name} through the api-client).
 */
export interface DashboardFilter {
  /** YYYY-MM-DD, Vienna days, inclusive. */
  from: string;
  to: string;
  /** Show the previous period of equal length beside it. */
  compare: boolean;
  /** null = every branch the user may see. */
  branch: number | null;
}

export interface DashboardWidgetProps {
  filter: DashboardFilter;
}

export interface DashboardWidget {
  /** Unique across remotes, e.g. 'orders.revenue'. */
  id: string;
  title: string;
  /** 'full' spans the row on wide screens; 'half' (default) takes half of it. */
  width?: 'half' | 'full';
  /** Lower comes first; ties keep the remotes' order. */
  order?: number;
  /** Only users with one of these roles see the widget (e.g. ['ROLE_ADMIN']); default: all. */
  roles?: string[];
  component: ComponentType<DashboardWidgetProps>;
}

/** The name of the exposed module: `loadRemote('<remote>/widgets')`. */
export const WIDGETS_MODULE = 'widgets';
