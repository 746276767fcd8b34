import {
  DLE_EOT_FUNCTIONS,
  DLE_EOT_QUERY,
  decodeDleEot,
  type PrinterState,
} from '@bestellwerk/domain';
import { lookup } from 'node:dns/promises';
import { isIP, Socket } from 'node:net';

export const PRINTER_TIMEOUT_MS = 10_000;
/** How long a peer that took every byte may keep the line open before it counts as done. */
export const PRINTER_SETTLE_MS = 1_000;

/** DLE EOT 1 (printer status) after a receipt: its answer confirms the receipt arrived. */
const CONFIRM_QUERY = [0x10, 0x04, 0x01];

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
 *
 * `confirm` (a printer that answers DLE EOT, „Status abfragen“): the receipt ends with the
 * real-time question DLE EOT 1 on the same line, and it counts as delivered only once the
 * printer answered it — the printer has the whole receipt then (in its buffer, printed as
 * soon as it can, paper out or not). A printer that accepted the connection and dropped it,
 * or went silent, fails the attempt instead of swallowing the ticket: the job holds it or
 * hands it to the backup. Without `confirm` the silence of PRINTER_SETTLE_MS counts, as raw
 * printers never speak.
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
    confirm?: boolean;
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
    // With `confirm`: the printer answered the closing question, the receipt is there.
    let confirmed = false;
    const finish = (reason?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(settleTimer);
      socket.destroy();
      if (reason) reject(new PrinterError(`Drucker ${where} nicht erreichbar (${reason}).`));
      else resolve();
    };
    socket.setTimeout(timeoutMs, () => finish(`keine Antwort nach ${timeoutMs / 1000} s`));
    socket.once('error', (error: NodeJS.ErrnoException) =>
      finish(confirmed ? undefined : (error.code ?? error.message)),
    );
    if (options.confirm) {
      // The answer to the closing DLE EOT 1: the printer has read everything before it. A
      // peer that speaks before it was sent anything (a banner) is no printer.
      // Then the line is closed in order (the printer closes its side too, or stays silent
      // for PRINTER_SETTLE_MS): cut off at once, the end of the receipt could be dropped.
      let sent = false;
      socket.on('data', () => {
        if (!sent) return finish('die Gegenstelle antwortet, sie ist kein Rohdrucker');
        if (confirmed) return;
        confirmed = true;
        socket.end();
        settleTimer = setTimeout(() => finish(), settleMs);
      });
      socket.once('close', () =>
        finish(confirmed ? undefined : 'Verbindung vorzeitig geschlossen'),
      );
      socket.connect(port, address, () => {
        const ticket = Buffer.concat([Buffer.from(bytes), Buffer.from(CONFIRM_QUERY)]);
        sent = true;
        socket.write(ticket, () => {
          flushed = true;
          if (options.onHandedOver) handedOver = options.onHandedOver();
        });
      });
    } else {
      socket.on('data', () => finish('die Gegenstelle antwortet, sie ist kein Rohdrucker'));
      socket.once('close', () => finish(flushed ? undefined : 'Verbindung vorzeitig geschlossen'));
      socket.connect(port, address, () => {
        socket.end(Buffer.from(bytes), () => {
          flushed = true;
          if (options.onHandedOver) handedOver = options.onHandedOver();
          settleTimer = setTimeout(() => finish(), settleMs);
        });
      });
    }
  });
  await handedOver;
}

/** How long a printer may take to answer its real-time status before it counts as offline. */
export const PRINTER_STATUS_TIMEOUT_MS = 2_000;

/**
 * Asks an ESC/POS printer for its real-time status on a connection of its own: DLE EOT 1, 2
 * and 4 (printer, offline cause, roll paper), one byte back for each. A printer that cannot
 * be reached, refuses, closes, or does not answer the three bytes within the timeout is
 * 'offline' — the worker holds its tickets either way. Never throws.
 */
export async function askPrinterStatus(
  host: string,
  port: number,
  options: { allowed: PrinterAddressCheck; timeoutMs?: number },
): Promise<PrinterState> {
  const timeoutMs = options.timeoutMs ?? PRINTER_STATUS_TIMEOUT_MS;
  let address: string;
  try {
    address = isIP(host) ? host : (await lookup(host)).address;
  } catch {
    return 'offline';
  }
  if (!options.allowed(address, port)) return 'offline';
  return new Promise<PrinterState>((resolve) => {
    const socket = new Socket();
    const received: number[] = [];
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(decodeDleEot(received));
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.once('error', finish);
    socket.once('close', finish);
    socket.on('data', (chunk: Buffer) => {
      received.push(...chunk);
      if (received.length >= DLE_EOT_FUNCTIONS.length) finish();
    });
    socket.connect(port, address, () => socket.write(Uint8Array.from(DLE_EOT_QUERY)));
  });
}
