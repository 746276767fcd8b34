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
    })),
  );
  return branches.length;
}
