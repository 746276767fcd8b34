import { Alert, Button, Flex, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { api, type InitData, type RemoteList } from '@bestellwerk/api-client';
import { ErrorList, useEntityState } from '@bestellwerk/admin-kit';
import { SessionProvider } from '@bestellwerk/mf/session';
import { registerRemoteList } from '../remotes/remotes';
import { ShellLayout } from './ShellLayout';

interface Start {
  init: InitData;
  remotes: RemoteList;
}

const goToLogin = () => window.location.assign('/backend/login');

/**
 * The logged-in back office: GET /api/init (user, version, branches) and the remote list,
 * then the layout. Without a session the browser goes to the login page.
 */
export function BackOffice() {
  const start = useEntityState<Start>({
    load: async () => {
      const [init, remotes] = await Promise.all([api.init(), api.backoffice.remotes()]);
      return { init, remotes };
    },
    loadError: 'Daten konnten nicht geladen werden.',
  });
  const [registered, setRegistered] = useState(false);
  const user = start.data?.init.user;

  useEffect(() => {
    if (!start.data) return;
    if (!start.data.init.user) goToLogin();
    else {
      registerRemoteList(start.data.remotes);
      setRegistered(true);
    }
  }, [start.data]);

  if (start.errors.length > 0 && !start.data) {
    return (
      <div style={{ padding: 24 }}>
        <ErrorList errors={start.errors} />
      </div>
    );
  }
  if (!start.data || !user || !registered) {
    return (
      <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
        {start.data && !user ? (
          <Alert
            type="info"
            title="Sie sind nicht angemeldet."
            action={<Button onClick={goToLogin}>Zur Anmeldung</Button>}
          />
        ) : (
          <Spin size="large" />
        )}
      </Flex>
    );
  }

  const logout = async () => {
    await api.auth.logout().catch(() => undefined);
    goToLogin();
  };
  const { init, remotes } = start.data;
  return (
    <SessionProvider value={{ user, version: init.version, branches: init.branches, init, logout }}>
      <ShellLayout user={user} version={init.version} remotes={remotes} onLogout={logout} />
    </SessionProvider>
  );
}
