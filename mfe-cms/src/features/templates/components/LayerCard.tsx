import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Input, Radio, Row, Select, Space, Switch } from 'antd';
import { WholeNumberInput } from '@bestellwerk/admin-kit';
import { imageUrl } from '@bestellwerk/domain';
import type { ReactNode } from 'react';
import { TEXT_PLACEHOLDERS, layerSummary, type LayerValues } from '../state/layers';
import { defaultVariant, variantLabel, type TemplateChoices } from '../state/choices';
import { ColorField } from './ColorField';

type Path = (string | number)[];

const number = (name: Path, label: string, extra: { min?: number; max?: number } = {}) => (
  <Form.Item name={name} label={label} required>
    <WholeNumberInput {...extra} />
  </Form.Item>
);

const half = (children: ReactNode) => (
  <Col xs={12} sm={6}>
    {children}
  </Col>
);

/** One layer of a template: its place and size, then what its type needs. */
export function LayerCard({
  name,
  index,
  count,
  choices,
  onMove,
  onRemove,
}: {
  /** The layer's name in the Form.List. */
  name: number;
  index: number;
  count: number;
  choices: TemplateChoices;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const form = Form.useFormInstance();
  const layer = Form.useWatch(['layers', name], form) as LayerValues | undefined;
  const at = (field: string): Path => [name, field];
  return (
    <Card
      size="small"
      title={`Ebene ${index + 1} · ${layerSummary(layer)}`}
      aria-label={`Ebene ${index + 1}`}
      extra={
        <Space size={4}>
          <Button
            size="small"
            icon={<ArrowUpOutlined aria-hidden />}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
            aria-label="Nach vorne"
            title="Nach vorne (über die Ebene darüber)"
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined aria-hidden />}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
            aria-label="Nach hinten"
            title="Nach hinten (unter die Ebene darunter)"
          />
          <Button
            size="small"
            danger
            icon={<DeleteOutlined aria-hidden />}
            onClick={onRemove}
            aria-label="Ebene entfernen"
            title="Ebene entfernen"
          />
        </Space>
      }
    >
      <Form.Item name={at('id')} hidden>
        <Input />
      </Form.Item>
      <Form.Item name={at('type')} hidden>
        <Input />
      </Form.Item>
      {layer?.type === 'text' && <TextFields at={at} choices={choices} />}
      {layer?.type === 'image' && <ImageFields at={at} choices={choices} name={name} />}
      {layer?.type === 'shape' && <ShapeFields at={at} name={name} />}
      <Row gutter={12}>
        {half(number(at('x'), 'X (px)'))}
        {half(number(at('y'), 'Y (px)'))}
        {half(number(at('width'), 'Breite (px)', { min: 1 }))}
        {half(number(at('height'), 'Höhe (px)', { min: 1 }))}
      </Row>
      <Form.Item name={at('opacity')} label="Deckkraft (%)">
        <WholeNumberInput min={0} max={100} style={{ width: 120 }} />
      </Form.Item>
    </Card>
  );
}

function TextFields({ at, choices }: { at: (field: string) => Path; choices: TemplateChoices }) {
  const form = Form.useFormInstance();
  const fonts = choices.fonts.data ?? [];
  const family = Form.useWatch(['layers', ...at('fontFamily')], form) as string | undefined;
  const font = fonts.find((entry) => entry.family === family);
  return (
    <>
      <Form.Item
        name={at('text')}
        label="Text"
        extra={`Platzhalter für das Produkt (eine Kategorie füllt {name}, {description} und das Bild): ${TEXT_PLACEHOLDERS.map(
          (entry) => `${entry.key} (${entry.label})`,
        ).join(', ')}`}
      >
        <Input.TextArea rows={2} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name={at('fontFamily')} label="Schriftart" required>
            <Select
              showSearch
              optionFilterProp="label"
              loading={!choices.fonts.data && choices.fonts.errors.length === 0}
              options={fonts.map((entry) => ({ value: entry.family, label: entry.family }))}
              onChange={(next: string) =>
                form.setFieldValue(
                  ['layers', ...at('fontVariant')],
                  defaultVariant(fonts.find((entry) => entry.family === next)),
                )
              }
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name={at('fontVariant')} label="Schnitt" required>
            <Select
              options={(font?.variants ?? []).map((variant) => ({
                value: variant.variant,
                label: variantLabel(variant),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name={at('fontSize')} label="Schriftgröße (px)" required>
            <WholeNumberInput min={6} max={1000} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <ColorField name={at('color')} label="Farbe" required />
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name={at('align')} label="Ausrichtung">
            <Radio.Group
              optionType="button"
              options={[
                { value: 'left', label: 'Links' },
                { value: 'center', label: 'Mitte' },
                { value: 'right', label: 'Rechts' },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={12}>
          <Form.Item
            name={at('lineClamp')}
            label="Zeilen höchstens"
            extra="Leer: so viele, wie passen"
          >
            <WholeNumberInput min={1} max={20} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={12}>
          <Form.Item
            name={at('autoShrink')}
            label="Automatisch verkleinern"
            valuePropName="checked"
            extra="Bis der Text in den Rahmen passt"
          >
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

function ImageFields({
  at,
  name,
  choices,
}: {
  at: (field: string) => Path;
  name: number;
  choices: TemplateChoices;
}) {
  const source = Form.useWatch(['layers', name, 'source'], Form.useFormInstance()) as
    string | undefined;
  const images = choices.images.data?.items ?? [];
  return (
    <>
      <Form.Item name={at('source')} label="Quelle">
        <Radio.Group
          options={[
            { value: 'library', label: 'Bild aus der Mediathek' },
            { value: 'product', label: 'Bild des Produkts {image}' },
          ]}
        />
      </Form.Item>
      {source !== 'product' && (
        <Form.Item name={at('imageId')} label="Bild" required>
          <Select
            showSearch
            optionFilterProp="title"
            placeholder="Bild aus der Mediathek wählen"
            loading={!choices.images.data && choices.images.errors.length === 0}
            notFoundContent="Keine Bilder in der Mediathek"
            options={images.map((image) => ({
              value: image.id,
              title: image.name,
              label: (
                <Space>
                  <img
                    src={imageUrl(image, 'icon')}
                    alt=""
                    style={{ width: 24, height: 24, objectFit: 'cover', verticalAlign: 'middle' }}
                  />
                  {image.name}
                </Space>
              ),
            }))}
          />
        </Form.Item>
      )}
      <Row gutter={12}>
        <Col xs={24} sm={14}>
          <Form.Item name={at('fit')} label="Einpassung">
            <Select
              options={[
                { value: 'cover', label: 'Ausfüllen (Ränder werden abgeschnitten)' },
                { value: 'contain', label: 'Einpassen (ganzes Bild sichtbar)' },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={10}>
          <Form.Item name={at('radius')} label="Eckenradius (px)">
            <WholeNumberInput min={0} max={2000} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

function ShapeFields({ at, name }: { at: (field: string) => Path; name: number }) {
  const shape = Form.useWatch(['layers', name, 'shape'], Form.useFormInstance()) as
    string | undefined;
  return (
    <Row gutter={12}>
      <Col xs={24} sm={10}>
        <Form.Item name={at('shape')} label="Form">
          <Select
            options={[
              { value: 'rect', label: 'Rechteck' },
              { value: 'rounded', label: 'Abgerundetes Rechteck' },
              { value: 'circle', label: 'Kreis / Ellipse' },
            ]}
          />
        </Form.Item>
      </Col>
      <Col xs={12} sm={7}>
        <ColorField name={at('fill')} label="Füllfarbe" required />
      </Col>
      {shape === 'rounded' && (
        <Col xs={12} sm={7}>
          <Form.Item name={at('radius')} label="Eckenradius (px)">
            <WholeNumberInput min={0} max={2000} />
          </Form.Item>
        </Col>
      )}
    </Row>
  );
}
