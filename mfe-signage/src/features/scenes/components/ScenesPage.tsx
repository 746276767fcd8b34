import { Form, Input, type InputProps, InputNumber, Select, Space, Switch } from 'antd';
import { CrudPage, type ListColumn } from '@bestellwerk/admin-kit';
import {
  signageApi,
  type Scene,
  type SignageSegment,
  type SignageStream,
} from '@bestellwerk/api-client';
import { DEFAULT_TIME_ZONE } from '@bestellwerk/domain';
import { ERRORS } from '../../../shared/errors';
import { OptionErrors, useOptions } from '../../../shared/useOptions';
import {
  FULL_SCREEN_ZONE,
  followName,
  scenePayload,
  sceneValues,
  type SceneFormValues,
} from '../state/sceneForm';
import { screenAspect } from '../state/zoneGeometry';
import { ScenePreview } from './ScenePreview';
import { ZoneFields } from './ZoneFields';

/** The name field: path and identifier follow it until someone types their own. */
function NameInput({ onChange, ...props }: InputProps) {
  const form = Form.useFormInstance<SceneFormValues>();
  return (
    <Input
      {...props}
      onChange={(event) => {
        form.setFieldsValue(followName(form.getFieldsValue(true), event.target.value));
        onChange?.(event);
      }}
    />
  );
}

const columns: ListColumn<Scene>[] = [
  { key: 'name', title: 'Name', dataIndex: 'name', sortField: 'name' },
  {
    key: 'path',
    title: 'Adresse',
    render: (_, scene) => (
      <a href={scene.playerUrl} target="_blank" rel="noreferrer">
        {scene.playerUrl}
      </a>
    ),
  },
  { key: 'branch', title: 'Filiale', render: (_, scene) => scene.branch?.name ?? 'alle' },
  { key: 'zones', title: 'Zonen', render: (_, scene) => scene.zones.length },
];

const ORIENTATIONS = [
  { value: 'landscape', label: 'Querformat' },
  { value: 'portrait', label: 'Hochformat' },
];

export function ScenesPage() {
  const branchesChoices = useOptions('branches');
  const branches = branchesChoices.options;
  const streamsChoices = useOptions('streams');
  const segmentsChoices = useOptions('segments');
  const segmentItems = (segmentsChoices.data?.items ?? []) as unknown as SignageSegment[];
  const streams = streamsChoices.options;
  // The options hooks keep the loaded entities: full streams for the now/next preview,
  // branches for their time zone.
  const streamItems = (streamsChoices.data?.items ?? []) as unknown as SignageStream[];
  const branchItems = (branchesChoices.data?.items ?? []) as unknown as {
    id: number;
    timezone?: string;
  }[];
  const timeZoneOf = (id: number | null | undefined) =>
    branchItems.find((branch) => branch.id === id)?.timezone || undefined;
  return (
    <CrudPage<Scene, SceneFormValues>
      above={<OptionErrors of={[branchesChoices, streamsChoices, segmentsChoices]} />}
      resource={signageApi.scenes}
      noun={{ article: 'Die', singular: 'Szene', plural: 'Szenen' }}
      columns={columns}
      loadError={ERRORS.scenes.load}
      defaultSort="name"
      filters={[{ type: 'search', name: 'search', placeholder: 'Szenen suchen' }]}
      create={{ label: 'Neue Szene', primary: true }}
      remove="drawer"
      titleOf={(scene) => `Szene „${scene.name}“`}
      stayOpen
      width={760}
      toValues={sceneValues}
      defaults={{
        isPublic: true,
        background: '#000000',
        width: 1920,
        height: 1080,
        orientation: 'landscape',
        zones: [FULL_SCREEN_ZONE],
      }}
      toPayload={scenePayload}
      form={
        <>
          <Form.Item name="id" hidden>
            <Input />
          </Form.Item>
          <Form.Item name="savedPath" hidden>
            <Input />
          </Form.Item>
          <Form.Item name="name" label="Name">
            <NameInput />
          </Form.Item>
          <Form.Item name="identifier" label="Kennung">
            <Input />
          </Form.Item>
          <Form.Item name="path" label="Pfad" extra="Adresse des Players: /signage/{Pfad}">
            <Input addonBefore="/signage/" />
          </Form.Item>
          <Form.Item name="branch" label="Filiale">
            <Select options={branches} allowClear placeholder="alle Filialen" />
          </Form.Item>
          <Space>
            <Form.Item name="isPublic" label="Öffentlich" valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="background" label="Hintergrund">
              <Input type="color" style={{ width: 64 }} />
            </Form.Item>
          </Space>
          <Space wrap>
            <Form.Item name="width" label="Breite (px)">
              <InputNumber
                controls={false}
                min={160}
                max={7680}
                precision={0}
                style={{ width: 110 }}
              />
            </Form.Item>
            <Form.Item name="height" label="Höhe (px)">
              <InputNumber
                controls={false}
                min={160}
                max={7680}
                precision={0}
                style={{ width: 110 }}
              />
            </Form.Item>
            <Form.Item name="orientation" label="Ausrichtung">
              <Select options={ORIENTATIONS} style={{ width: 160 }} />
            </Form.Item>
          </Space>
          <ZoneFields streamOptions={streams} streams={streamItems} timeZoneOf={timeZoneOf} />
          <Form.Item noStyle shouldUpdate>
            {(form) => {
              const values = form.getFieldsValue(true) as SceneFormValues;
              const aspect = screenAspect(values.width, values.height, values.orientation);
              // The saved scene on its player; a new one has no address yet and is drawn
              // from the form alone, without a request.
              const saved = values.id && values.savedPath && values.isPublic !== false;
              return (
                <div style={{ marginTop: 16 }}>
                  <ScenePreview
                    zones={values.zones ?? []}
                    screen={aspect}
                    background={values.background}
                    streams={streamItems}
                    segments={segmentItems}
                    timeZone={timeZoneOf(values.branch) ?? DEFAULT_TIME_ZONE}
                  />
                  {saved && (
                    <>
                      <p style={{ margin: '12px 0 4px' }}>Player (gespeicherter Stand):</p>
                      <iframe
                        title="Vorschau"
                        src={`/signage/${values.savedPath}`}
                        style={{
                          width: '100%',
                          maxWidth: aspect.height > aspect.width ? 320 : '100%',
                          aspectRatio: `${aspect.width} / ${aspect.height}`,
                          border: 0,
                        }}
                      />
                    </>
                  )}
                </div>
              );
            }}
          </Form.Item>
        </>
      }
    />
  );
}
