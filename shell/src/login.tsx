import { createRoot } from 'react-dom/client';
import { LoginPage } from './features/login/components/LoginPage';
import { BackofficeFrame } from '@bestellwerk/admin-kit/frame';

/**
 * /backend/login as a page of its own (login.html, built without Module Federation): the
 * login needs a handful of antd components, not the whole shared antd the back office and
 * its remotes load as one singleton, and it leaves by a full page load anyway. The same
 * frame as the app's Root.
 */
createRoot(document.getElementById('root')!).render(
  <BackofficeFrame>
    <LoginPage />
  </BackofficeFrame>,
);
