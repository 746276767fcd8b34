import { AddressInfo, Server, Socket, createServer } from 'node:net';
import { answerDleEotQueries, isOnlyDleEotQueries, type PrinterState } from '@bestellwerk/domain';

/**
 * A network receipt printer: every connection's bytes, decoded as latin1 text. Like an
 * ESC/POS printer it answers the real-time status queries (DLE EOT 1, 2, 4) in the state it
 * is set to (`setState`): a connection that only asked for the status is no receipt. In
 * 'paper-out', 'cover-open' and 'error' a receipt sent anyway waits in the printer's buffer
 * (`buffered`) and comes out when it is 'ok' again, as on a real printer.
 *
 * 'offline' is switched off: it takes no connection, drops the ones open, and what it had
 * received on them but not yet processed is gone. What it has processed is what it answered
 * a status question after: the bytes before an answer are on paper (or, out of paper, in
 * the buffer) from that moment, the rest of a connection when it ends in order.
 */
export class PrinterSink {
  readonly receipts: string[] = [];
  /** Received while the printer could not print; printed on the way back to 'ok'. */
  readonly buffered: string[] = [];
  /** How many status questions it answered (or, offline, dropped). */
  statusQueries = 0;
  private state: PrinterState = 'ok';
  private readonly sockets = new Set<Socket>();
  /** Open connections cut by switching off: their unprocessed bytes are never printed. */
  private readonly cut = new WeakSet<Socket>();

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(state: PrinterState = 'ok'): Promise<PrinterSink> {
    const holder: { sink?: PrinterSink } = {};
    const server = createServer((socket) => holder.sink!.accept(socket));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const sink = new PrinterSink(server, (server.address() as AddressInfo).port);
    sink.state = state;
    holder.sink = sink;
    return sink;
  }

  get status(): PrinterState {
    return this.state;
  }

  /** Paper out, cover open, offline, back: as a kitchen's printer goes through a lunch. */
  setState(state: PrinterState): void {
    this.state = state;
    if (state === 'offline') {
      for (const socket of this.sockets) {
        this.cut.add(socket);
        socket.destroy();
      }
    }
    if (state === 'ok' || state === 'paper-near-end')
      this.receipts.push(...this.buffered.splice(0));
  }

  /** How many receipts carry `marker` (each order's comment holds one). */
  count(marker: string): number {
    return this.receipts.filter((text) => text.includes(marker)).length;
  }

  close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((done) => this.server.close(() => done()));
  }

  private accept(socket: Socket): void {
    socket.on('error', () => undefined);
    if (this.state === 'offline') {
      this.statusQueries += 1;
      socket.destroy();
      return;
    }
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    const chunks: Buffer[] = [];
    let scanned = 0;
    // How far this connection's bytes are processed (printed or buffered).
    let processed = 0;
    const take = (bytes: Buffer, upTo: number) => {
      const part = bytes.subarray(processed, upTo);
      processed = upTo;
      if (part.length === 0 || isOnlyDleEotQueries(part)) return;
      const text = part.toString('latin1');
      if (this.state === 'ok' || this.state === 'paper-near-end') this.receipts.push(text);
      else this.buffered.push(text);
    };
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const bytes = Buffer.concat(chunks);
      const { answer, next } = answerDleEotQueries(this.state, bytes, scanned);
      scanned = next;
      if (answer.length > 0) {
        this.statusQueries += 1;
        take(bytes, bytes.length);
        socket.write(Uint8Array.from(answer));
      }
    });
    socket.on('end', () => {
      if (!this.cut.has(socket)) take(Buffer.concat(chunks), Infinity);
    });
  }
}
