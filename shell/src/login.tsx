import { App as AntApp, ConfigProvider } from 'antd';
import deDE from 'antd/locale/de_DE';
import { createRoot } from 'react-dom/client';
import { LoginPage } from './features/login/components/LoginPage';
import { THEME } from './theme';

/**
 * /backend/login as a page of its own (login.html, built without Module Federation): the
 * login needs a handful of antd components, not the whole shared antd the back office and
 * its remotes load as one singleton, and it leaves by a full page load anyway. The same
 * frame as the app's Root: German locale, brand colour.
 */
createRoot(document.getElementById('root')!).render(
  <ConfigProvider locale={deDE} theme={THEME}>
    <AntApp>
      <LoginPage />
    </AntApp>
  </ConfigProvider>,
);
