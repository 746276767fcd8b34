import type { EntityManager } from 'typeorm';
import { DEMO_PRINTER_COUNT, DEMO_PRINTER_HOST } from '../../config/app-config';
import { Device } from '../../modules/devices/entities/device.entity';
import { Branch } from '../../modules/organisation/entities/branch.entity';

/** The demo branch whose demo printer has a backup (the walks' and the README's branch). */
const BACKUP_BRANCH = 'wien-neubau';
const backupIdentifier = (branch: Branch) => `demodrucker-ersatz-${branch.identifier}`;

/** The branches that get a demo printer, in port order (the first DEMO_PRINTER_COUNT). */
const demoBranches = (manager: EntityManager, ports: readonly number[]) =>
  manager.find(Branch, {
    order: { id: 'ASC' },
    take: Math.min(ports.length, DEMO_PRINTER_COUNT),
  });

/**
 * One demo printer per branch (DEMO_PRINTER): a network printer at 127.0.0.1 on the demo
 * printer's ports, printing every new order, so „Beleg drucken“ works from the first start.
 * Wien Neubau's has a backup on the port after them („Ersatzdrucker Wien Neubau“, no
 * automatic print of its own): switched to „Kein Papier“, the next ticket comes out there.
 */
export async function insertDemoPrinters(
  manager: EntityManager,
  ports: readonly number[],
): Promise<number> {
  if (ports.length === 0) return 0;
  const branches = await demoBranches(manager, ports);
  const printers = await manager.save(
    Device,
    branches.map((branch, index) => ({
      identifier: `demodrucker-${branch.identifier}`,
      name: `Demodrucker ${branch.name}`,
      type: 'printer' as const,
      branch,
      host: DEMO_PRINTER_HOST,
      port: ports[index],
      columns: 48,
      isEnabled: true,
      isAutoPrint: true,
      // It answers DLE EOT like an ESC/POS printer: the printer alarm can be tried on it.
      checksStatus: true,
    })),
  );
  const backupPort = ports[DEMO_PRINTER_COUNT];
  const index = branches.findIndex((branch) => branch.identifier === BACKUP_BRANCH);
  if (backupPort === undefined || index < 0) return printers.length;
  const branch = branches[index];
  const backup = await manager.save(Device, {
    identifier: backupIdentifier(branch),
    name: `Ersatzdrucker ${branch.name}`,
    type: 'printer' as const,
    branch,
    host: DEMO_PRINTER_HOST,
    port: backupPort,
    columns: 48,
    isEnabled: true,
    isAutoPrint: false,
    checksStatus: true,
  });
  await manager.update(Device, { id: printers[index].id }, { backupDeviceId: backup.id });
  return printers.length + 1;
}

/**
 * The demo printers follow DEMO_PRINTER_PORT on a database seeded before: a demo shop
 * started once with 9100 and again with DEMO_PRINTER_PORT=9200 (9100 now taken) prints to
 * 9200–9203, where the demo printer listens. Only the seeded demo printers move — a printer
 * named demodrucker-<branch> (or the spare, demodrucker-ersatz-<branch>) still on 127.0.0.1;
 * one given a real address stays as it is. Returns the devices moved.
 */
export async function followDemoPrinterPort(
  manager: EntityManager,
  ports: readonly number[],
): Promise<{ name: string; from: number; to: number }[]> {
  if (ports.length === 0) return [];
  const branches = await demoBranches(manager, ports);
  const moved: { name: string; from: number; to: number }[] = [];
  const seeded = [
    ...branches.map((branch, index) => ({
      identifier: `demodrucker-${branch.identifier}`,
      port: ports[index],
    })),
    ...branches
      .filter((branch) => branch.identifier === BACKUP_BRANCH)
      .map((branch) => ({ identifier: backupIdentifier(branch), port: ports[DEMO_PRINTER_COUNT] })),
  ];
  for (const { identifier, port } of seeded) {
    const device = await manager.findOneBy(Device, {
      identifier,
      type: 'printer',
      host: DEMO_PRINTER_HOST,
    });
    if (!device || port === undefined) continue;
    // Seeded before printer health (issue 36): the demo printer answers its status.
    if (!device.checksStatus)
      await manager.update(Device, { id: device.id }, { checksStatus: true });
    if (device.port === port) continue;
    moved.push({ name: device.name, from: device.port, to: port });
    await manager.update(Device, { id: device.id }, { port });
  }
  return moved;
}
