import { AddressInfo, Server, Socket, createServer } from 'node:net';
import { PrinterLine, type PrinterState } from '@bestellwerk/domain';

/**
 * A network receipt printer: every connection's bytes, decoded as latin1 text. Like an
 * ESC/POS printer it answers the real-time status queries (DLE EOT 1, 2, 4) in the state it
 * is set to (`setState`), and takes a receipt as libs/domain's PrinterLine says (processed
 * once a status question after it is answered, else at the orderly end). In 'paper-out',
 * 'cover-open' and 'error' a receipt sent anyway waits in the printer's buffer (`buffered`)
 * and comes out when it is 'ok' again, as on a real printer. 'offline' is switched off: it
 * takes no connection and drops the ones open, losing what it had not processed.
 */
export class PrinterSink {
  readonly receipts: string[] = [];
  /** Received while the printer could not print; printed on the way back to 'ok'. */
  readonly buffered: string[] = [];
  /** How many status questions it answered (or, offline, dropped). */
  statusQueries = 0;
  private state: PrinterState = 'ok';
  private readonly sockets = new Set<Socket>();
  private readonly lines = new WeakMap<Socket, PrinterLine>();

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
        this.lines.get(socket)?.cut();
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
    const line = new PrinterLine();
    this.lines.set(socket, line);
    const print = (bytes: Uint8Array | null) => {
      if (!bytes) return;
      const text = Buffer.from(bytes).toString('latin1');
      if (this.state === 'ok' || this.state === 'paper-near-end') this.receipts.push(text);
      else this.buffered.push(text);
    };
    socket.on('data', (chunk: Buffer) => {
      const { answer, taken } = line.receive(chunk, this.state);
      print(taken);
      if (answer.length > 0) {
        this.statusQueries += 1;
        socket.write(Uint8Array.from(answer));
      }
    });
    socket.on('end', () => print(line.end()));
  }
}
