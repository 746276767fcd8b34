import { Socket } from 'node:net';

export const PRINTER_TIMEOUT_MS = 10_000;

/** A printer could not take the receipt; the message is German and names the printer. */
export class PrinterError extends Error {}

/**
 * Sends raw bytes to a network receipt printer (the 'RAW' / JetDirect protocol on port 9100):
 * connect, write, close. Resolves when the printer has taken every byte.
 */
export function sendToPrinter(
  host: string,
  port: number,
  bytes: Uint8Array,
  timeoutMs = PRINTER_TIMEOUT_MS,
): Promise<void> {
  const where = `${host}:${port}`;
  return new Promise((resolve, reject) => {
    const socket = new Socket();
    let settled = false;
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      reject(new PrinterError(`Drucker ${where} nicht erreichbar (${reason}).`));
    };
    socket.setTimeout(timeoutMs, () => fail(`keine Antwort nach ${timeoutMs / 1000} s`));
    socket.once('error', (error: NodeJS.ErrnoException) => fail(error.code ?? error.message));
    socket.connect(port, host, () => {
      socket.end(Buffer.from(bytes), () => {
        if (settled) return;
        settled = true;
        socket.destroy();
        resolve();
      });
    });
  });
}
