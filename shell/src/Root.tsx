import { App as AntApp, ConfigProvider } from 'antd';
import deDE from 'antd/locale/de_DE';
import dayjs from 'dayjs';
import 'dayjs/locale/de-at';
import { LOGIN_PATH } from '@bestellwerk/api-client';
import { LoginPage } from './features/login/components/LoginPage';
import { BackOffice } from './features/layout/components/BackOffice';

dayjs.locale('de-at');

export const THEME = {
  token: { colorPrimary: '#058243', colorLink: '#058243' },
  components: { Menu: { itemSelectedBg: '#e6f3ec', itemSelectedColor: '#058243' } },
};

/** The shell's frame: German antd locale, the brand colour, the login or the back office. */
export function Root() {
  const onLogin = window.location.pathname.replace(/\/$/, '') === LOGIN_PATH;
  return (
    <ConfigProvider locale={deDE} theme={THEME}>
      <AntApp>{onLogin ? <LoginPage /> : <BackOffice />}</AntApp>
    </ConfigProvider>
  );
}
