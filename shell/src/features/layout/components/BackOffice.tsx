import { Alert, Button, Flex, Spin } from 'antd';
import { useEffect, useState } from 'react';
import {
  api,
  ApiError,
  ensureCsrfToken,
  loginUrl,
  type InitData,
  type RemoteList,
} from '@bestellwerk/api-client';
import { ErrorList, useEntityState } from '@bestellwerk/admin-kit';
import { setDateLocale } from '@bestellwerk/admin-kit/frame';
import { SessionProvider } from '@bestellwerk/mf/session';
import { REMOTE_LIST_ERROR } from '../../remotes/components/RemoteListError';
import { REMOTE_TIMEOUT_MS, registerRemoteList, withTimeout } from '../../remotes/state/remotes';
import { ShellLayout } from './ShellLayout';

/** backoffice-api.md §8: the active user could not be read (not a 401: that goes to the login). */
export const USER_LOAD_ERROR = 'Benutzer konnte nicht geladen werden.';

const goToLogin = () =>
  window.location.assign(loginUrl({ reason: 'session', next: window.location.hash }));

/**
 * The logged-in back office: GET /api/init (user, version, branches), then the layout. The
 * remote list loads on its own: when it fails or hangs, the shell's areas work and the
 * remote areas show the German error with a retry. Without a session the browser goes to
 * the login, which names the reason and brings the user back to this very screen.
 */
export function BackOffice() {
  const start = useEntityState<InitData>({
    load: async () => {
      // A session without its XSRF-TOKEN cookie gets one before its first write.
      await ensureCsrfToken().catch(() => undefined);
      return api.init();
    },
    loadError: 'Daten konnten nicht geladen werden.',
  });
  const remoteList = useEntityState<RemoteList>({
    load: () =>
      withTimeout(api.backoffice.remotes(), REMOTE_TIMEOUT_MS, 'Zeitüberschreitung der Modulliste'),
    loadError: REMOTE_LIST_ERROR,
  });
  const [remotes, setRemotes] = useState<RemoteList | null>(null);
  const [userError, setUserError] = useState<string | null>(null);
  const user = start.data?.user;

  useEffect(() => {
    if (!start.data || start.data.user) return;
    // GET /api/init is public: ask a staff route, whose 401 names why the session ended
    // (account disabled, locked, expired) and sends the browser to the login with it.
    // (Should it answer after all, the notice below offers the way to the login.) Any other
    // failure is said, with a retry: the user is not „nicht angemeldet“, just not loaded.
    setUserError(null);
    api.auth.me().catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 401) return;
      setUserError(error instanceof ApiError ? error.messageOr(USER_LOAD_ERROR) : USER_LOAD_ERROR);
    });
  }, [start.data]);

  useEffect(() => {
    // The shop's date locale for every calendar (admin-kit's frame, dayjs shared with remotes).
    if (start.data) setDateLocale(start.data.config.dateLocale);
  }, [start.data]);

  useEffect(() => {
    if (!remoteList.data) return;
    registerRemoteList(remoteList.data);
    setRemotes(remoteList.data);
  }, [remoteList.data]);

  if (start.errors.length > 0 && !start.data) {
    return (
      <div style={{ padding: 24 }}>
        <ErrorList errors={start.errors} />
      </div>
    );
  }
  if (!start.data || !user) {
    return (
      <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
        {start.data && !user && userError ? (
          <Alert
            type="error"
            title={userError}
            action={<Button onClick={start.reload}>Erneut versuchen</Button>}
          />
        ) : start.data && !user ? (
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
    window.location.assign(loginUrl());
  };
  const init = start.data;
  const listError = remoteList.errors[0];
  return (
    <SessionProvider value={{ user, version: init.version, branches: init.branches, init, logout }}>
      <ShellLayout
        user={user}
        version={init.version}
        remotes={remotes}
        remoteListError={
          listError && !remotes ? { message: listError.message, retry: listError.retry } : null
        }
        onLogout={logout}
      />
    </SessionProvider>
  );
}
