import { Tabs, Typography } from 'antd';
import { navigate, useHashPath } from '@bestellwerk/mf/router';
import { MEDIA_SECTIONS } from './features/media/routes';

// Issue 16 adds its sections (sites, blocks, …) beside these; the integrator joins the lists.
const SECTIONS = [...MEDIA_SECTIONS];

/** Remote 'cms', './App': content and media (#/cms/<section>). */
export default function CmsApp() {
  const path = useHashPath();
  const section = path.split('/')[2];
  const active = SECTIONS.some((entry) => entry.key === section) ? section : SECTIONS[0].key;
  return (
    <div>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Inhalte
      </Typography.Title>
      <Tabs
        activeKey={active}
        destroyOnHidden
        onChange={(key) => navigate(`/cms/${key}`)}
        items={SECTIONS}
      />
    </div>
  );
}
