import { Table, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { SignageStream } from '@bestellwerk/api-client';
import { streamLabel } from '../../../shared/streamLabel';
import { changeLabel, zonesNowNext, type ZoneStreams } from '../state/nowNext';

const REFRESH_MS = 30_000;

/**
 * „Was läuft jetzt / als Nächstes“ for the zones as they stand in the form (saved or not):
 * per zone the stream the player shows now and the next change, in the branch's time zone.
 */
export function NowNextPreview({
  zones,
  streams,
  timeZone,
  title = 'Was läuft jetzt / als Nächstes',
}: {
  title?: string;
  zones: ZoneStreams[];
  streams: SignageStream[];
  timeZone: string;
}) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const rows = useMemo(
    () => zonesNowNext(zones, streams, now, timeZone),
    [zones, streams, now, timeZone],
  );
  const clock = new Intl.DateTimeFormat('de-AT', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  return (
    <section aria-label="Was läuft jetzt" style={{ marginTop: 16 }}>
      <Typography.Title level={5} style={{ marginBottom: 4 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8, fontSize: 12 }}>
        Stand {clock} Uhr ({timeZone}), nach den Zeitfenstern und Prioritäten der Streams – so wählt
        auch der Player.
      </Typography.Paragraph>
      <Table
        size="small"
        pagination={false}
        rowKey={(row) => row.key}
        dataSource={rows}
        scroll={{ x: true }}
        columns={[
          { key: 'zone', title: 'Zone', render: (_, row) => row.name },
          {
            key: 'now',
            title: 'Jetzt',
            render: (_, row) =>
              row.isEmpty ? (
                <Tag>kein Stream zugeordnet</Tag>
              ) : row.now ? (
                <span>
                  {streamLabel(row.now)}
                  {row.now.isInterrupt && (
                    <Tag color="red" style={{ marginLeft: 6 }}>
                      Unterbrechung
                    </Tag>
                  )}
                </span>
              ) : (
                <Tag color="warning">nichts (außerhalb der Zeitfenster)</Tag>
              ),
          },
          {
            key: 'next',
            title: 'Als Nächstes',
            render: (_, row) =>
              row.isEmpty
                ? '–'
                : row.next
                  ? `${changeLabel(row.next.at, now, timeZone)}: ${row.next.stream ? streamLabel(row.next.stream) : 'nichts'}`
                  : 'keine Änderung in den nächsten 24 Stunden',
          },
        ]}
      />
    </section>
  );
}
