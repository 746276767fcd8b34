import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DEMO_PRINTER_HOST } from './config/app-config';
import { DEMO_ADMIN, DEMO_EMPLOYEE } from './database/seeds/demo-shop.seed';
import { DemoPrinter } from './modules/devices/demo-printer';
import { Device } from './modules/devices/entities/device.entity';
import { UsersService } from './modules/users/users.service';

export interface Login {
  username: string;
  password: string;
  role: string;
}

/**
 * The demo printer as it runs: the ports it was asked for, the ports it really listens on,
 * and the printers on 127.0.0.1 that send their receipts somewhere it does not listen
 * (a port another program holds, or a database seeded with another DEMO_PRINTER_PORT).
 */
export interface DemoPrinterState {
  configured: number[];
  listening: number[];
  astray: { name: string; port: number }[];
}

export const NO_DEMO_PRINTER: DemoPrinterState = { configured: [], listening: [], astray: [] };

/** The lines `npm start` ends with: where the shop and the back office are, and how to log in. */
export function startBanner(
  baseUrl: string,
  logins: Login[],
  printer: DemoPrinterState = NO_DEMO_PRINTER,
): string {
  const lines = [
    '',
    'Bestellwerk läuft:',
    `  Shop:          ${baseUrl}/`,
    `  Back-Office:   ${baseUrl}/backend`,
    `  API:           ${baseUrl}/api (Dokumentation: ${baseUrl}/api/docs)`,
  ];
  if (printer.listening.length > 0) {
    lines.push(
      `  Demodrucker:   ${DEMO_PRINTER_HOST}:${printer.listening.join(', ')} (Ausdrucke im Back-Office unter Bestellungen → Geräte)`,
    );
  }
  const taken = printer.configured.filter((port) => !printer.listening.includes(port));
  if (taken.length > 0) {
    const free = printer.configured[0] + 100;
    lines.push(
      `  Achtung:       ${DEMO_PRINTER_HOST}:${taken.join(', ')} ${taken.length === 1 ? 'ist' : 'sind'} belegt, dort empfängt kein Demodrucker. Mit freien Ports neu starten, z. B. DEMO_PRINTER_PORT=${free} npm start`,
    );
  }
  for (const device of printer.astray) {
    lines.push(
      `  Achtung:       „${device.name}“ druckt an ${DEMO_PRINTER_HOST}:${device.port}, dort empfängt kein Demodrucker (npm start stellt die Demodrucker auf DEMO_PRINTER_PORT um; sonst unter Bestellungen → Geräte ändern).`,
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
 * Read from the running demo printer and the devices, not from the defaults: what the
 * banner says is where receipts really go. Nothing while the demo printer is off.
 */
export async function demoPrinterState(app: INestApplicationContext): Promise<DemoPrinterState> {
  const printer = app.get(DemoPrinter);
  const configured = printer.configuredPorts;
  if (configured.length === 0) return NO_DEMO_PRINTER;
  const listening = printer.ports;
  const devices = await app
    .get(DataSource)
    .getRepository(Device)
    .find({ where: { type: 'printer', host: DEMO_PRINTER_HOST, isEnabled: true } });
  return {
    configured,
    listening,
    // A device on a configured port that is taken is named by the „belegt“ line already.
    astray: devices
      .filter((device) => !configured.includes(device.port))
      .sort((a, b) => a.port - b.port || a.name.localeCompare(b.name))
      .map(({ name, port }) => ({ name, port })),
  };
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
