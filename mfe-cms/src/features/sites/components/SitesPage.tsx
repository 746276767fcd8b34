import { App, Button, Col, Form, Grid, Input, Row, Select, Space, Switch, Tag } from 'antd';
import { CrudPage, type ListColumn } from '@bestellwerk/admin-kit';
import { cmsApi, errorMessage, type Site } from '@bestellwerk/api-client';
import { readSiteTypes, type CmsSiteType } from '@bestellwerk/domain';
import { useEffect, useState } from 'react';
import { ERRORS } from '../../../shared/errors';
import { sitePayload, toSiteValues, type SiteFormValues } from '../state/siteForm';
import { BlocksField } from './BlocksField';
import { LivePreview } from './LivePreview';
import { SiteAssistant, storefrontUrl } from './SiteAssistant';
import { useSlugFrom } from '../state/useSlugFrom';

/** The path follows the name as a German slug („Über uns“ → ueber-uns) until typed by hand. */
function PathField() {
  const touched = useSlugFrom('name', 'path');
  return (
    <Form.Item name="path" label="Pfad" required extra="z. B. ueber-uns oder ueber-uns/team">
      <Input addonBefore="/" onChange={touched} />
    </Form.Item>
  );
}

function PublishButton({ site, onDone }: { site: Site; onDone: () => void }) {
  const { message } = App.useApp();
  const pending = !site.isPublic || !!site.draft;
  return pending ? (
    <Button
      size="small"
      type="primary"
      onClick={(event) => {
        event.stopPropagation();
        cmsApi.publishSite(site.id).then(
          () => {
            void message.success(`„${site.name}“ ist veröffentlicht.`);
            onDone();
          },
          (error: unknown) =>
            void message.error(
              errorMessage(error, 'Die Seite konnte nicht veröffentlicht werden.'),
            ),
        );
      }}
    >
      Veröffentlichen
    </Button>
  ) : null;
}

/** #/sites: the shop's pages, their blocks edited in forms generated from the site type. */
export function SitesPage() {
  const [types, setTypes] = useState<CmsSiteType[]>([]);
  const [refresh, setRefresh] = useState(0);
  // The live preview stays open from one site to the next; the drawer widens for it.
  const [previewing, setPreviewing] = useState(false);
  // Side by side on a wide screen (the preview stays in view while the form scrolls),
  // above the form on a narrow one.
  const wide = !!Grid.useBreakpoint().xl && previewing;
  useEffect(() => {
    cmsApi.siteTypes().then(
      (loaded) => setTypes(readSiteTypes(loaded)),
      () => undefined,
    );
  }, []);

  const columns: ListColumn<Site>[] = [
    { key: 'name', title: 'Name', dataIndex: 'name', sortField: 'name' },
    {
      key: 'path',
      title: 'Pfad',
      sortField: 'path',
      render: (_, site) => (
        <a
          href={storefrontUrl(site.path)}
          target="_blank"
          rel="noreferrer"
          onClick={(event) => event.stopPropagation()}
        >
          /{site.path}
        </a>
      ),
    },
    {
      key: 'state',
      title: 'Status',
      render: (_, site) => (
        <Space>
          {site.isPublic ? <Tag color="green">Veröffentlicht</Tag> : <Tag>Entwurf</Tag>}
          {site.draft ? <Tag color="orange">Änderungen offen</Tag> : null}
          <PublishButton site={site} onDone={() => setRefresh((n) => n + 1)} />
        </Space>
      ),
    },
  ];

  return (
    <CrudPage<Site, SiteFormValues>
      resource={cmsApi.sites}
      noun={{ article: 'Die', singular: 'Seite', plural: 'Seiten' }}
      title="Seiten"
      columns={columns}
      loadError={ERRORS.sites.load}
      defaultSort="path"
      refreshKey={refresh}
      filters={[{ type: 'search', name: 'search', placeholder: 'Seiten suchen' }]}
      create={{ label: 'Neue Seite', primary: true }}
      remove="drawer"
      titleOf={(site) => `Seite „${site.name}“`}
      width={wide ? 1280 : 720}
      toValues={toSiteValues}
      defaults={{ type: 'default', isPublic: false, content: [] }}
      toPayload={sitePayload}
      // After a save the drawer shows the saved page, with „Seite ansehen“ at hand.
      stayOpen
      form={
        <Row gutter={24}>
          {previewing ? (
            <Col
              xs={24}
              xl={{ span: 12, order: 2 }}
              style={
                wide
                  ? { position: 'sticky', top: 0, alignSelf: 'flex-start', marginBottom: 16 }
                  : { marginBottom: 16 }
              }
            >
              <LivePreview />
            </Col>
          ) : null}
          <Col xs={24} xl={previewing ? { span: 12, order: 1 } : 24}>
            <SiteAssistant
              tools={
                <Button aria-pressed={previewing} onClick={() => setPreviewing((open) => !open)}>
                  Live-Vorschau
                </Button>
              }
              onChanged={() => setRefresh((n) => n + 1)}
              blockLabels={Object.fromEntries(
                types.flatMap((type) => type.blocks.map((block) => [block.type, block.label])),
              )}
            />
            <Form.Item name="name" label="Name" required>
              <Input />
            </Form.Item>
            <PathField />
            <Form.Item name="type" label="Seitentyp">
              <Select options={types.map((type) => ({ value: type.type, label: type.label }))} />
            </Form.Item>
            <Form.Item name="title" label="Titel">
              <Input />
            </Form.Item>
            <Form.Item name="description" label="Beschreibung">
              <Input.TextArea rows={2} />
            </Form.Item>
            <Form.Item name="isPublic" label="Veröffentlicht" valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item noStyle shouldUpdate={(before, after) => before.type !== after.type}>
              {({ getFieldValue }) => (
                <BlocksField siteType={types.find((type) => type.type === getFieldValue('type'))} />
              )}
            </Form.Item>
          </Col>
        </Row>
      }
    />
  );
}
