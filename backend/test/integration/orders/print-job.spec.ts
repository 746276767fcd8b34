import { eventually } from '@bestellwerk/test-support';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { Device } from '../../../src/modules/devices/entities/device.entity';
import { PrintHandler } from '../../../src/modules/devices/print.handler';
import { CacheInvalidation } from '../../../src/modules/public-cache';
import { TestApi, startTestApi } from '../api/harness';
import { Shop, loadShop } from './order-fixtures';

/** A raw printer on loopback: every connection's bytes, as latin1 text. */
async function startPrinter(): Promise<{
  port: number;
  receipts: string[];
  close(): Promise<void>;
}> {
  const receipts: string[] = [];
  const server: Server = createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => {
      receipts.push(Buffer.concat(chunks).toString('latin1'));
      socket.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    receipts,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const document = (text: string) => Buffer.from(`\x1b@${text}\n`, 'latin1').toString('base64');

/** The print handler reads its device as it is at each job, on either database. */
describe(`print jobs and their device (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let shop: Shop;
  let handler: PrintHandler;
  let first: Awaited<ReturnType<typeof startPrinter>>;
  let second: Awaited<ReturnType<typeof startPrinter>>;
  let deviceId: number;

  beforeAll(async () => {
    api = await startTestApi({
      PRINTER_ALLOWED_NETWORKS: '127.0.0.1/32',
      PRINTER_ALLOWED_PORTS: '1024-65535',
    });
    shop = await loadShop(api);
    handler = api.app.get(PrintHandler);
    [first, second] = await Promise.all([startPrinter(), startPrinter()]);
    deviceId = (await savePrinter('print-job-spec', 'Küche')).id;
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await api?.close();
  });

  /** A network printer of the Graz branch at the first sink. */
  const savePrinter = (identifier: string, name = identifier) =>
    api.dataSource.getRepository(Device).save({
      identifier,
      name,
      type: 'printer',
      host: '127.0.0.1',
      port: first.port,
      branch: { id: shop.branch.graz },
      isEnabled: true,
      isAutoPrint: false,
    } as Partial<Device>);

  const update = (change: Partial<Device>) =>
    api.dataSource.getRepository(Device).update({ id: deviceId }, change);

  it('sends the receipt to the device’s printer', async () => {
    await handler.handle('order-print', { deviceId, document: document('Bon 1') });
    expect(first.receipts).toEqual([expect.stringContaining('Bon 1')]);
  });

  it('follows a change of the device at the very next job', async () => {
    await update({ port: second.port });
    await handler.handle('order-print', { deviceId, document: document('Bon 2') });
    expect(second.receipts).toEqual([expect.stringContaining('Bon 2')]);

    await update({ isEnabled: false });
    await handler.handle('order-print', { deviceId, document: document('Bon 3') });
    await update({ isEnabled: true, port: first.port });
    await handler.handle('order-print', { deviceId, document: document('Bon 4') });

    expect([...first.receipts, ...second.receipts].join()).not.toContain('Bon 3');
    expect(first.receipts).toEqual([
      expect.stringContaining('Bon 1'),
      expect.stringContaining('Bon 4'),
    ]);
  });

  it('reads the printer once for a rush of receipts, and again after the device changed', async () => {
    const printer = await savePrinter('print-job-spec-read-once');
    // A first receipt reads the printer, and its online mark is written: a heartbeat, which
    // keeps what was read (UNCACHED_COLUMNS).
    await handler.handle('order-print', { deviceId: printer.id, document: document('Erster') });
    const devices = api.dataSource.getRepository(Device);
    await eventually(
      async () => (await devices.findOneByOrFail({ id: printer.id })).lastSeenAt ?? undefined,
      { interval: 20 },
    );
    const reads = jest.spyOn(api.dataSource, 'query');
    const deviceReads = () =>
      reads.mock.calls.filter(([sql]) => /^SELECT .* FROM .device. WHERE/.test(String(sql))).length;
    try {
      for (let i = 0; i < 4; i++)
        await handler.handle('order-print', {
          deviceId: printer.id,
          document: document(`Eins ${i}`),
        });
      expect(deviceReads()).toBe(0);
      // A change of any device (here: this one moved to the second printer) is read anew.
      await api.dataSource.getRepository(Device).update({ id: printer.id }, { port: second.port });
      await handler.handle('order-print', { deviceId: printer.id, document: document('Zwei') });
      expect(deviceReads()).toBe(1);
      expect(second.receipts.some((receipt) => receipt.includes('Zwei'))).toBe(true);
      expect(first.receipts.filter((receipt) => receipt.includes('Eins'))).toHaveLength(4);
    } finally {
      reads.mockRestore();
    }
  });

  it("keeps every process's printer memos through a printer's heartbeat, and drops them on a real change", async () => {
    const invalidation = api.app.get(CacheInvalidation);
    const devices = api.dataSource.getRepository(Device);
    const beat = await savePrinter('print-job-spec-heartbeat');
    const before = invalidation.generation('devices');
    await handler.handle('order-print', { deviceId: beat.id, document: document('Puls') });
    let seen: Date | null = null;
    for (let tries = 0; tries < 50 && !seen; tries++) {
      seen = (await devices.findOneByOrFail({ id: beat.id })).lastSeenAt ?? null;
      if (!seen) await new Promise((done) => setTimeout(done, 20));
    }
    expect(seen).toBeInstanceOf(Date);
    // The same column through save(), which names its changed columns: still no change.
    await devices.save({
      ...(await devices.findOneByOrFail({ id: beat.id })),
      lastSeenAt: new Date(),
    });
    expect(invalidation.generation('devices')).toBe(before);
    // Anything else of a device, also beside the heartbeat, is one.
    await devices.update({ id: beat.id }, { lastSeenAt: new Date(), name: 'Theke' });
    expect(invalidation.generation('devices')).toBe(before + 1);
  });

  it('marks a printer as seen once for a rush of receipts, and a failed mark fails no receipt', async () => {
    const devices = api.dataSource.getRepository(Device);
    const rush = await savePrinter('print-job-spec-rush');
    const writes = jest.spyOn(devices, 'update');
    try {
      for (let i = 0; i < 5; i++)
        await handler.handle('order-print', { deviceId: rush.id, document: document(`Rush ${i}`) });
      expect(first.receipts.filter((receipt) => receipt.includes('Rush'))).toHaveLength(5);
      expect(writes.mock.calls.map(([criteria]) => criteria)).toEqual([{ id: rush.id }]);
      const seen = await eventually(
        async () => (await devices.findOneByOrFail({ id: rush.id })).lastSeenAt ?? undefined,
        { interval: 20 },
      );
      expect(seen).toBeInstanceOf(Date);

      // The database refuses the mark: the receipt is out and the job succeeds.
      const broken = await savePrinter('print-job-spec-broken');
      writes.mockRejectedValueOnce(new Error('Verbindung verloren'));
      await expect(
        handler.handle('order-print', { deviceId: broken.id, document: document('Trotzdem') }),
      ).resolves.toBeUndefined();
      expect(first.receipts.some((receipt) => receipt.includes('Trotzdem'))).toBe(true);
    } finally {
      writes.mockRestore();
    }
  });

  it('fails with a German reason for a device that is gone', async () => {
    await expect(
      handler.handle('order-print', { deviceId: 987654, document: document('Bon 5') }),
    ).rejects.toThrow('Das Gerät 987654 existiert nicht mehr.');
  });
});
