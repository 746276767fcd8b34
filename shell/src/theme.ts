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

export const THEME = {
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
