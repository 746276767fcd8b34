import {
  AppstoreOutlined,
  ApartmentOutlined,
  AuditOutlined,
  BookOutlined,
  ClockCircleOutlined,
  ContactsOutlined,
  DashboardOutlined,
  DeploymentUnitOutlined,
  DesktopOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  HeartOutlined,
  IdcardOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  SmileOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** The side navigation's groups, in menu order. */
export const NAV_GROUPS = [
  { key: 'sales', label: 'Verkauf' },
  { key: 'content', label: 'Inhalte' },
  { key: 'team', label: 'Team' },
  { key: 'settings', label: 'Einstellungen' },
] as const;

type NavGroup = (typeof NAV_GROUPS)[number]['key'];

/**
 * Where every area of the back office sits in the navigation, and its icon (no two alike),
 * by the area's key: the shell's own areas and the remotes' (by remote name; their labels are
 * REMOTE_LABELS). One table, so that a new area shows up here or not at all.
 */
export interface AreaPlace {
  group: NavGroup;
  icon: ComponentType<{ 'aria-hidden'?: boolean }>;
  /**
   * The shell shows the area's title as its page heading; left out where the page has its own
   * heading (every shell page and the remotes but the content module, whose tabs start at once).
   */
  shellHeading?: true;
}

export const AREA_PLACES: Record<string, AreaPlace> = {
  dashboard: { group: 'sales', icon: DashboardOutlined },
  orders: { group: 'sales', icon: ShoppingCartOutlined },
  catalog: { group: 'sales', icon: BookOutlined },
  customers: { group: 'sales', icon: ContactsOutlined },
  donatees: { group: 'sales', icon: HeartOutlined },
  cms: { group: 'content', icon: FileTextOutlined, shellHeading: true },
  signage: { group: 'content', icon: DesktopOutlined },
  timetracking: { group: 'team', icon: ClockCircleOutlined },
  users: { group: 'team', icon: UserOutlined },
  'external-users': { group: 'team', icon: IdcardOutlined },
  branches: { group: 'settings', icon: ShopOutlined },
  'branch-setup': { group: 'settings', icon: EnvironmentOutlined },
  divisions: { group: 'settings', icon: ApartmentOutlined },
  configuration: { group: 'settings', icon: SettingOutlined },
  logs: { group: 'settings', icon: AuditOutlined },
  operations: { group: 'settings', icon: DeploymentUnitOutlined },
  // Reached by the user's name in the header, not in the menu.
  profile: { group: 'team', icon: SmileOutlined },
};

/** A remote the table does not know yet (a new module deployed before the shell). */
const UNKNOWN_AREA_PLACE: AreaPlace = {
  group: 'content',
  icon: AppstoreOutlined,
  shellHeading: true,
};

export const placeOf = (key: string): AreaPlace => AREA_PLACES[key] ?? UNKNOWN_AREA_PLACE;
