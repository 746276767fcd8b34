import { Button, Descriptions, Drawer, Empty, Flex, Grid } from 'antd';
import { api, formatDateTime, type Device, type DeviceLogs } from '@bestellwerk/api-client';
import { ErrorList, useEntityState } from '@bestellwerk/admin-kit';

const when = (iso: string | null) => (iso ? `${formatDateTime(iso)} Uhr` : '–');

/** A terminal's uploaded log lines; „Log anfordern“ asks it for fresh ones. */
export function LogsDrawer({
  device,
  onClose,
  onRequest,
}: {
  device: Device | null;
  onClose: () => void;
  onRequest: (device: Device) => Promise<unknown>;
}) {
  const logs = useEntityState<DeviceLogs>({
    load: () => api.devices.logs(device!.id),
    loadError: 'Log konnte nicht geladen werden.',
    keys: [device?.id],
    enabled: device !== null,
  });
  const screens = Grid.useBreakpoint();
  return (
    <Drawer
      open={device !== null}
      onClose={onClose}
      title={device ? `Log – ${device.name}` : ''}
      size={screens.md ? 640 : '100%'}
      extra={
        <Flex gap={8}>
          <Button onClick={() => device && void onRequest(device).then(logs.reload)}>
            Log anfordern
          </Button>
          <Button onClick={logs.reload} loading={logs.loading}>
            Aktualisieren
          </Button>
        </Flex>
      }
    >
      <ErrorList errors={logs.errors} onDismiss={logs.dismiss} />
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          {
            key: 'requested',
            label: 'Angefordert',
            children: when(logs.data?.requestedAt ?? null),
          },
          { key: 'uploaded', label: 'Übertragen', children: when(logs.data?.uploadedAt ?? null) },
        ]}
      />
      {logs.data && logs.data.lines.length === 0 ? (
        <Empty description="Das Gerät hat noch kein Log übertragen. „Log anfordern“ bittet es darum, sobald es verbunden ist." />
      ) : null}
      {logs.data && logs.data.lines.length > 0 ? (
        <pre
          aria-label="Logzeilen"
          style={{ fontSize: 12, whiteSpace: 'pre-wrap', background: '#f5f5f5', padding: 12 }}
        >
          {logs.data.lines.join('\n')}
        </pre>
      ) : null}
    </Drawer>
  );
}
