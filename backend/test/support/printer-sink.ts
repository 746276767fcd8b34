import { AddressInfo, Server, createServer } from 'node:net';

/** A network receipt printer: every connection's bytes, decoded as latin1 text. */
export class PrinterSink {
  readonly receipts: string[] = [];
  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(): Promise<PrinterSink> {
    const receipts: string[] = [];
    const server = createServer((socket) => {
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('end', () => receipts.push(Buffer.concat(chunks).toString('latin1')));
      socket.on('error', () => undefined);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const sink = new PrinterSink(server, (server.address() as AddressInfo).port);
    (sink as { receipts: string[] }).receipts = receipts;
    return sink;
  }

  /** How many receipts carry `marker` (each order's comment holds one). */
  count(marker: string): number {
    return this.receipts.filter((text) => text.includes(marker)).length;
  }

  close(): Promise<void> {
    return new Promise((done) => this.server.close(() => done()));
  }
}
