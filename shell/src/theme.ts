/** The back office's antd theme: the brand colour, used by the app and the login page alike. */
export const THEME = {
  token: { colorPrimary: '#058243', colorLink: '#058243' },
  components: { Menu: { itemSelectedBg: '#e6f3ec', itemSelectedColor: '#058243' } },
};
