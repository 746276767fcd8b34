import { Alert, Button, Collapse, Drawer, Empty, Flex, Grid, Spin, Typography } from 'antd';
import { api, formatDateTime, type Device, type Printout } from '@bestellwerk/api-client';
import { ErrorList, useEntityState } from '@bestellwerk/admin-kit';
import { hexDump } from '../state/deviceForm';

/** One ticket as the paper reads: monospace at the printer's width, emphasis kept. */
function Paper({ printout, columns }: { printout: Printout; columns: number }) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <div
        className="printout-paper"
        aria-label={`Ausdruck vom ${formatDateTime(printout.receivedAt)}`}
        style={{
          width: `${columns + 2}ch`,
          padding: '12px 1ch',
          background: '#fff',
          color: '#000',
          boxShadow: '0 1px 4px rgba(0, 0, 0, 0.25)',
          fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
          // The whole line on a phone too: a 48-column receipt is about 30 em wide.
          fontSize: `clamp(8px, calc((100vw - 64px) / ${(columns + 2) * 0.62}), 13px)`,
          lineHeight: 1.35,
          whiteSpace: 'pre',
        }}
      >
        {printout.lines.map((line, index) => (
          <div key={index}>
            {line.runs.length === 0
              ? ' '
              : line.runs.map((run, at) => (
                  <span
                    key={at}
                    style={{
                      fontWeight: run.bold ? 700 : undefined,
                      fontSize: run.large ? '200%' : undefined,
                      background: run.inverted ? '#000' : undefined,
                      color: run.inverted ? '#fff' : undefined,
                    }}
                  >
                    {run.text}
                  </span>
                ))}
          </div>
        ))}
        {printout.cut ? (
          <div aria-hidden style={{ borderTop: '1px dashed #8c8c8c', marginTop: 8 }} />
        ) : null}
      </div>
    </div>
  );
}

/** What the demo printer received, newest first, each as paper and as ESC/POS bytes. */
export function PrintoutsDrawer({
  device,
  onClose,
}: {
  device: Device | null;
  onClose: () => void;
}) {
  const printouts = useEntityState<Printout[]>({
    load: () => (device ? api.devices.printouts(device.id) : Promise.resolve([])),
    loadError: 'Ausdrucke konnten nicht geladen werden.',
    keys: [device?.id],
    enabled: device !== null,
  });
  const screens = Grid.useBreakpoint();
  return (
    <Drawer
      open={device !== null}
      onClose={onClose}
      title={device ? `Ausdrucke – ${device.name}` : ''}
      size={screens.md ? 640 : '100%'}
      extra={
        <Button onClick={printouts.reload} loading={printouts.loading}>
          Aktualisieren
        </Button>
      }
    >
      <ErrorList errors={printouts.errors} onDismiss={printouts.dismiss} />
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="Demodrucker"
        description="Dieser Drucker ist in den Demoshop eingebaut: Er nimmt Belege wie ein Netzwerk-Bondrucker entgegen (ESC/POS über TCP) und zeigt sie hier, statt sie auf Papier zu drucken."
      />
      {printouts.loading && !printouts.data ? <Spin /> : null}
      {printouts.data?.length === 0 ? (
        <Empty description="Noch nichts gedruckt. „Beleg drucken“ in einer Bestellung oder „Testdruck“ schickt einen Beleg hierher." />
      ) : null}
      <Flex vertical gap={24}>
        {(printouts.data ?? []).map((printout) => (
          <section key={printout.id}>
            <Typography.Text strong>{formatDateTime(printout.receivedAt)} Uhr</Typography.Text>
            <div style={{ margin: '8px 0' }}>
              <Paper printout={printout} columns={device?.columns ?? 48} />
            </div>
            <Collapse
              size="small"
              items={[
                {
                  key: 'bytes',
                  label: `ESC/POS-Bytes (${Math.floor((printout.bytes.length * 3) / 4)} Bytes)`,
                  children: (
                    <>
                      <pre style={{ fontSize: 11, maxHeight: 240, overflow: 'auto' }}>
                        {hexDump(printout.bytes)}
                      </pre>
                      <a
                        href={`data:application/octet-stream;base64,${printout.bytes}`}
                        download={`beleg-${printout.id}.bin`}
                      >
                        Bytes herunterladen
                      </a>
                    </>
                  ),
                },
              ]}
            />
          </section>
        ))}
      </Flex>
    </Drawer>
  );
}
