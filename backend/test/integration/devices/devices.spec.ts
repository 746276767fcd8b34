import { filter, firstValueFrom, take, timeout, toArray } from 'rxjs';
import { LiveEvents } from '../../../src/modules/live-events/live-event';
import { DevicePrinter } from '../../../src/modules/devices/device-printer';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Client, TestApi, countRows, startTestApi } from '../api/harness';
import {
  OrderBody,
  Shop,
  WEDNESDAY_NOON,
  loadShop,
  resetOrderRate,
  setClock,
  takeawayDraft,
} from '../orders/order-fixtures';
import { eventually } from '@bestellwerk/test-support';

/** A network receipt printer on an ephemeral port: keeps every connection's bytes. */
async function startPrinter(): Promise<{
  port: number;
  received: Buffer[];
  close(): Promise<void>;
}> {
  const received: Buffer[] = [];
  const server: Server = createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => received.push(Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Something else listening on a port: speaks first (a banner) or answers what it gets. */
async function startNonPrinter(mode: 'banner' | 'answer'): Promise<{
  port: number;
  close(): Promise<void>;
}> {
  const server: Server = createServer((socket) => {
    socket.on('error', () => undefined);
    // Read everything, as a real service does, so the connection ends and close() returns.
    socket.resume();
    if (mode === 'banner') socket.write('SSH-2.0-OpenSSH_9.2\r\n');
    else socket.once('data', () => socket.end('HTTP/1.1 400 Bad Request\r\n\r\n'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A port nobody listens on: opened, noted, closed. */
async function closedPort(): Promise<number> {
  const printer = await startPrinter();
  await printer.close();
  return printer.port;
}

const containsText = (bytes: Buffer, text: string) => bytes.includes(Buffer.from(text, 'latin1'));

describe(`devices: printers and terminals (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let shop: Shop;
  let admin: Client;
  let employee: Client;
  let printer: Awaited<ReturnType<typeof startPrinter>>;

  beforeAll(async () => {
    // The sinks listen on 127.0.0.1 and ephemeral ports; nothing else is a printer here.
    api = await startTestApi({
      PRINTER_ALLOWED_NETWORKS: '127.0.0.1/32',
      PRINTER_ALLOWED_PORTS: '1024-65535',
    });
    shop = await loadShop(api);
    setClock(api, WEDNESDAY_NOON);
    admin = await api.admin();
    employee = await api.employee();
    printer = await startPrinter();
  });
  afterAll(async () => {
    await printer.close();
    await api.close();
  });

  const createDevice = (client: Client, body: Record<string, unknown>) =>
    client.post<{ id: number }>('/api/devices', {
      identifier: `dev-${Math.random().toString(36).slice(2, 8)}`,
      name: 'Küchendrucker',
      type: 'printer',
      branch: { id: shop.branch.graz },
      host: '127.0.0.1',
      port: printer.port,
      ...body,
    });

  describe('set-up', () => {
    it('refuses a printer without host, a port out of range and a foreign branch, writing nothing', async () => {
      const before = await countRows(api, 'device');
      const noHost = await createDevice(admin, { host: null });
      expect(noHost.status).toBe(422);
      expect(noHost.body.errors?.[0]).toEqual({
        field: 'host',
        message: '„Host“ ist erforderlich.',
      });
      const badPort = await createDevice(admin, { port: 70000 });
      expect(badPort.status).toBe(422);
      expect(badPort.body.errors?.[0].field).toBe('port');
      const foreign = await createDevice(employee, { branch: { id: shop.branch.wien } });
      expect(foreign.status).toBe(403);
      expect(await countRows(api, 'device')).toBe(before);
    });

    it('lets an employee set up terminals and list only their own branch’s devices', async () => {
      const own = await createDevice(employee, { type: 'terminal', host: null, name: 'Theke' });
      expect(own.status).toBe(201);
      await createDevice(admin, { branch: { id: shop.branch.wien }, name: 'Wien Küche' });
      const list = await employee.get<{ name: string; branch: { id: number } }[]>('/api/devices');
      const names = (list.body.data as { name: string; branch: { id: number } }[]).map(
        (d) => d.name,
      );
      expect(names).toContain('Theke');
      expect(names).not.toContain('Wien Küche');
    });

    it('leaves where a printer connects to administrators; employees edit the rest', async () => {
      const before = await countRows(api, 'device');
      const refusedCreate = await createDevice(employee, { name: 'Eigener Drucker' });
      expect(refusedCreate.status).toBe(403);
      expect(refusedCreate.body.errors).toEqual([
        { message: 'Nur Administratoren können Host und Port eines Geräts ändern.' },
      ]);
      expect(await countRows(api, 'device')).toBe(before);

      const created = await createDevice(admin, { name: 'Bar', isAutoPrint: false });
      expect(created.status).toBe(201);
      const id = (created.body.data as { id: number }).id;
      for (const change of [
        { host: '127.0.0.1', port: 9100 },
        { host: '10.0.0.5' },
        { port: 2000 },
      ]) {
        const reply = await employee.put(`/api/devices/${id}`, { name: 'Bar neu', ...change });
        expect(reply.status).toBe(403);
      }
      expect((await admin.get(`/api/devices/${id}`)).body.data).toMatchObject({
        name: 'Bar',
        host: '127.0.0.1',
        port: printer.port,
      });
      // The whole form sent back unchanged, with a new name, is fine.
      const renamed = await employee.put(`/api/devices/${id}`, {
        name: 'Bar neu',
        host: '127.0.0.1',
        port: printer.port,
        columns: 32,
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body.data).toMatchObject({ name: 'Bar neu', columns: 32, host: '127.0.0.1' });
      // …and the branch's staff still test it.
      expect((await employee.post(`/api/devices/${id}/test/print`, {})).status).toBe(200);
    });

    it('keeps printers inside the allowed networks and ports, for administrators too', async () => {
      const created = await createDevice(admin, { name: 'Kasse', isAutoPrint: false });
      const id = (created.body.data as { id: number }).id;
      const before = await countRows(api, 'device');
      const outsideNet = await createDevice(admin, { host: '192.168.1.20' });
      expect(outsideNet.status).toBe(422);
      expect(outsideNet.body.errors).toEqual([
        {
          field: 'host',
          message: 'Der „Host“ liegt in keinem für Drucker freigegebenen Netz (127.0.0.1/32).',
        },
      ]);
      const lowPort = await admin.put(`/api/devices/${id}`, { port: 22 });
      expect(lowPort.status).toBe(422);
      expect(lowPort.body.errors).toEqual([
        {
          field: 'port',
          message: 'Der „Port“ ist für Drucker nicht freigegeben (erlaubt: 1024-65535).',
        },
      ]);
      expect(await countRows(api, 'device')).toBe(before);
      expect((await admin.get(`/api/devices/${id}`)).body.data).toMatchObject({
        port: printer.port,
      });
      const moved = await admin.put(`/api/devices/${id}`, { host: '127.0.0.1', port: 4000 });
      expect(moved.status).toBe(200);
    });

    it('refuses a printer whose host is removed later', async () => {
      const created = await createDevice(admin, { isAutoPrint: false });
      const id = (created.body.data as { id: number }).id;
      const reply = await admin.put(`/api/devices/${id}`, { host: null });
      expect(reply.status).toBe(422);
      expect(reply.body.errors?.[0].field).toBe('host');
    });
  });

  describe('tests from the back office', () => {
    it('prints a German test page on the printer', async () => {
      const created = await createDevice(admin, { name: 'Testdrucker', isAutoPrint: false });
      const id = (created.body.data as { id: number }).id;
      const count = printer.received.length;
      const reply = await admin.post(`/api/devices/${id}/test/print`, {});
      expect(reply.status).toBe(200);
      const bytes = await eventually(() => printer.received[count]);
      expect([...bytes.subarray(0, 2)]).toEqual([0x1b, 0x40]);
      expect(containsText(bytes, 'Testdruck')).toBe(true);
      expect(containsText(bytes, `127.0.0.1:${printer.port}`)).toBe(true);
    });

    it('answers one generic error however the printer fails, so no port state shows', async () => {
      const banner = await startNonPrinter('banner');
      const answering = await startNonPrinter('answer');
      const closed = await closedPort();
      const replies = [];
      for (const port of [closed, banner.port, answering.port]) {
        const created = await createDevice(admin, { port, isAutoPrint: false });
        const id = (created.body.data as { id: number }).id;
        const reply = await employee.post(`/api/devices/${id}/test/print`, {});
        replies.push({ status: reply.status, body: reply.body });
      }
      await banner.close();
      await answering.close();
      for (const reply of replies) {
        expect(reply).toEqual({
          status: 502,
          body: {
            errors: [{ message: 'Test nicht erfolgreich. Der Drucker ist nicht erreichbar.' }],
          },
        });
      }
    });

    it('checks the address again when connecting, for rows saved before the rules', async () => {
      // A sink on 127.0.0.2 — loopback, but outside the allowed 127.0.0.1/32.
      const received: Buffer[] = [];
      const server = createServer((socket) => socket.on('data', (chunk) => received.push(chunk)));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
      const created = await createDevice(admin, { isAutoPrint: false });
      const id = (created.body.data as { id: number }).id;
      await api.dataSource.query(`UPDATE device SET host = '127.0.0.2', port = ? WHERE id = ?`, [
        (server.address() as AddressInfo).port,
        id,
      ]);
      const reply = await admin.post(`/api/devices/${id}/test/print`, {});
      await new Promise((resolve) => server.close(resolve));
      expect(reply.status).toBe(502);
      expect(reply.body.errors?.[0].message).toBe(
        'Test nicht erfolgreich. Der Drucker ist nicht erreichbar.',
      );
      expect(received).toEqual([]);
    });

    it('asks only terminals for notifications and logs, and keeps what they upload', async () => {
      const printerDevice = await createDevice(admin, { isAutoPrint: false });
      const printerId = (printerDevice.body.data as { id: number }).id;
      const refused = await admin.post(`/api/devices/${printerId}/request-device-logs`, {});
      expect(refused.status).toBe(409);
      expect(refused.body.errors?.[0].message).toBe(
        'Log konnte nicht angefordert werden. Nur Bestellterminals können Benachrichtigungen und Logs übertragen.',
      );

      const terminal = await createDevice(admin, {
        type: 'terminal',
        host: null,
        name: 'Tablet Theke',
      });
      expect(terminal.status).toBe(201);
      const id = (terminal.body.data as { id: number }).id;
      // The terminal hears both through the branch's event stream.
      const heard = firstValueFrom(
        api.app
          .get(LiveEvents)
          .stream({ branchIds: [shop.branch.graz] })
          .pipe(
            filter((event) => event.deviceId === id),
            take(2),
            toArray(),
            timeout(5000),
          ),
      );
      expect((await admin.post(`/api/devices/${id}/test/notification`, {})).status).toBe(200);
      const requested = await admin.post(`/api/devices/${id}/request-device-logs`, {});
      expect(requested.status).toBe(200);
      expect((await heard).map((event) => event.type)).toEqual([
        'device.test',
        'device.logs-requested',
      ]);

      const tooLong = await employee.post(`/api/devices/${id}/logs`, { lines: ['x'.repeat(251)] });
      expect(tooLong.status).toBe(422);
      expect(tooLong.body.errors?.[0].message).toBe(
        'Eine Logzeile darf höchstens 250 Zeichen lang sein.',
      );
      const upload = await employee.post(`/api/devices/${id}/logs`, {
        lines: ['12:00:01 Verbunden', '12:00:05 Neue Bestellung Nr. 3 – Ton gespielt'],
      });
      expect(upload.status).toBe(200);
      const logs = await admin.get<{ lines: string[]; requestedAt: string | null }>(
        `/api/devices/${id}/logs`,
      );
      expect(logs.body.data).toMatchObject({
        lines: ['12:00:01 Verbunden', '12:00:05 Neue Bestellung Nr. 3 – Ton gespielt'],
        requestedAt: expect.any(String),
      });
    });
  });

  describe('orders on the printer', () => {
    it('prints a new order by itself and again on demand, through the worker', async () => {
      await api.startWorker();
      await createDevice(admin, { name: 'Küche automatisch', isAutoPrint: true });
      await resetOrderRate(api);
      const placed = await api.client().post<OrderBody>('/api/orders', takeawayDraft(shop));
      expect(placed.status).toBe(201);
      const order = placed.body.data as OrderBody;
      const ticket = `Nr. ${order.ticketNumber}`;
      const first = await eventually(() =>
        printer.received.find((bytes) => containsText(bytes, ticket)),
      );
      expect(containsText(first, 'Espresso')).toBe(true);
      expect(containsText(first, 'Abholung')).toBe(true);

      const printed = await admin.post<{ jobs: number }>(`/api/orders/${order.id}/print`, {});
      expect(printed.status).toBe(200);
      // Every enabled printer of Graz gets the receipt, not only the automatic ones.
      const printers = (
        (await admin.get(`/api/devices?branch=${shop.branch.graz}&type=printer`)).body.data as {
          isEnabled: boolean;
        }[]
      ).filter((device) => device.isEnabled).length;
      expect(printed.body.data).toEqual({ jobs: printers });
      await eventually(() =>
        printer.received.filter((bytes) => containsText(bytes, ticket)).length >= 2
          ? true
          : undefined,
      );
    });

    it('reads a branch’s automatic printers once for a rush of orders, and anew after a change', async () => {
      const devicePrinter = api.app.get(DevicePrinter) as unknown as {
        printers(branchId: number, autoOnly: boolean): Promise<unknown[]>;
      };
      const created = await createDevice(admin, { name: 'Küche Ansturm', isAutoPrint: true });
      expect(created.status).toBe(201);
      const id = (created.body.data as { id: number }).id;
      const printJobs = async (orderId: number) =>
        (
          await api.dataSource.query(
            'SELECT jobKey FROM job_outbox WHERE jobKey LIKE ? ORDER BY jobKey',
            [`print.order.${orderId}.device.%.auto`],
          )
        ).map((row: { jobKey: string }) => Number(row.jobKey.split('.')[4]));
      const place = async () => {
        await resetOrderRate(api);
        const placed = await api.client().post<OrderBody>('/api/orders', takeawayDraft(shop));
        expect(placed.status).toBe(201);
        return (placed.body.data as OrderBody).id;
      };
      const reads = jest.spyOn(devicePrinter, 'printers');
      try {
        const rush = await Promise.all([place(), place(), place(), place()]);
        expect(reads).toHaveBeenCalledTimes(1);
        for (const orderId of rush) expect(await printJobs(orderId)).toContain(id);

        // Switched off in the back office: the very next order does not print on it.
        const off = await admin.put(`/api/devices/${id}`, { isEnabled: false });
        expect(off.status).toBe(200);
        const after = await place();
        expect(reads).toHaveBeenCalledTimes(2);
        expect(await printJobs(after)).not.toContain(id);
      } finally {
        reads.mockRestore();
      }
    });

    it('shows the receipt as a printable page to the branch’s staff only', async () => {
      await resetOrderRate(api);
      const placed = await api
        .client()
        .post<OrderBody>('/api/orders', takeawayDraft(shop, { firstName: '<b>Lena</b>' }));
      const order = placed.body.data as OrderBody;
      const page = await employee.request('GET', `/api/orders/${order.id}/receipt`);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      const html = (page.body as unknown as { raw: string }).raw;
      expect(html).toContain(`Nr. ${order.ticketNumber}`);
      expect(html).toContain('&lt;b&gt;Lena&lt;/b&gt;');
      expect((await api.client().get(`/api/orders/${order.id}/receipt`)).status).toBe(401);
    });

    it('says so when the branch has no printer', async () => {
      await resetOrderRate(api);
      const wienDraft = takeawayDraft(shop, { branch: { id: shop.branch.wien } });
      const placed = await api.client().post<OrderBody>('/api/orders', wienDraft);
      if (placed.status !== 201) throw new Error(JSON.stringify(placed.body));
      const order = placed.body.data as OrderBody;
      await admin.delete(
        `/api/devices/${((await admin.get(`/api/devices?branch=${shop.branch.wien}`)).body.data as { id: number }[])[0].id}`,
      );
      const reply = await admin.post(`/api/orders/${order.id}/print`, {});
      expect(reply.status).toBe(409);
      expect(reply.body.errors?.[0].message).toBe(
        'Für diese Filiale ist kein Drucker eingerichtet.',
      );
    });
  });
});
