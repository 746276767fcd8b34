import { Button, Card, Checkbox, Col, Form, Input, Row, Select, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { FIELD_KINDS, INPUT_KINDS, fieldIdFrom, newField } from '../state/formNode';

const FIELDS = ['content', 'fields'] as const;

/** The options of a select field: one label each, in the order the visitor sees them. */
function OptionsList({ index }: { index: number }) {
  return (
    <Form.Item label="Auswahlmöglichkeiten" required>
      <Form.List name={[index, 'value', 'options']}>
        {(options, { add, remove }) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {options.map((option, position) => (
              <Space.Compact key={option.key} style={{ width: '100%' }}>
                <Form.Item
                  name={[option.name, 'label']}
                  noStyle
                  rules={[{ required: true, message: 'Bitte eine Bezeichnung eingeben.' }]}
                >
                  <Input aria-label={`Möglichkeit ${position + 1}`} />
                </Form.Item>
                <Button
                  onClick={() => remove(option.name)}
                  aria-label={`Möglichkeit ${position + 1} entfernen`}
                >
                  ✕
                </Button>
              </Space.Compact>
            ))}
            <Button size="small" onClick={() => add({ label: '' })}>
              Möglichkeit hinzufügen
            </Button>
          </Space>
        )}
      </Form.List>
    </Form.Item>
  );
}

/** Its children only while field `index` has the type `type` (Eingabeart, Auswahlmöglichkeiten). */
function WhenType({ index, type, children }: { index: number; type: string; children: ReactNode }) {
  return (
    <Form.Item
      noStyle
      shouldUpdate={(before, after) =>
        before.content?.fields?.[index]?.type !== after.content?.fields?.[index]?.type
      }
    >
      {(form) => (form.getFieldValue([...FIELDS, index, 'type']) === type ? children : null)}
    </Form.Item>
  );
}

/** „Feld 2: E-Mail“, following the label as it is typed. */
function FieldTitle({ index, name }: { index: number; name: number }) {
  const label = (Form.useWatch([...FIELDS, name, 'value', 'label']) as string | undefined)?.trim();
  return <>{`Feld ${index + 1}${label ? `: ${label}` : ''}`}</>;
}

/**
 * The fields of a form node: add, remove and reorder; per field its label, key, kind
 * (input with its kind, checkbox, select with options), whether it is required and a help
 * text. Names follow the request body, so the server's errors appear under their fields.
 */
export function FormFieldsEditor() {
  const form = Form.useFormInstance();
  return (
    <Form.Item label="Felder" required>
      <Form.List name={[...FIELDS]}>
        {(entries, { add, remove, move }, { errors }) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {entries.map((entry, index) => {
              return (
                <Card
                  key={entry.key}
                  size="small"
                  title={<FieldTitle index={index} name={entry.name} />}
                  aria-label={`Feld ${index + 1}`}
                  role="group"
                  extra={
                    <Space size={4}>
                      <Button
                        size="small"
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                        aria-label={`Feld ${index + 1} nach oben`}
                      >
                        ↑
                      </Button>
                      <Button
                        size="small"
                        disabled={index === entries.length - 1}
                        onClick={() => move(index, index + 1)}
                        aria-label={`Feld ${index + 1} nach unten`}
                      >
                        ↓
                      </Button>
                      <Button size="small" danger onClick={() => remove(index)}>
                        Entfernen
                      </Button>
                    </Space>
                  }
                >
                  <Row gutter={12}>
                    <Col xs={24} md={12}>
                      <Form.Item
                        name={[entry.name, 'value', 'label']}
                        label="Beschriftung"
                        required
                      >
                        <Input
                          onBlur={(event) => {
                            const idPath = [...FIELDS, entry.name, 'value', 'fieldId'];
                            if ((form.getFieldValue(idPath) as string | undefined)?.trim()) return;
                            const others = (
                              (form.getFieldValue([...FIELDS]) ?? []) as {
                                value?: { fieldId?: string };
                              }[]
                            )
                              .map((field) => field?.value?.fieldId ?? '')
                              .filter(Boolean);
                            if (event.target.value.trim())
                              form.setFieldValue(idPath, fieldIdFrom(event.target.value, others));
                          }}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={12}>
                      <Form.Item
                        name={[entry.name, 'value', 'fieldId']}
                        label="Feld-ID"
                        tooltip="Schlüssel der Antwort in Einsendungen und CSV; wird aus der Beschriftung gebildet."
                      >
                        <Input placeholder="z. B. e-mail" />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={12}>
                      <Form.Item name={[entry.name, 'type']} label="Feldtyp" required>
                        <Select options={[...FIELD_KINDS]} />
                      </Form.Item>
                    </Col>
                    <WhenType index={entry.name} type="text">
                      <Col xs={24} md={12}>
                        <Form.Item name={[entry.name, 'value', 'type']} label="Eingabeart">
                          <Select options={[...INPUT_KINDS]} />
                        </Form.Item>
                      </Col>
                    </WhenType>
                  </Row>
                  <WhenType index={entry.name} type="select">
                    <OptionsList index={entry.name} />
                  </WhenType>
                  <Form.Item
                    name={[entry.name, 'value', 'description']}
                    label="Hilfetext"
                    extra="Erscheint unter dem Feld; HTML wie <a href> ist erlaubt."
                  >
                    <Input.TextArea rows={2} />
                  </Form.Item>
                  <Form.Item
                    name={[entry.name, 'value', 'isRequired']}
                    valuePropName="checked"
                    style={{ marginBottom: 0 }}
                  >
                    <Checkbox>Pflichtfeld</Checkbox>
                  </Form.Item>
                </Card>
              );
            })}
            {entries.length === 0 ? (
              <Typography.Text type="secondary">Noch keine Felder.</Typography.Text>
            ) : null}
            <Button onClick={() => add(newField())}>Feld hinzufügen</Button>
            <Form.ErrorList errors={errors} />
          </Space>
        )}
      </Form.List>
    </Form.Item>
  );
}
