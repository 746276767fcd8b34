import { isIP } from 'node:net';
import type { EntityManager } from 'typeorm';
import { RequestContext, isAdmin } from '../../common/auth/actor';
import { ApiError } from '../../common/http/api-error';
import { AppConfig } from '../../config/app-config';
import { Device } from './entities/device.entity';

/** The port a device gets when none is given (the entity's column default). */
const DEFAULT_PORT = 9100;

export const PRINTER_ADDRESS_MESSAGES = {
  adminOnly: 'Nur Administratoren können Host und Port eines Geräts ändern.',
  network: (networks: string) =>
    `Der „Host“ liegt in keinem für Drucker freigegebenen Netz (${networks}).`,
  port: (ports: string) => `Der „Port“ ist für Drucker nicht freigegeben (erlaubt: ${ports}).`,
} as const;

/**
 * Where a device connects to is an administrator's decision: anyone else could aim the
 * test print at a host and port of the internal network and read what answers. Host names
 * are checked again at every connection (their address may change); IP addresses here.
 */
export async function checkPrinterAddress(
  config: AppConfig,
  device: Device,
  ctx: RequestContext,
  manager: EntityManager,
): Promise<void> {
  const stored = device.id ? await manager.findOneBy(Device, { id: device.id }) : null;
  const hostChanged = (device.host ?? null) !== (stored?.host ?? null);
  // Without a host the port leads nowhere (a terminal's form may still send one).
  const portChanged =
    !!device.host && (device.port ?? DEFAULT_PORT) !== (stored?.port ?? DEFAULT_PORT);
  if (!hostChanged && !portChanged) return;
  if (!isAdmin(ctx.actor)) throw ApiError.forbidden(PRINTER_ADDRESS_MESSAGES.adminOnly);
  if (!device.host) return;
  // A second printer on a free port of the demo printer (its backup, say) is a demo's own.
  if (config.isDemoPrinterAddress(device.host, device.port ?? DEFAULT_PORT)) return;
  const errors = [];
  if (isIP(device.host) && !config.printerNetworks.contains(device.host)) {
    errors.push({
      field: 'host',
      message: PRINTER_ADDRESS_MESSAGES.network(
        config.env.PRINTER_ALLOWED_NETWORKS.split(',').join(', '),
      ),
    });
  }
  if (!config.isPrinterPortAllowed(device.port ?? DEFAULT_PORT)) {
    errors.push({
      field: 'port',
      message: PRINTER_ADDRESS_MESSAGES.port(
        config.env.PRINTER_ALLOWED_PORTS.split(',').join(', '),
      ),
    });
  }
  if (errors.length > 0) throw ApiError.validation(errors);
}
