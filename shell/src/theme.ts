/**
 * The back office's antd theme, used by the app and the login page alike. The brand green
 * and the grey texts are a shade darker than antd's defaults so that every text reaches
 * WCAG 2.2 AA contrast (4.5:1), also on the tinted menu and the grey page background.
 */
const BRAND = '#04713a';
const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.65)';

export const THEME = {
  token: {
    colorPrimary: BRAND,
    colorLink: BRAND,
    colorTextSecondary: SECONDARY_TEXT,
    colorTextDescription: SECONDARY_TEXT,
    colorTextTertiary: SECONDARY_TEXT,
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  },
  components: { Menu: { itemSelectedBg: '#e6f3ec', itemSelectedColor: BRAND } },
};
