import { LogoutOutlined } from '@ant-design/icons';
import { Badge, Button, Grid, Layout, Menu, Result, Spin, Typography, type MenuProps } from 'antd';
import { createElement, lazy, Suspense, useEffect, type ReactNode } from 'react';
import type { RemoteList, User } from '@bestellwerk/api-client';
import { navigate, useHashPath } from '@bestellwerk/mf/router';
import { ModuleNotice } from '../../remotes/components/ModuleNotice';
import { RemoteArea } from '../../remotes/components/RemoteArea';
import { RemoteListError } from '../../remotes/components/RemoteListError';
import { remoteLabel, remoteRouteOf } from '../../remotes/state/remotes';
import { NAV_GROUPS, placeOf, type AreaPlace } from '../state/navigation';
import { JOBS_HASH, useRecentJobFailures } from '../hooks/useRecentJobFailures';

// Each area in its own chunk, loaded when it is opened: the way from the login to one area
// (the orders board) loads none of the others.
const AuditLogPage = lazy(() =>
  import('../../audit/components/AuditLogPage').then((m) => ({ default: m.AuditLogPage })),
);
const BranchesPage = lazy(() =>
  import('../../branches/components/BranchesPage').then((m) => ({ default: m.BranchesPage })),
);
const BranchSetupPage = lazy(() =>
  import('../../branch-setup/BranchSetupPage').then((m) => ({ default: m.BranchSetupPage })),
);
const ConfigurationPage = lazy(() =>
  import('../../configuration/ConfigurationPage').then((m) => ({ default: m.ConfigurationPage })),
);
const CustomersPage = lazy(() =>
  import('../../customers/components/CustomersPage').then((m) => ({ default: m.CustomersPage })),
);
const UsersPage = lazy(() =>
  import('../../users/components/UsersPage').then((m) => ({ default: m.UsersPage })),
);
const DashboardPage = lazy(() =>
  import('../../dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);
const ProfilePage = lazy(() =>
  import('../../profile/components/ProfilePage').then((m) => ({ default: m.ProfilePage })),
);
const DivisionsPage = lazy(() =>
  import('../../divisions/components/DivisionsPage').then((m) => ({ default: m.DivisionsPage })),
);
const DonateesPage = lazy(() =>
  import('../../donatees/components/DonateesPage').then((m) => ({ default: m.DonateesPage })),
);
const ExternalUsersPage = lazy(() =>
  import('../../external-users/components/ExternalUsersPage').then((m) => ({
    default: m.ExternalUsersPage,
  })),
);
const OperationsPage = lazy(() =>
  import('../../operations/components/OperationsPage').then((m) => ({ default: m.OperationsPage })),
);

const areaLoading = (
  <div style={{ padding: 48, textAlign: 'center' }}>
    <Spin size="large" />
  </div>
);

/** The failed jobs' count beside „Bestellungen“, a link to the jobs screen. */
function JobFailuresBadge({ count }: { count: number }) {
  const text =
    count === 1
      ? '1 fehlgeschlagener Auftrag in der letzten Stunde'
      : `${count} fehlgeschlagene Aufträge in der letzten Stunde`;
  return (
    <a
      href={JOBS_HASH}
      title={text}
      aria-label={text}
      data-testid="job-failures-badge"
      // The menu entry itself opens the orders; the badge opens their jobs screen.
      onClick={(event) => event.stopPropagation()}
      style={{ marginInlineStart: 8 }}
    >
      <Badge count={count} size="small" />
    </a>
  );
}

interface Area {
  key: string;
  label: string;
  render: () => ReactNode;
  /** false: reached by its link only (the profile, from the user's name), not in the menu. */
  inMenu?: boolean;
}

/**
 * The areas: the shell's own, and one per configured remote; each with its place in the
 * navigation (group, icon, heading) from navigation.tsx.
 */
export function areasFor(
  remotes: RemoteList | null,
  isAdmin: boolean,
  user?: User,
): (Area & AreaPlace)[] {
  const remoteAreas = Object.keys(remotes ?? {}).map((name) => ({
    key: name,
    label: remoteLabel(name),
    render: () => <RemoteArea key={name} name={name} remotes={remotes!} />,
  }));
  const areas: Area[] = [
    {
      key: 'dashboard',
      label: 'Übersicht',
      render: () => <DashboardPage remotes={remotes} />,
    },
    ...remoteAreas,
    {
      key: 'branches',
      label: 'Filialen',
      render: () => <BranchesPage isAdmin={isAdmin} />,
    },
    {
      key: 'branch-setup',
      label: 'Liefergebiete & Tische',
      render: () => <BranchSetupPage isAdmin={isAdmin} />,
    },
    {
      key: 'customers',
      label: 'Kunden',
      render: () => <CustomersPage />,
    },
    ...(user
      ? [
          {
            key: 'profile',
            label: 'Mein Profil',
            render: () => <ProfilePage user={user} />,
            inMenu: false,
          },
        ]
      : []),
    ...(isAdmin
      ? [
          { key: 'users', label: 'Benutzer', render: () => <UsersPage /> },
          {
            key: 'divisions',
            label: 'Organisationen',
            render: () => <DivisionsPage />,
          },
          {
            key: 'donatees',
            label: 'Spendenempfänger',
            render: () => <DonateesPage />,
          },
          {
            key: 'external-users',
            label: 'Externe Benutzer',
            render: () => <ExternalUsersPage />,
          },
          {
            key: 'configuration',
            label: 'Konfiguration',
            render: () => <ConfigurationPage />,
          },
          {
            key: 'logs',
            label: 'Protokoll',
            render: () => <AuditLogPage />,
          },
          {
            key: 'operations',
            label: 'Betrieb',
            render: () => <OperationsPage />,
          },
        ]
      : []),
  ];
  return areas.map((area) => ({ ...area, ...placeOf(area.key) }));
}

/**
 * The menu: the areas in their groups (Verkauf · Inhalte · Team · Einstellungen), in the
 * order of areasFor within a group. The side menu lists the groups with their titles; the
 * phone's menu bar opens one group at a time.
 */
function menuItems(
  areas: (Area & AreaPlace)[],
  narrow: boolean,
  failedJobs: number,
): MenuProps['items'] {
  return NAV_GROUPS.map((group) => {
    const entries = areas
      .filter((area) => area.inMenu !== false && area.group === group.key)
      .map((area) => ({
        key: area.key, // Decoration beside the label: without it, the entry's name would start with the
        // icon's English name („shopping-cart Bestellungen“).
        icon: createElement(area.icon, { 'aria-hidden': true }),
        label:
          area.key === 'orders' && failedJobs > 0 ? (
            <span>
              {area.label}
              <JobFailuresBadge count={failedJobs} />
            </span>
          ) : (
            area.label
          ),
      }));
    if (entries.length === 0) return null;
    const alarmed = failedJobs > 0 && entries.some((entry) => entry.key === 'orders');
    return narrow
      ? {
          key: `group-${group.key}`,
          // On a phone the group is closed: a dot on it says that something failed inside.
          label: alarmed ? (
            <Badge dot offset={[6, 0]}>
              {group.label}
            </Badge>
          ) : (
            group.label
          ),
          children: entries,
        }
      : {
          key: `group-${group.key}`,
          type: 'group' as const,
          label: group.label,
          children: entries,
        };
  }).filter((item) => item !== null);
}

/** antd Layout: side menu of the areas, header with the user's name and the app version. */
export function ShellLayout({
  user,
  version,
  remotes,
  remoteListError,
  onLogout,
}: {
  user: User;
  version: string;
  /** null while the remote list loads or when it failed. */
  remotes: RemoteList | null;
  remoteListError: { message: string; retry: () => void } | null;
  onLogout: () => void;
}) {
  const path = useHashPath();
  const screens = Grid.useBreakpoint();
  const narrow = !screens.md;
  const isAdmin = user.roles.includes('ROLE_ADMIN');
  const areas = areasFor(remotes, isAdmin, user);
  // Only with the orders remote there: the badge leads to its jobs screen.
  const failedJobs = useRecentJobFailures(isAdmin && Boolean(remotes?.orders));
  const remoteRoute = remoteRouteOf(path);
  const current =
    areas.find((area) => path === `/${area.key}` || path.startsWith(`/${area.key}/`)) ??
    // A remote's own routes (#/sites of the content module) open that remote's area.
    (remoteRoute ? areas.find((area) => area.key === remoteRoute.remote) : undefined);

  /** A route of a remote that is not (yet) in the list: why, instead of a 404. */
  const remoteFallback = () => {
    if (!remoteRoute) return null;
    if (remoteListError) {
      return <RemoteListError message={remoteListError.message} onRetry={remoteListError.retry} />;
    }
    if (!remotes) {
      return (
        <div style={{ padding: 48, textAlign: 'center' }}>
          <Spin size="large" />
        </div>
      );
    }
    return <ModuleNotice remote={remoteRoute.remote} label={remoteRoute.label} />;
  };

  useEffect(() => {
    if (path === '/' || path === '') navigate('/dashboard');
  }, [path]);
  useEffect(() => {
    document.title = `${current?.label ?? remoteRoute?.label ?? 'Back-Office'} – Bestellwerk`;
  }, [current, remoteRoute?.label]);

  const items = menuItems(areas, narrow, failedJobs);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {!narrow && (
        <Layout.Sider theme="light" width={220} style={{ borderRight: '1px solid #eef0ee' }}>
          <div style={{ padding: '18px 24px', fontWeight: 700, fontSize: 18, color: '#058243' }}>
            Bestellwerk
          </div>
          <Menu
            mode="inline"
            selectedKeys={current ? [current.key] : []}
            items={items}
            onClick={({ key }) => navigate(`/${key}`)}
            style={{ borderInlineEnd: 0 }}
          />
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header
          style={{
            background: '#fff',
            padding: narrow ? '0 12px' : '0 24px',
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            borderBottom: '1px solid #eef0ee',
            lineHeight: 'normal',
          }}
        >
          {narrow && (
            <span style={{ fontWeight: 700, color: '#058243', marginRight: 'auto' }}>
              Bestellwerk
            </span>
          )}
          <div style={{ marginLeft: 'auto', textAlign: 'right', minWidth: 0 }}>
            <Typography.Link
              strong
              ellipsis
              href="#/profile"
              title="Mein Profil"
              data-testid="user-name"
              style={{ color: 'inherit' }}
            >
              {user.displayName}
            </Typography.Link>
            <br />
            <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="app-version">
              Version {version}
            </Typography.Text>
          </div>
          <Button icon={<LogoutOutlined aria-hidden />} onClick={onLogout} aria-label="Abmelden">
            {narrow ? null : 'Abmelden'}
          </Button>
        </Layout.Header>
        {narrow && (
          <Menu
            mode="horizontal"
            // A phone has no hover: a tap opens a group, a tap on an entry opens the area.
            triggerSubMenuAction="click"
            selectedKeys={current ? [current.key] : []}
            items={items}
            onClick={({ key }) => navigate(`/${key}`)}
          />
        )}
        <Layout.Content style={{ padding: narrow ? 12 : 24 }}>
          {remoteListError && !remoteRoute && (
            <RemoteListError message={remoteListError.message} onRetry={remoteListError.retry} />
          )}
          {current ? (
            <>
              {current.shellHeading && (
                <Typography.Title level={2} style={{ marginTop: 0 }}>
                  {current.label}
                </Typography.Title>
              )}
              <Suspense fallback={areaLoading}>{current.render()}</Suspense>
            </>
          ) : remoteRoute ? (
            remoteFallback()
          ) : (
            <Result
              status="404"
              title="Seite nicht gefunden"
              subTitle="Diesen Bereich gibt es nicht."
              extra={<Button onClick={() => navigate('/dashboard')}>Zur Übersicht</Button>}
            />
          )}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
