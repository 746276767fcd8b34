/**
 * A receipt printer's state as its ESC/POS real-time status tells it (DLE EOT n, Epson
 * ESC/POS reference), and what the kitchen reads about it. Pure: the print worker decodes
 * with it, the demo printer and the test sinks answer with it, the back office labels it.
 */
export const PRINTER_STATES = [
  'ok',
  'paper-near-end',
  'paper-out',
  'cover-open',
  'offline',
  'error',
] as const;
export type PrinterState = (typeof PRINTER_STATES)[number];

/** What the orders board and the devices screen say (German product copy). */
export const PRINTER_STATE_LABELS: Record<PrinterState, string> = {
  ok: 'Bereit',
  'paper-near-end': 'Papier fast leer',
  'paper-out': 'Kein Papier',
  'cover-open': 'Deckel offen',
  offline: 'Drucker offline',
  error: 'Druckerfehler',
};

/** The states a ticket cannot be printed in: it is held (or goes to the backup printer). */
export function printerStateHoldsTickets(state: PrinterState): boolean {
  return state !== 'ok' && state !== 'paper-near-end';
}

/** A state somebody should look at (near end too: the roll is to be changed soon). */
export function isPrinterAlarm(state: PrinterState | null | undefined): boolean {
  return state != null && state !== 'ok';
}

const DLE = 0x10;
const EOT = 0x04;
/** DLE EOT 1 (printer status), DLE EOT 2 (offline cause), DLE EOT 4 (roll paper sensor). */
export const DLE_EOT_FUNCTIONS = [1, 2, 4] as const;
export type DleEotFunction = (typeof DLE_EOT_FUNCTIONS)[number];
/** The three queries in one write; a printer answers one byte to each, in this order. */
export const DLE_EOT_QUERY: readonly number[] = DLE_EOT_FUNCTIONS.flatMap((n) => [DLE, EOT, n]);

/** Every status byte has bits 1 and 4 set, bits 0 and 7 clear. */
const FIXED_MASK = 0b1001_0011;
const FIXED_VALUE = 0b0001_0010;
const isStatusByte = (byte: number) => (byte & FIXED_MASK) === FIXED_VALUE;

const bit = (byte: number, n: number) => (byte & (1 << n)) !== 0;

/**
 * The answers to DLE EOT 1, 2 and 4 (three bytes) as one state, the worst first:
 * n=1 bit 3 offline; n=2 bit 2 cover open, bit 5 stopped by paper end, bit 6 error;
 * n=4 bits 2–3 roll paper near end, bits 5–6 roll paper end. Anything that is not three
 * status bytes (a peer that is no ESC/POS printer) is 'offline'.
 */
export function decodeDleEot(bytes: ArrayLike<number>): PrinterState {
  if (bytes.length < 3) return 'offline';
  const [printer, cause, paper] = [bytes[0], bytes[1], bytes[2]];
  if (![printer, cause, paper].every(isStatusByte)) return 'offline';
  if (bit(cause, 2)) return 'cover-open';
  if (bit(paper, 5) || bit(paper, 6) || bit(cause, 5)) return 'paper-out';
  if (bit(cause, 6)) return 'error';
  if (bit(printer, 3)) return 'offline';
  if (bit(paper, 2) || bit(paper, 3)) return 'paper-near-end';
  return 'ok';
}

/**
 * What a printer in `state` answers to DLE EOT n — for the demo printer and the test sinks
 * (an 'offline' printer answers nothing: null).
 */
export function dleEotAnswer(state: PrinterState, n: DleEotFunction): number | null {
  if (state === 'offline') return null;
  let byte = FIXED_VALUE;
  const stopped = state === 'paper-out' || state === 'cover-open' || state === 'error';
  if (n === 1 && stopped) byte |= 1 << 3;
  if (n === 2) {
    if (state === 'cover-open') byte |= 1 << 2;
    if (state === 'paper-out') byte |= 1 << 5;
    if (state === 'error') byte |= 1 << 6;
  }
  if (n === 4) {
    if (state === 'paper-near-end' || state === 'paper-out') byte |= 0b1100;
    if (state === 'paper-out') byte |= 0b110_0000;
  }
  return byte;
}

/**
 * The answers to every DLE EOT query found in `bytes` from `from` on (for a printer that
 * reads a stream): the bytes to send back, and where scanning may go on next time.
 */
export function answerDleEotQueries(
  state: PrinterState,
  bytes: Uint8Array,
  from = 0,
): { answer: number[]; next: number } {
  const answer: number[] = [];
  let index = from;
  for (; index + 2 < bytes.length; index += 1) {
    if (bytes[index] !== DLE || bytes[index + 1] !== EOT) continue;
    const n = bytes[index + 2];
    if (n === 1 || n === 2 || n === 4) {
      const byte = dleEotAnswer(state, n);
      if (byte !== null) answer.push(byte);
      index += 2;
    }
  }
  return { answer, next: index };
}

/** Whether `bytes` are nothing but DLE EOT queries (a status request, not a ticket). */
export function isOnlyDleEotQueries(bytes: Uint8Array): boolean {
  if (bytes.length === 0 || bytes.length % 3 !== 0) return false;
  for (let index = 0; index < bytes.length; index += 3) {
    if (bytes[index] !== DLE || bytes[index + 1] !== EOT) return false;
  }
  return true;
}

/**
 * One connection as an ESC/POS printer takes it — for the demo printer and the test sinks.
 * It answers the status queries in the state the printer is in, and what came before an
 * answer is processed from that moment on (printed, or in the buffer of a printer that
 * cannot print): the print worker counts a receipt as delivered once its closing DLE EOT 1
 * is answered. The rest is processed when the connection ends in order. A printer switched
 * off meanwhile (`cut`) loses what it had not processed. Status queries alone are no receipt.
 */
export class PrinterLine {
  private received = new Uint8Array(0);
  private scanned = 0;
  private processed = 0;
  private isCut = false;

  /** @param maxBytes what the printer keeps of one connection; more is read and dropped. */
  constructor(private readonly maxBytes = Number.POSITIVE_INFINITY) {}

  /** A chunk from the line: the answer to send back, and the receipt (part) now processed. */
  receive(chunk: Uint8Array, state: PrinterState): { answer: number[]; taken: Uint8Array | null } {
    if (this.isCut) return { answer: [], taken: null };
    const room = Math.max(0, Math.min(chunk.length, this.maxBytes - this.received.length));
    if (room > 0) {
      const joined = new Uint8Array(this.received.length + room);
      joined.set(this.received);
      joined.set(chunk.subarray(0, room), this.received.length);
      this.received = joined;
    }
    const { answer, next } = answerDleEotQueries(state, this.received, this.scanned);
    this.scanned = next;
    return { answer, taken: answer.length > 0 ? this.take() : null };
  }

  /** The connection ended in order: what is left of the receipt, if any. */
  end(): Uint8Array | null {
    return this.isCut ? null : this.take();
  }

  /** Switched off: nothing more of this connection is processed. */
  cut(): void {
    this.isCut = true;
  }

  private take(): Uint8Array | null {
    const part = this.received.subarray(this.processed);
    this.processed = this.received.length;
    return part.length === 0 || isOnlyDleEotQueries(part) ? null : part;
  }
}
