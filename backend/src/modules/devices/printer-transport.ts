import { lookup } from 'node:dns/promises';
import { isIP, Socket } from 'node:net';

export const PRINTER_TIMEOUT_MS = 10_000;
/** How long a peer that took every byte may keep the line open before it counts as done. */
export const PRINTER_SETTLE_MS = 1_000;

/** A printer could not take the receipt; the message is German and names the printer. */
export class PrinterError extends Error {}

/** Which resolved addresses and ports printing may connect to (PRINTER_ALLOWED_*). */
export type PrinterAddressCheck = (address: string, port: number) => boolean;

/**
 * Sends raw bytes to a network receipt printer (the 'RAW' / JetDirect protocol on port 9100):
 * resolve, check the address against the allow-list, connect to exactly that address (so a
 * changed DNS answer cannot redirect it), write, half-close. A raw printer never speaks:
 * a peer that sends anything (a banner, an HTTP error) is not a printer and fails. Resolves
 * once the printer closed its side too, or stayed silent for PRINTER_SETTLE_MS.
 * `onHandedOver` runs the moment the socket took every byte, before that settle wait (the
 * job's reprint mark); the result waits for it, too.
 */
export async function sendToPrinter(
  host: string,
  port: number,
  bytes: Uint8Array,
  options: {
    allowed: PrinterAddressCheck;
    timeoutMs?: number;
    settleMs?: number;
    onHandedOver?: () => Promise<void>;
  },
): Promise<void> {
  const where = `${host}:${port}`;
  const timeoutMs = options.timeoutMs ?? PRINTER_TIMEOUT_MS;
  const settleMs = options.settleMs ?? PRINTER_SETTLE_MS;
  let address: string;
  try {
    address = isIP(host) ? host : (await lookup(host)).address;
  } catch (error) {
    throw new PrinterError(
      `Drucker ${where} nicht erreichbar (${(error as NodeJS.ErrnoException).code ?? 'DNS'}).`,
    );
  }
  if (!options.allowed(address, port)) {
    throw new PrinterError(
      `Drucker ${where} (${address}) liegt nicht in den freigegebenen Netzen/Ports.`,
    );
  }
  let handedOver: Promise<void> = Promise.resolve();
  await new Promise<void>((resolve, reject) => {
    const socket = new Socket();
    let settled = false;
    let settleTimer: NodeJS.Timeout | undefined;
    let flushed = false;
    const finish = (reason?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(settleTimer);
      socket.destroy();
      if (reason) reject(new PrinterError(`Drucker ${where} nicht erreichbar (${reason}).`));
      else resolve();
    };
    socket.setTimeout(timeoutMs, () => finish(`keine Antwort nach ${timeoutMs / 1000} s`));
    socket.once('error', (error: NodeJS.ErrnoException) => finish(error.code ?? error.message));
    socket.on('data', () => finish('die Gegenstelle antwortet, sie ist kein Rohdrucker'));
    socket.once('close', () => finish(flushed ? undefined : 'Verbindung vorzeitig geschlossen'));
    socket.connect(port, address, () => {
      socket.end(Buffer.from(bytes), () => {
        flushed = true;
        if (options.onHandedOver) handedOver = options.onHandedOver();
        settleTimer = setTimeout(() => finish(), settleMs);
      });
    });
  });
  await handedOver;
}
