import { Flex, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { LOGIN_PATH } from '@bestellwerk/api-client';
import { parseScreenHash } from '@bestellwerk/mf/router';
import { BackofficeFrame } from '@bestellwerk/admin-kit/frame';

// Each screen in its own chunk: a kitchen screen never loads the back office's pages.
const LoginPage = lazy(() =>
  import('./features/login/components/LoginPage').then((m) => ({ default: m.LoginPage })),
);
const BackOffice = lazy(() =>
  import('./features/layout/components/BackOffice').then((m) => ({ default: m.BackOffice })),
);
const BranchScreenPage = lazy(() =>
  import('./features/branch-screen/components/BranchScreenPage').then((m) => ({
    default: m.BranchScreenPage,
  })),
);

const loading = (
  <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
    <Spin />
  </Flex>
);

/**
 * The shell's frame (the back office's, from admin-kit) around the login, a branch's kitchen
 * screen (API key, no login) or the back office. The server sends /backend/login its own
 * small page (src/login.tsx); the login here serves a host that sends this page instead.
 */
export function Root() {
  const onLogin = window.location.pathname.replace(/\/$/, '') === LOGIN_PATH;
  const screen = onLogin ? null : parseScreenHash(window.location.hash);
  return (
    <BackofficeFrame>
      <Suspense fallback={loading}>
        {onLogin ? (
          <LoginPage />
        ) : screen ? (
          <BranchScreenPage branchId={screen.branchId} apiKey={screen.apiKey} />
        ) : (
          <BackOffice />
        )}
      </Suspense>
    </BackofficeFrame>
  );
}
