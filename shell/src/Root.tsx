import { App as AntApp, ConfigProvider } from 'antd';
import deDE from 'antd/locale/de_DE';
import dayjs from 'dayjs';
import 'dayjs/locale/de-at';
import { LOGIN_PATH } from '@bestellwerk/api-client';
import { LoginPage } from './features/login/components/LoginPage';
import { BackOffice } from './features/layout/components/BackOffice';
import { BranchScreenPage } from './features/branch-screen/components/BranchScreenPage';
import { parseScreenHash } from '@bestellwerk/mf/router';

dayjs.locale('de-at');

export const THEME = {
  token: { colorPrimary: '#058243', colorLink: '#058243' },
  components: { Menu: { itemSelectedBg: '#e6f3ec', itemSelectedColor: '#058243' } },
};

/**
 * The shell's frame: German antd locale, the brand colour, and the login, a branch's kitchen
 * screen (API key, no login) or the back office.
 */
export function Root() {
  const onLogin = window.location.pathname.replace(/\/$/, '') === LOGIN_PATH;
  const screen = onLogin ? null : parseScreenHash(window.location.hash);
  return (
    <ConfigProvider locale={deDE} theme={THEME}>
      <AntApp>
        {onLogin ? (
          <LoginPage />
        ) : screen ? (
          <BranchScreenPage branchId={screen.branchId} apiKey={screen.apiKey} />
        ) : (
          <BackOffice />
        )}
      </AntApp>
    </ConfigProvider>
  );
}
