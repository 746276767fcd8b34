import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import type { SignageStream } from '@bestellwerk/api-client';
import { DEFAULT_TIME_ZONE } from '@bestellwerk/domain';
import { FULL_SCREEN_ZONE, type SceneFormValues, type ZoneValues } from '../state/sceneForm';
import { clampRect, screenAspect, type Rect } from '../state/zoneGeometry';
import { NowNextPreview } from './NowNextPreview';
import { ZoneEditor, zoneColour } from './ZoneEditor';

const NEW_ZONE: Rect = { x: 25, y: 25, width: 50, height: 50 };
const PERCENT = { min: 0, max: 100, precision: 0, style: { width: 80 } } as const;

/**
 * The zones of a scene: the editor on the screen's aspect, the same zones as number
 * fields (both write the same form values), and what plays in each zone now and next.
 */
export function ZoneFields({
  streamOptions,
  streams,
  timeZoneOf,
}: {
  streamOptions: { value: number; label: string }[];
  streams: SignageStream[];
  /** The time zone of a branch (the scene's), the chain's default without one. */
  timeZoneOf: (branchId: number | null | undefined) => string | undefined;
}) {
  const form = Form.useFormInstance<SceneFormValues>();
  const zones = (Form.useWatch('zones', form) ?? []) as ZoneValues[];
  const width = Form.useWatch('width', form) as number | undefined;
  const height = Form.useWatch('height', form) as number | undefined;
  const orientation = Form.useWatch('orientation', form) as string | undefined;
  const background = Form.useWatch('background', form) as string | undefined;
  const branch = Form.useWatch('branch', form) as number | null | undefined;

  const place = (index: number, update: (current: Rect) => Rect) => {
    const current = (form.getFieldValue(['zones', index]) ?? {}) as ZoneValues;
    form.setFieldValue(['zones', index], { ...current, ...update(clampRect(current)) });
  };
  // Typed numbers that would push a zone off the screen are pulled back when leaving the field.
  const settle = (index: number) => place(index, (current) => current);

  return (
    <>
      <ZoneEditor
        zones={zones}
        aspect={screenAspect(width, height, orientation)}
        background={background}
        onChange={place}
      />
      <Form.List name="zones">
        {(fields, { add, remove }) => (
          <div style={{ marginTop: 12 }}>
            {fields.map((field) => (
              <Space
                key={field.key}
                wrap
                align="end"
                // The colour of its rectangle on the canvas, to tell the rows apart.
                style={{
                  marginBottom: 12,
                  paddingLeft: 12,
                  borderLeft: `4px solid ${zoneColour(field.name)}`,
                }}
                aria-label={`Zone ${field.name + 1}`}
                role="group"
              >
                <Form.Item name={[field.name, 'name']} label="Zone">
                  <Input style={{ width: 140 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'key']} label="Schlüssel">
                  <Input style={{ width: 100 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'x']} label="X %">
                  <InputNumber controls={false} {...PERCENT} onBlur={() => settle(field.name)} />
                </Form.Item>
                <Form.Item name={[field.name, 'y']} label="Y %">
                  <InputNumber controls={false} {...PERCENT} onBlur={() => settle(field.name)} />
                </Form.Item>
                <Form.Item name={[field.name, 'width']} label="Breite %">
                  <InputNumber
                    controls={false}
                    {...PERCENT}
                    min={1}
                    onBlur={() => settle(field.name)}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'height']} label="Höhe %">
                  <InputNumber
                    controls={false}
                    {...PERCENT}
                    min={1}
                    onBlur={() => settle(field.name)}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'streamIds']} label="Streams">
                  <Select
                    mode="multiple"
                    showSearch={{ optionFilterProp: 'label' }}
                    options={streamOptions}
                    // Long „Stream – Filiale“ names wrap inside the drawer, not beyond it.
                    style={{ minWidth: 200, maxWidth: 'calc(100vw - 80px)' }}
                    placeholder="Streams wählen"
                  />
                </Form.Item>
                <Form.Item label=" " colon={false}>
                  <Button onClick={() => remove(field.name)}>Entfernen</Button>
                </Form.Item>
              </Space>
            ))}
            <Button
              onClick={() =>
                // A new zone starts as a quarter of the screen in the middle, to be dragged.
                add({
                  ...FULL_SCREEN_ZONE,
                  key: `zone-${fields.length + 1}`,
                  name: `Zone ${fields.length + 1}`,
                  ...NEW_ZONE,
                })
              }
            >
              Zone hinzufügen
            </Button>
          </div>
        )}
      </Form.List>
      <NowNextPreview
        zones={zones}
        streams={streams}
        timeZone={timeZoneOf(branch) ?? DEFAULT_TIME_ZONE}
      />
    </>
  );
}
