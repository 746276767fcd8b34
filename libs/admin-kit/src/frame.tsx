import { LoadingOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { App as AntApp, ConfigProvider } from 'antd';
import deDE from 'antd/locale/de_DE';
import type { ReactNode } from 'react';
import { pickerLocale, useDateLocale } from './dateLocale';

export { setDateLocale, useDateLocale } from './dateLocale';

/**
 * The back office's antd theme, used by the app and the login page alike. The brand green,
 * the grey texts and the status colours are a shade darker than antd's defaults so that
 * every text reaches WCAG 2.2 AA contrast (4.5:1), also on the tinted menu and the grey page
 * background.
 */
const BRAND = '#04713a';
const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.65)';
/**
 * Red, green and amber as text (a fall against the previous period, „Gespeichert.“, a
 * shortfall of hours) at 5:1 or more on white and on the grey page; antd's defaults
 * (#ff4d4f, #52c41a, #faad14) reach 3.3, 2.3 and 1.9.
 */
const ERROR = '#cf1322';
const SUCCESS = '#237804';
const WARNING = '#ad4e00';

const BACKOFFICE_THEME = {
  token: {
    colorPrimary: BRAND,
    colorLink: BRAND,
    colorError: ERROR,
    colorSuccess: SUCCESS,
    colorWarning: WARNING,
    colorTextSecondary: SECONDARY_TEXT,
    colorTextDescription: SECONDARY_TEXT,
    colorTextTertiary: SECONDARY_TEXT,
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  },
  components: { Menu: { itemSelectedBg: '#e6f3ec', itemSelectedColor: BRAND } },
};

/**
 * A busy button's spinner without antd's motion. antd shrinks the spinner of a button leaving
 * `loading` with a CSS transition and removes it only when the browser reports that
 * transition's end. When the busy state ends a moment after it began on a busy machine, that
 * report can stay out: the spinner then stays for good, shrunk to nothing but with its label,
 * and screen readers (and browser tests) read the button as „loading Abschließen“. Seen in a
 * CI walk and in chromium with a slowed CPU (1 in 150 short busy states). Given here, antd shows
 * this spinner while the button is busy and drops it in the same render as the busy state. Its
 * name is German („lädt Abschließen“), not the icon's English „loading“.
 */
const BUTTON = { loadingIcon: <LoadingOutlined aria-label="lädt" /> };
/**
 * A field's hint icon is not part of its name: antd's default would name the field
 * „MwSt. question-circle“. The hint itself shows on hover and focus as before.
 */
const FORM = { tooltip: { icon: <QuestionCircleOutlined aria-hidden /> } };

/**
 * The frame of every back-office page, the shell's and a remote's own development page:
 * German antd locale (calendars in the shop's date locale), the theme above, the busy buttons' spinner, and antd's App (message,
 * modal and notification with this theme).
 */
export function BackofficeFrame({ children }: { children: ReactNode }) {
  const dateLocale = useDateLocale();
  return (
    <ConfigProvider
      locale={pickerLocale(deDE, dateLocale)}

      theme={BACKOFFICE_THEME}
      button={BUTTON}
      form={FORM}
    >
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
