import { App as AntApp, Col, Form, Input, InputNumber, Row, Select, Switch, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { api, type DemoPrinterState, type Device } from '@bestellwerk/api-client';
import { PRINTER_STATE_LABELS, type PrinterState } from '@bestellwerk/domain';
import { CrudPage, ErrorList, useEntityActions, type ListColumn } from '@bestellwerk/admin-kit';
import { useSession } from '@bestellwerk/mf/session';
import {
  DEVICE_TYPE_LABELS,
  NEW_DEVICE,
  devicePayload,
  deviceStatus,
  toDeviceValues,
  type DeviceValues,
} from '../state/deviceForm';
import { DeviceActions, type DeviceActionHandlers } from './DeviceActions';
import { LogsDrawer } from './LogsDrawer';
import { PrintoutsDrawer } from './PrintoutsDrawer';

/** backoffice-api.md §8: the default texts when the server names no reason. */
const TEST_FAILED = 'Test nicht erfolgreich.';
const LOGS_FAILED = 'Log konnte nicht angefordert werden.';
const DEMO_SWITCH_FAILED = 'Demodrucker konnte nicht umgestellt werden.';

function columns(handlers: DeviceActionHandlers): ListColumn<Device>[] {
  return [
    { key: 'name', title: 'Name', dataIndex: 'name', sortField: 'name' },
    {
      key: 'type',
      title: 'Typ',
      // On a phone the name, the status and the buttons are what counts.
      responsive: ['md'],
      render: (_, device) => DEVICE_TYPE_LABELS[device.type] ?? device.type,
    },
    {
      key: 'branch',
      title: 'Filiale',
      responsive: ['md'],
      render: (_, device) => device.branch?.name ?? '–',
    },
    {
      key: 'address',
      title: 'Adresse',
      responsive: ['lg'],
      render: (_, device) => (device.host ? `${device.host}:${device.port}` : '–'),
    },
    {
      key: 'status',
      title: 'Status',
      render: (_, device) => {
        const status = deviceStatus(device, new Date());
        return <Tag color={status.color}>{status.label}</Tag>;
      },
    },
    {
      key: 'actions',
      title: 'Aktionen',
      render: (_, device) => <DeviceActions device={device} handlers={handlers} />,
    },
  ];
}

function DeviceFields({
  branches,
  printers,
}: {
  branches: { value: number; label: string }[];
  printers: Device[];
}) {
  const type = Form.useWatch<DeviceValues['type']>('type');
  const branch = Form.useWatch<number | null>('branch');
  const identifier = Form.useWatch<string | undefined>('identifier');
  // The backup is another printer of the same branch.
  const backups = printers
    .filter((printer) => printer.branch?.id === branch && printer.identifier !== identifier)
    .map((printer) => ({ value: printer.id, label: printer.name }));
  return (
    <>
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label="Name">
            <Input placeholder="z. B. Küchendrucker" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="identifier"
            label="Kennung"
            extra="Eindeutig, z. B. graz-kueche; ein Bestellterminal meldet sich damit an."
          >
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item name="type" label="Typ">
            <Select
              options={Object.entries(DEVICE_TYPE_LABELS).map(([value, label]) => ({
                value,
                label,
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="branch" label="Filiale">
            <Select options={branches} showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>
        </Col>
      </Row>
      {type !== 'terminal' ? (
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item
              name="host"
              label="Host"
              extra="IP-Adresse oder Name des Netzwerkdruckers (nur Administratoren)."
            >
              <Input placeholder="z. B. 192.168.1.50" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="port" label="Port">
              <InputNumber controls={false} min={1} max={65535} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="columns" label="Zeichen pro Zeile" extra="48 bei 80 mm, 32 bei 58 mm">
              <InputNumber controls={false} min={24} max={64} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      ) : null}
      <Row gutter={12}>
        <Col xs={12}>
          <Form.Item name="isEnabled" label="Aktiv" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        {type !== 'terminal' ? (
          <Col xs={12}>
            <Form.Item name="isAutoPrint" label="Neue Bestellungen drucken" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        ) : null}
      </Row>
      {type !== 'terminal' ? (
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item
              name="checksStatus"
              label="Status abfragen"
              valuePropName="checked"
              extra="Meldet „Kein Papier“, „Deckel offen“ und „Drucker offline“ auf der Bestellübersicht (ESC/POS). Nur für Drucker, die ihren Status senden."
            >
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="backupDeviceId"
              label="Ersatzdrucker"
              extra="Druckt die Bons, solange dieser Drucker nicht drucken kann; sie tragen den Vermerk „Ersatzdrucker“."
            >
              <Select allowClear placeholder="Kein Ersatzdrucker" options={backups} />
            </Form.Item>
          </Col>
        </Row>
      ) : null}
    </>
  );
}

/** Geräte: the printers and order terminals of the branches, with their tests and logs. */
export function DevicesPage() {
  const { message } = AntApp.useApp();
  const session = useSession();
  const actions = useEntityActions();
  const [logsOf, setLogsOf] = useState<Device | null>(null);
  const [printoutsOf, setPrintoutsOf] = useState<Device | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const [printers, setPrinters] = useState<Device[]>([]);
  useEffect(() => {
    api.devices
      .list({ type: 'printer', perPage: 100 })
      .then((page) => setPrinters(page.items))
      .catch(() => undefined);
  }, [refreshKey]);
  // A printer's status shows here as it changes (paper out, cover open, offline, back).
  useEffect(() => {
    const source = new EventSource(api.eventsUrl(), { withCredentials: true });
    source.addEventListener('device.printer-status', () => setRefreshKey((key) => key + 1));
    return () => source.close();
  }, []);
  const branches = (session?.branches ?? []).map((branch) => ({
    value: branch.id,
    label: branch.name,
  }));
  const requestLogs = (device: Device) =>
    actions.run(
      () => api.devices.requestLogs(device.id),
      LOGS_FAILED,
      () => {
        void message.success(`Log von „${device.name}“ angefordert.`);
      },
    );
  const handlers: DeviceActionHandlers = {
    testPrint: (device) =>
      void actions.run(
        () => api.devices.testPrint(device.id),
        TEST_FAILED,
        ({ delivered }) => {
          void message.success(
            delivered === 'printer'
              ? `Testdruck an „${device.name}“ gesendet.`
              : `„${device.name}“ druckt die Testseite.`,
          );
          setRefreshKey((key) => key + 1);
        },
      ),
    testNotification: (device) =>
      void actions.run(
        () => api.devices.testNotification(device.id),
        TEST_FAILED,
        () => {
          void message.success(`Testbenachrichtigung an „${device.name}“ gesendet.`);
        },
      ),
    showLogs: setLogsOf,
    showPrintouts: setPrintoutsOf,
    switchDemoState: (device, state) =>
      void actions.run(
        () => api.devices.switchDemoPrinter(device.id, state as DemoPrinterState),
        DEMO_SWITCH_FAILED,
        ({ printerStatus }) => {
          void message.info(
            `„${device.name}“ meldet jetzt: ${PRINTER_STATE_LABELS[printerStatus as PrinterState]}`,
          );
          setRefreshKey((key) => key + 1);
        },
      ),
  };
  return (
    <>
      <ErrorList errors={actions.errors} onDismiss={actions.dismiss} />
      <CrudPage<Device, DeviceValues>
        resource={api.devices}
        noun={{ article: 'Das', singular: 'Gerät', plural: 'Geräte' }}
        columns={columns(handlers)}
        defaultSort="name"
        refreshKey={refreshKey}
        filters={[
          { type: 'search', name: 'search', placeholder: 'Geräte suchen' },
          ...(branches.length > 1
            ? [
                {
                  type: 'select' as const,
                  name: 'branch',
                  placeholder: 'Filiale',
                  options: branches,
                },
              ]
            : []),
          {
            type: 'select',
            name: 'type',
            placeholder: 'Typ',
            options: Object.entries(DEVICE_TYPE_LABELS).map(([value, label]) => ({ value, label })),
          },
        ]}
        create={{ label: 'Neues Gerät', primary: true }}
        remove="drawer"
        titleOf={(device) => `Gerät „${device.name}“`}
        width={640}
        defaults={{ ...NEW_DEVICE, branch: branches[0]?.value ?? null }}
        toValues={toDeviceValues}
        toPayload={devicePayload}
        form={<DeviceFields branches={branches} printers={printers} />}
      />
      <LogsDrawer device={logsOf} onClose={() => setLogsOf(null)} onRequest={requestLogs} />
      <PrintoutsDrawer device={printoutsOf} onClose={() => setPrintoutsOf(null)} />
    </>
  );
}
