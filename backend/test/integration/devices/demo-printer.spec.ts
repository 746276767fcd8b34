import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { AppConfig } from '../../../src/config/app-config';
import { insertDemoPrinters } from '../../../src/database/seeds/demo-printers.seed';
import { eventually, freePortRun } from '@bestellwerk/test-support';
import { Client, TestApi, startTestApi } from '../api/harness';
import {
  OrderBody,
  Shop,
  WEDNESDAY_NOON,
  loadShop,
  resetOrderRate,
  setClock,
  takeawayDraft,
} from '../orders/order-fixtures';

interface DeviceBody {
  id: number;
  name: string;
  host: string;
  port: number;
  isDemoPrinter: boolean;
  branch: { id: number };
}
interface PrintoutBody {
  id: string;
  bytes: string;
  cut: boolean;
  lines: { runs: { text: string; large: boolean }[] }[];
}
const paper = (printout: PrintoutBody) =>
  printout.lines.map((line) => line.runs.map((run) => run.text).join('')).join('\n');

describe(`the demo printer (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let shop: Shop;
  let admin: Client;
  let employee: Client;
  let port: number;

  beforeAll(async () => {
    port = await freePortRun(4);
    // The printer networks stay at their production default: the demo printer needs no opening.
    api = await startTestApi({ DEMO_PRINTER: 'true', DEMO_PRINTER_PORT: String(port) });
    await api.dataSource.transaction((manager) =>
      insertDemoPrinters(manager, api.app.get(AppConfig).demoPrinterPorts),
    );
    shop = await loadShop(api);
    setClock(api, WEDNESDAY_NOON);
    admin = await api.admin();
    employee = await api.employee();
  });
  afterAll(() => api.close());

  const demoPrinterOf = async (branchId: number) => {
    const list = await admin.get<DeviceBody[]>(`/api/devices?branch=${branchId}&type=printer`);
    return (list.body.data as DeviceBody[]).find(
      (device) => device.isDemoPrinter && device.name.startsWith('Demodrucker'),
    )!;
  };

  it('gives every demo branch its own demo printer on 127.0.0.1', async () => {
    const printers = await Promise.all(
      [shop.branch.graz, shop.branch.wien].map((branch) => demoPrinterOf(branch)),
    );
    expect(printers.map((printer) => [printer.host, printer.port])).toEqual([
      ['127.0.0.1', port],
      ['127.0.0.1', port + 1],
    ]);
    expect(printers[0].name).toBe('Demodrucker Graz Hauptplatz');
  });

  it('prints „Beleg drucken“ and shows the ticket: the ESC/POS bytes and how the paper reads', async () => {
    await api.startWorker();
    const graz = await demoPrinterOf(shop.branch.graz);
    await resetOrderRate(api);
    const placed = await api.client().post<OrderBody>('/api/orders', takeawayDraft(shop));
    expect(placed.status).toBe(201);
    const order = placed.body.data as OrderBody;
    const ticket = `Nr. ${order.ticketNumber}`;
    const printed = await employee.post<{ jobs: number }>(`/api/orders/${order.id}/print`, {});
    expect(printed.status).toBe(200);
    // The automatic print of the new order and the one asked for.
    const printouts = await eventually(async () => {
      const reply = await employee.get<PrintoutBody[]>(`/api/devices/${graz.id}/printouts`);
      const found = (reply.body.data as PrintoutBody[]).filter((p) => paper(p).includes(ticket));
      return found.length >= 2 ? found : undefined;
    });
    // A printer that took a receipt counts as online on the devices screen.
    await eventually(async () => {
      const reply = await employee.get<DeviceBody & { lastSeenAt: string | null }>(
        `/api/devices/${graz.id}`,
      );
      return (reply.body.data as { lastSeenAt: string | null }).lastSeenAt ?? undefined;
    });
    const [latest] = printouts;
    expect(paper(latest)).toContain('Espresso');
    expect(paper(latest)).toContain('Abholung');
    expect(latest.cut).toBe(true);
    const big = latest.lines.flatMap((line) => line.runs).find((run) => run.text === ticket);
    expect(big?.large).toBe(true);
    // ESC @ first: the bytes are the printer's, not the preview's.
    expect(Buffer.from(latest.bytes, 'base64').subarray(0, 2)).toEqual(Buffer.from([0x1b, 0x40]));

    // Wien's demo printer got nothing of Graz.
    const wien = await demoPrinterOf(shop.branch.wien);
    const wienPrintouts = await admin.get<PrintoutBody[]>(`/api/devices/${wien.id}/printouts`);
    expect(wienPrintouts.body.data).toEqual([]);
  });

  it('prints the test page on the demo printer', async () => {
    const graz = await demoPrinterOf(shop.branch.graz);
    const reply = await employee.post(`/api/devices/${graz.id}/test/print`, {});
    expect(reply.status).toBe(200);
    const [latest] = (await employee.get<PrintoutBody[]>(`/api/devices/${graz.id}/printouts`)).body
      .data as PrintoutBody[];
    expect(paper(latest)).toContain('Umlaute: ÄÖÜ äöü ß €');
  });

  it('keeps the printouts to its own branch and refuses them for any other device', async () => {
    const wien = await demoPrinterOf(shop.branch.wien);
    expect((await employee.get(`/api/devices/${wien.id}/printouts`)).status).toBe(404);
    const terminal = await admin.post<{ id: number }>('/api/devices', {
      identifier: 'theke-demo',
      name: 'Theke',
      type: 'terminal',
      branch: { id: shop.branch.graz },
    });
    const reply = await admin.get(
      `/api/devices/${(terminal.body.data as { id: number }).id}/printouts`,
    );
    expect(reply.status).toBe(409);
    expect(reply.body.errors).toEqual([
      { message: 'Nur der Demodrucker bewahrt seine Ausdrucke auf.' },
    ]);
  });

  describe('switched to paper out, cover open or offline from the back office (issue 36)', () => {
    interface HealthBody extends DeviceBody {
      checksStatus: boolean;
      printerStatus: string | null;
      demoState: string | null;
      backupDeviceId: number | null;
    }
    const statusOf = async (id: number) =>
      (await admin.get<HealthBody>(`/api/devices/${id}`)).body.data as HealthBody;

    afterAll(async () => {
      const graz = await demoPrinterOf(shop.branch.graz);
      await admin.post(`/api/devices/${graz.id}/demo-state`, { state: 'ok' });
    });

    it('answers its status as switched, and the device row says so at once', async () => {
      const graz = await demoPrinterOf(shop.branch.graz);
      expect((await statusOf(graz.id)).checksStatus).toBe(true);
      for (const [state, status] of [
        ['paper-out', 'paper-out'],
        ['cover-open', 'cover-open'],
        ['paper-near-end', 'paper-near-end'],
        ['offline', 'offline'],
        ['ok', 'ok'],
      ]) {
        const reply = await employee.post(`/api/devices/${graz.id}/demo-state`, { state });
        expect(reply.status).toBe(200);
        expect(reply.body.data).toEqual({ state, printerStatus: status });
        expect(await statusOf(graz.id)).toMatchObject({ demoState: state, printerStatus: status });
      }
    });

    it('takes parallel switches: the printer and its row end in the same state', async () => {
      const graz = await demoPrinterOf(shop.branch.graz);
      const states = ['paper-out', 'ok', 'cover-open', 'offline', 'paper-near-end'];
      const replies = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          admin.post(`/api/devices/${graz.id}/demo-state`, { state: states[index % 5] }),
        ),
      );
      expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
      const final = await statusOf(graz.id);
      expect(final.printerStatus).toBe(final.demoState);
    });

    it('switched off, drops its open lines: a receipt it confirmed is printed, one it did not is gone', async () => {
      const graz = await demoPrinterOf(shop.branch.graz);
      await employee.post(`/api/devices/${graz.id}/demo-state`, { state: 'ok' });
      const open = async (bytes: Buffer, answers: number) => {
        const socket = connect(graz.port, '127.0.0.1');
        socket.on('error', () => undefined);
        const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
        const answered = new Promise<Buffer>((resolve) => {
          const received: Buffer[] = [];
          socket.on('data', (chunk: Buffer) => {
            received.push(chunk);
            if (Buffer.concat(received).length >= answers) resolve(Buffer.concat(received));
          });
        });
        await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
        socket.write(bytes);
        return { closed, answered };
      };
      const confirmed = `BESTAETIGT-${randomUUID()}`;
      const unconfirmed = `UNBESTAETIGT-${randomUUID()}`;
      const half = await open(Buffer.from(`${unconfirmed}\n`, 'latin1'), 0);
      const whole = await open(
        Buffer.concat([Buffer.from(`${confirmed}\n`, 'latin1'), Buffer.from([0x10, 0x04, 0x01])]),
        1,
      );
      // The answer to the closing DLE EOT 1 says the printer has the receipt.
      expect([...(await whole.answered)]).toEqual([0x12]);
      await employee.post(`/api/devices/${graz.id}/demo-state`, { state: 'offline' });
      await Promise.all([half.closed, whole.closed]);
      await employee.post(`/api/devices/${graz.id}/demo-state`, { state: 'ok' });
      const printed = await eventually(async () => {
        const reply = await employee.get<PrintoutBody[]>(`/api/devices/${graz.id}/printouts`);
        const texts = (reply.body.data as PrintoutBody[]).map(paper);
        return texts.some((text) => text.includes(confirmed)) ? texts : undefined;
      });
      expect(printed.filter((text) => text.includes(confirmed))).toHaveLength(1);
      expect(printed.some((text) => text.includes(unconfirmed))).toBe(false);
    });

    it('refuses a state it does not know, other printers and other branches, in German', async () => {
      const graz = await demoPrinterOf(shop.branch.graz);
      const bad = await admin.post(`/api/devices/${graz.id}/demo-state`, { state: 'kaputt' });
      expect(bad.status).toBe(422);
      expect(bad.body.errors?.[0].field).toBe('state');
      const none = await admin.post(`/api/devices/${graz.id}/demo-state`, {});
      expect(none.status).toBe(422);
      const wien = await demoPrinterOf(shop.branch.wien);
      // The demo employee works in Graz only.
      expect(
        (await employee.post(`/api/devices/${wien.id}/demo-state`, { state: 'ok' })).status,
      ).toBe(404);
      const other = await admin.post<{ id: number }>('/api/devices', {
        identifier: 'echter-drucker',
        name: 'Echter Drucker',
        type: 'printer',
        host: '10.0.0.50',
        branch: { id: shop.branch.graz },
      });
      const reply = await admin.post(
        `/api/devices/${(other.body.data as { id: number }).id}/demo-state`,
        { state: 'paper-out' },
      );
      expect(reply.status).toBe(409);
      expect(reply.body.errors).toEqual([
        {
          message:
            'Nur der Demodrucker lässt sich auf Papierende, Deckel offen oder offline stellen.',
        },
      ]);
      expect((await statusOf(graz.id)).demoState).not.toBe('kaputt');
    });

    it('sends the next ticket to Wien’s seeded backup printer, marked „Ersatzdrucker“, while its own has no paper', async () => {
      await api.startWorker();
      await resetOrderRate(api);
      const wien = await demoPrinterOf(shop.branch.wien);
      const list = await admin.get<(DeviceBody & { backupDeviceId: number | null })[]>(
        `/api/devices?branch=${shop.branch.wien}&type=printer`,
      );
      const backup = (list.body.data as (DeviceBody & { backupDeviceId: number | null })[]).find(
        (device) => device.name === 'Ersatzdrucker Wien Neubau',
      )!;
      expect([backup.host, backup.port, backup.isDemoPrinter]).toEqual([
        '127.0.0.1',
        port + 3,
        true,
      ]);
      expect(
        (list.body.data as { id: number; backupDeviceId: number | null }[]).find(
          (device) => device.id === wien.id,
        )!.backupDeviceId,
      ).toBe(backup.id);
      const backupId = backup.id;
      // An administrator may set up another printer on a demo printer's port (127.0.0.1 is
      // no printer network otherwise); an employee may not.
      const extra = {
        identifier: 'demo-zweiter',
        name: 'Zweiter Bondrucker',
        type: 'printer',
        host: '127.0.0.1',
        port: port + 2,
        isAutoPrint: false,
        branch: { id: shop.branch.wien },
      };
      expect((await employee.post('/api/devices', extra)).status).toBe(403);
      const second = await admin.post<{ id: number }>('/api/devices', extra);
      expect(second.status).toBe(201);
      const elsewhere = await admin.post('/api/devices', {
        ...extra,
        identifier: 'demo-dritter',
        port: port + 4,
      });
      expect(elsewhere.status).toBe(422);
      await admin.delete(`/api/devices/${(second.body.data as { id: number }).id}`);
      await admin.post(`/api/devices/${wien.id}/demo-state`, { state: 'paper-out' });
      const placed = await api
        .client()
        .post<OrderBody>(
          '/api/orders',
          takeawayDraft(shop, { branch: { id: shop.branch.wien }, comment: 'Ersatz bitte' }),
        );
      expect(placed.status).toBe(201);
      const ticket = (placed.body.data as OrderBody).ticketNumber;
      const printout = await eventually(async () => {
        const list = (await admin.get<PrintoutBody[]>(`/api/devices/${backupId}/printouts`)).body
          .data as PrintoutBody[];
        const found = list.find((entry) => paper(entry).includes(`Nr. ${ticket}`));
        if (!found) throw new Error('not on the backup yet');
        return found;
      });
      expect(paper(printout)).toContain('*** Ersatzdrucker ***');
      expect(paper(printout)).toContain('statt Demodrucker Wien Neubau');
      await admin.post(`/api/devices/${wien.id}/demo-state`, { state: 'ok' });
      const own = (await admin.get<PrintoutBody[]>(`/api/devices/${wien.id}/printouts`)).body
        .data as PrintoutBody[];
      expect(own.filter((entry) => paper(entry).includes(`Nr. ${ticket}`))).toEqual([]);
    });
  });
});
