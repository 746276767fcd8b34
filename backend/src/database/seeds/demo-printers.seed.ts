import type { EntityManager } from 'typeorm';
import { DEMO_PRINTER_HOST } from '../../config/app-config';
import { Device } from '../../modules/devices/entities/device.entity';
import { Branch } from '../../modules/organisation/entities/branch.entity';

/**
 * One demo printer per branch (DEMO_PRINTER): a network printer at 127.0.0.1 on the demo
 * printer's ports, printing every new order, so „Beleg drucken“ works from the first start.
 */
export async function insertDemoPrinters(
  manager: EntityManager,
  ports: readonly number[],
): Promise<number> {
  if (ports.length === 0) return 0;
  const branches = await manager.find(Branch, { order: { id: 'ASC' }, take: ports.length });
  await manager.save(
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
  return branches.length;
}

/**
 * The demo printers follow DEMO_PRINTER_PORT on a database seeded before: a demo shop
 * started once with 9100 and again with DEMO_PRINTER_PORT=9200 (9100 now taken) prints to
 * 9200–9202, where the demo printer listens. Only the seeded demo printers move — a printer
 * named demodrucker-<branch> still on 127.0.0.1; one given a real address stays as it is.
 * Returns the devices moved.
 */
export async function followDemoPrinterPort(
  manager: EntityManager,
  ports: readonly number[],
): Promise<{ name: string; from: number; to: number }[]> {
  if (ports.length === 0) return [];
  const branches = await manager.find(Branch, { order: { id: 'ASC' }, take: ports.length });
  const moved: { name: string; from: number; to: number }[] = [];
  for (const [index, branch] of branches.entries()) {
    const device = await manager.findOneBy(Device, {
      identifier: `demodrucker-${branch.identifier}`,
      type: 'printer',
      host: DEMO_PRINTER_HOST,
    });
    if (!device) continue;
    // Seeded before printer health (issue 36): the demo printer answers its status.
    if (!device.checksStatus)
      await manager.update(Device, { id: device.id }, { checksStatus: true });
    if (device.port === ports[index]) continue;
    moved.push({ name: device.name, from: device.port, to: ports[index] });
    await manager.update(Device, { id: device.id }, { port: ports[index] });
  }
  return moved;
}
