/**
 * The demo shop's logins (README, start banner): the administrator, an employee, a terminal
 * token and the PIN of the branch tablet. They are public, so they never open anything in
 * production (NODE_ENV=production): the login, the terminal and the PIN pad refuse them, and
 * `seed` creates none there.
 */
export const DEMO_ADMIN = { username: 'admin', password: 'Demo-Admin-2026!' };
export const DEMO_EMPLOYEE = { username: 'mitarbeiter', password: 'Demo-Team-2026!' };
export const DEMO_TERMINAL = {
  username: 'mitarbeiter',
  token: 'demo-stempel-mitarbeiter-2026',
  pin: '2026',
};

export const DEMO_PASSWORDS: readonly string[] = [DEMO_ADMIN.password, DEMO_EMPLOYEE.password];

export const DEMO_LOGIN_REFUSED =
  'Die Demo-Zugangsdaten sind im Produktivbetrieb gesperrt. Bitte vergeben Sie ein eigenes Passwort.';
export const DEMO_PIN_REFUSED =
  'Diese PIN gehört zu den Demodaten und ist im Produktivbetrieb gesperrt. Bitte wählen Sie eine andere.';
