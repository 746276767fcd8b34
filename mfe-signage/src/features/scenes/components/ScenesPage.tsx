import { Button, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { CrudPage, type ListColumn } from '@bestellwerk/admin-kit';
import { signageApi, type Scene } from '@bestellwerk/api-client';
import { ERRORS } from '../../../shared/errors';
import { OptionErrors, useOptions } from '../../../shared/useOptions';
import {
  FULL_SCREEN_ZONE,
  scenePayload,
  sceneValues,
  type SceneFormValues,
} from '../state/sceneForm';
import { ZoneLayout } from './ZoneLayout';

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

const PERCENT = { min: 0, max: 100, style: { width: 80 } } as const;

export function ScenesPage() {
  const branchesChoices = useOptions('branches');
  const branches = branchesChoices.options;
  const streamsChoices = useOptions('streams');
  const streams = streamsChoices.options;
  return (
    <CrudPage<Scene, SceneFormValues>
      above={<OptionErrors of={[branchesChoices, streamsChoices]} />}
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
      defaults={{ isPublic: true, background: '#000000', zones: [FULL_SCREEN_ZONE] }}
      toPayload={scenePayload}
      form={
        <>
          <Form.Item name="name" label="Name">
            <Input />
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
          <Form.List name="zones">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} wrap align="end" style={{ marginBottom: 8 }}>
                    <Form.Item name={[field.name, 'name']} label="Zone">
                      <Input style={{ width: 140 }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'key']} label="Schlüssel">
                      <Input style={{ width: 100 }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'x']} label="X %">
                      <InputNumber {...PERCENT} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'y']} label="Y %">
                      <InputNumber {...PERCENT} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'width']} label="Breite %">
                      <InputNumber {...PERCENT} min={1} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'height']} label="Höhe %">
                      <InputNumber {...PERCENT} min={1} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'streamIds']} label="Streams">
                      <Select mode="multiple" options={streams} style={{ minWidth: 200 }} />
                    </Form.Item>
                    <Button onClick={() => remove(field.name)}>Entfernen</Button>
                  </Space>
                ))}
                <Button
                  onClick={() => add({ ...FULL_SCREEN_ZONE, key: `zone-${fields.length + 1}` })}
                >
                  Zone hinzufügen
                </Button>
              </>
            )}
          </Form.List>
          <Form.Item noStyle shouldUpdate>
            {(form) => {
              const path = form.getFieldValue('path') as string | undefined;
              return (
                <div style={{ marginTop: 16 }}>
                  <ZoneLayout zones={form.getFieldValue('zones') ?? []} />
                  {path && form.getFieldValue('isPublic') !== false && (
                    <>
                      <p style={{ margin: '12px 0 4px' }}>Vorschau (gespeicherter Stand):</p>
                      <iframe
                        title="Vorschau"
                        src={`/signage/${path}`}
                        style={{ width: '100%', aspectRatio: '16 / 9', border: 0 }}
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
