import { Tabs, Typography } from 'antd';
import { navigate, useHashPath } from '@bestellwerk/mf/router';
import { DevicesPage } from './features/devices/components/DevicesPage';
import { ScenesPage } from './features/scenes/components/ScenesPage';
import { SegmentsPage } from './features/segments/components/SegmentsPage';
import { StreamsPage } from './features/streams/components/StreamsPage';

const SECTIONS = [
  { key: 'devices', label: 'TVs', children: <DevicesPage /> },
  { key: 'scenes', label: 'Szenen', children: <ScenesPage /> },
  { key: 'streams', label: 'Streams', children: <StreamsPage /> },
  { key: 'segments', label: 'Filmsequenzen', children: <SegmentsPage /> },
];

/** Remote 'signage', './App': TVs, scenes, streams and segments (#/signage/<section>). */
export default function SignageApp() {
  const path = useHashPath();
  const section = path.split('/')[2];
  const active = SECTIONS.some((entry) => entry.key === section) ? section : 'devices';
  return (
    <div>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Digital Signage
      </Typography.Title>
      <Tabs
        activeKey={active}
        destroyOnHidden
        onChange={(key) => navigate(`/signage/${key}`)}
        items={SECTIONS}
      />
    </div>
  );
}
