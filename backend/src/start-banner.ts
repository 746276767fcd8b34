import type { INestApplicationContext } from '@nestjs/common';
import { DEMO_ADMIN, DEMO_EMPLOYEE } from './database/seeds/demo-shop.seed';
import { UsersService } from './modules/users/users.service';

export interface Login {
  username: string;
  password: string;
  role: string;
}

/** The lines `npm start` ends with: where the shop and the back office are, and how to log in. */
export function startBanner(
  baseUrl: string,
  logins: Login[],
  demoPrinterPorts: number[] = [],
): string {
  const lines = [
    '',
    'Bestellwerk läuft:',
    `  Shop:          ${baseUrl}/`,
    `  Back-Office:   ${baseUrl}/backend`,
    `  API:           ${baseUrl}/api (Dokumentation: ${baseUrl}/api/docs)`,
  ];
  if (demoPrinterPorts.length > 0) {
    lines.push(
      `  Demodrucker:   127.0.0.1:${demoPrinterPorts.join(', ')} (Ausdrucke im Back-Office unter Bestellungen → Geräte)`,
    );
  }
  if (logins.length > 0) {
    lines.push('', 'Anmeldung im Back-Office (Demoshop):');
    for (const login of logins) {
      lines.push(`  ${login.role.padEnd(14)} ${login.username} / ${login.password}`);
    }
  }
  lines.push('');
  return lines.join('\n');
}

/**
 * The demo logins that still work (checked against the stored hashes), so the banner never
 * shows a password that was changed, and shows none on a real shop's database.
 */
export async function workingDemoLogins(app: INestApplicationContext): Promise<Login[]> {
  const users = app.get(UsersService);
  const candidates: Login[] = [
    { ...DEMO_ADMIN, role: 'Administrator:' },
    { ...DEMO_EMPLOYEE, role: 'Mitarbeiter:' },
  ];
  const working: Login[] = [];
  for (const candidate of candidates) {
    const user = await users.findForLogin(candidate.username);
    if (user && (await users.verifyPassword(user, candidate.password))) working.push(candidate);
  }
  return working;
}
