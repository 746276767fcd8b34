import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { PrinterLine, type PrinterState } from '@bestellwerk/domain';
import { AppConfig, DEMO_PRINTER_HOST } from '../../config/app-config';
import { previewEscPos, type PrintedPage } from './escpos-preview';

/** Printouts kept per demo printer; older ones are deleted as new ones arrive. */
export const DEMO_PRINTOUTS_KEPT = 50;
/** A receipt is a few kilobytes; anything far larger is not one and is cut off. */
const MAX_PRINTOUT_BYTES = 1024 * 1024;

export interface Printout extends PrintedPage {
  /** File name under DATA_DIR/demo-printer/<port>/, newest sorts last. */
  id: string;
  receivedAt: string;
  /** The ESC/POS bytes exactly as received, base64. */
  bytes: string;
}

const printoutDir = (config: AppConfig, port: number) =>
  join(config.dataDir, 'demo-printer', String(port));

/** Whether a device's address is one of this process's demo printers. */
export function isDemoPrinter(
  config: AppConfig,
  device: { type: string; host: string | null; port: number },
): boolean {
  return device.type === 'printer' && config.isDemoPrinterAddress(device.host, device.port);
}

/** What the demo printer on this port received, newest first. */
export async function readPrintouts(
  config: AppConfig,
  port: number,
  limit = 20,
): Promise<Printout[]> {
  const dir = printoutDir(config, port);
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.bin'))
    .sort()
    .reverse()
    .slice(0, limit);
  return Promise.all(
    names.map(async (name) => {
      const bytes = await readFile(join(dir, name));
      return {
        id: name.replace(/\.bin$/, ''),
        receivedAt: new Date(Number(name.split('-')[0])).toISOString(),
        bytes: bytes.toString('base64'),
        ...previewEscPos(bytes),
      };
    }),
  );
}

/**
 * The demo printer: raw TCP listeners on 127.0.0.1 (one port per demo branch) that take what
 * a receipt printer would be sent and keep it as a file. Like an ESC/POS printer it answers
 * the real-time status queries (DLE EOT 1, 2, 4) and nothing else, in the state the back
 * office switched it to (paper out, cover open, offline — to try the printer alarm), and
 * takes a receipt as libs/domain's PrinterLine says; when 'offline' it takes no connection
 * and drops the open ones, as a printer that is switched off. Runs in the
 * API process only, and only when DEMO_PRINTER is on. The state lives in this process
 * (a demo's toy: a restart brings paper back).
 */
@Injectable()
export class DemoPrinter implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(DemoPrinter.name);
  private readonly servers: Server[] = [];
  private readonly started: number[] = [];
  private sequence = 0;
  private readonly states = new Map<number, PrinterState>();
  /** Per port, the connections open now and how far each is processed. */
  private readonly lines = new Map<number, Map<Socket, PrinterLine>>();

  constructor(private readonly config: AppConfig) {}

  /** The ports this process really listens on (a port another program holds is missing). */
  get ports(): number[] {
    return [...this.started];
  }

  /** The ports it was asked for (DEMO_PRINTER_PORT and the next three), empty when it is off. */
  get configuredPorts(): number[] {
    return this.config.demoPrinterPorts;
  }

  /** The state the printer on `port` is in ('ok' unless switched). */
  state(port: number): PrinterState {
    return this.states.get(port) ?? 'ok';
  }

  setState(port: number, state: PrinterState): void {
    this.states.set(port, state);
    if (state !== 'offline') return;
    // Switched off: the open connections drop, and what they had not processed is gone.
    for (const [socket, line] of this.openLines(port)) {
      line.cut();
      socket.destroy();
    }
  }

  private openLines(port: number): Map<Socket, PrinterLine> {
    let lines = this.lines.get(port);
    if (!lines) this.lines.set(port, (lines = new Map()));
    return lines;
  }

  async onApplicationBootstrap(): Promise<void> {
    for (const port of this.config.demoPrinterPorts) {
      if (await this.listen(port)) this.started.push(port);
    }
    if (this.started.length > 0) {
      this.logger.log(`Demodrucker empfängt auf ${DEMO_PRINTER_HOST}:${this.started.join(', ')}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(
      this.servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
    );
  }

  private async listen(port: number): Promise<boolean> {
    const dir = printoutDir(this.config, port);
    await mkdir(dir, { recursive: true });
    const server = createServer((socket) => {
      socket.on('error', () => undefined);
      if (this.state(port) === 'offline') {
        socket.destroy();
        return;
      }
      const line = new PrinterLine(MAX_PRINTOUT_BYTES);
      this.openLines(port).set(socket, line);
      socket.on('close', () => this.openLines(port).delete(socket));
      // What it processed of this connection, kept as one printout when the line closes.
      const parts: Uint8Array[] = [];
      let kept: Promise<void> | null = null;
      const keepPrintout = () =>
        (kept ??= this.keep(dir, Buffer.concat(parts)).catch((error: Error) =>
          this.logger.warn(`Demodrucker ${port}: Ausdruck nicht gespeichert (${error.message}).`),
        ));
      socket.on('data', (chunk: Buffer) => {
        const { answer, taken } = line.receive(chunk, this.state(port));
        if (taken) parts.push(taken);
        if (answer.length > 0) socket.write(Uint8Array.from(answer));
      });
      socket.on('end', () => {
        const rest = line.end();
        if (rest) parts.push(rest);
        void keepPrintout().finally(() => socket.end());
      });
      // Cut (switched off) or dropped: what it had processed is still printed.
      socket.on('close', () => void keepPrintout());
    });
    const started = await new Promise<boolean>((resolve) => {
      server.once('error', (error: NodeJS.ErrnoException) => {
        // Another program has the port: the shop runs on, only this printer is missing.
        this.logger.warn(
          `Demodrucker: Port ${DEMO_PRINTER_HOST}:${port} ist nicht verfügbar (${error.code}); DEMO_PRINTER_PORT auf einen freien Port setzen.`,
        );
        resolve(false);
      });
      server.listen(port, DEMO_PRINTER_HOST, () => resolve(true));
    });
    if (started) this.servers.push(server);
    return started;
  }

  private async keep(dir: string, bytes: Buffer): Promise<void> {
    if (bytes.length === 0) return;
    const name = `${Date.now()}-${String(this.sequence++).padStart(6, '0')}-${randomBytes(3).toString('hex')}.bin`;
    await writeFile(join(dir, name), bytes);
    const names = (await readdir(dir)).filter((file) => file.endsWith('.bin')).sort();
    await Promise.all(
      names
        .slice(0, Math.max(0, names.length - DEMO_PRINTOUTS_KEPT))
        .map((old) => rm(join(dir, old), { force: true })),
    );
  }
}
