import {
  AppstoreOutlined,
  AuditOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  LogoutOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Button, Grid, Layout, Menu, Result, Spin, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import type { RemoteList, User } from '@bestellwerk/api-client';
import { navigate, useHashPath } from '@bestellwerk/mf/router';
import { AuditLogPage } from '../../audit/components/AuditLogPage';
import { BranchesPage } from '../../branches/components/BranchesPage';
import { BranchSetupPage } from '../../branch-setup/BranchSetupPage';
import { ConfigurationPage } from '../../configuration/ConfigurationPage';
import { CustomersPage } from '../../customers/components/CustomersPage';
import { UsersPage } from '../../users/components/UsersPage';
import { DashboardPage } from '../../dashboard/DashboardPage';
import { ProfilePage } from '../../profile/components/ProfilePage';
import { DivisionsPage } from '../../divisions/components/DivisionsPage';
import { DonateesPage } from '../../donatees/components/DonateesPage';
import { ExternalUsersPage } from '../../external-users/components/ExternalUsersPage';
import { ModuleNotice } from '../../remotes/components/ModuleNotice';
import { RemoteArea } from '../../remotes/components/RemoteArea';
import { RemoteListError } from '../../remotes/components/RemoteListError';
import { remoteLabel, remoteRouteOf } from '../../remotes/state/remotes';

interface Area {
  key: string;
  label: string;
  icon: ReactNode;
  render: () => ReactNode;
  /** false: reached by its link only (the profile, from the user's name), not in the menu. */
  inMenu?: boolean;
}

const REMOTE_ICONS: Record<string, ReactNode> = {
  orders: <ShoppingCartOutlined />,
  catalog: <AppstoreOutlined />,
};

/** The areas in menu order: the shell's own, and one per configured remote. */
export function areasFor(remotes: RemoteList | null, isAdmin: boolean, user?: User): Area[] {
  const remoteAreas = Object.keys(remotes ?? {}).map((name) => ({
    key: name,
    label: remoteLabel(name),
    icon: REMOTE_ICONS[name] ?? <AppstoreOutlined />,
    render: () => <RemoteArea key={name} name={name} remotes={remotes!} />,
  }));
  return [
    {
      key: 'dashboard',
      label: 'Übersicht',
      icon: <DashboardOutlined />,
      render: () => <DashboardPage remotes={remotes} />,
    },
    ...remoteAreas,
    {
      key: 'branches',
      label: 'Filialen',
      icon: <ShopOutlined />,
      render: () => <BranchesPage isAdmin={isAdmin} />,
    },
    {
      key: 'branch-setup',
      label: 'Liefergebiete & Tische',
      icon: <EnvironmentOutlined />,
      render: () => <BranchSetupPage isAdmin={isAdmin} />,
    },
    {
      key: 'customers',
      label: 'Kunden',
      icon: <TeamOutlined />,
      render: () => <CustomersPage />,
    },
    ...(user
      ? [
          {
            key: 'profile',
            label: 'Mein Profil',
            icon: <UserOutlined />,
            render: () => <ProfilePage user={user} />,
            inMenu: false,
          },
        ]
      : []),
    ...(isAdmin
      ? [
          { key: 'users', label: 'Benutzer', icon: <UserOutlined />, render: () => <UsersPage /> },
          {
            key: 'divisions',
            label: 'Divisionen',
            icon: <ShopOutlined />,
            render: () => <DivisionsPage />,
          },
          {
            key: 'donatees',
            label: 'Spendenempfänger',
            icon: <TeamOutlined />,
            render: () => <DonateesPage />,
          },
          {
            key: 'external-users',
            label: 'Externe Benutzer',
            icon: <UserOutlined />,
            render: () => <ExternalUsersPage />,
          },
          {
            key: 'configuration',
            label: 'Konfiguration',
            icon: <SettingOutlined />,
            render: () => <ConfigurationPage />,
          },
          {
            key: 'logs',
            label: 'Protokoll',
            icon: <AuditOutlined />,
            render: () => <AuditLogPage />,
          },
        ]
      : []),
  ];
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
  const areas = areasFor(remotes, user.roles.includes('ROLE_ADMIN'), user);
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

  const items = areas
    .filter((area) => area.inMenu !== false)
    .map((area) => ({ key: area.key, icon: area.icon, label: area.label }));
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
          <Button icon={<LogoutOutlined />} onClick={onLogout} aria-label="Abmelden">
            {narrow ? null : 'Abmelden'}
          </Button>
        </Layout.Header>
        {narrow && (
          <Menu
            mode="horizontal"
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
            current.render()
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
