import { useClipboard } from '@bestellwerk/admin-kit';
import {
  ArrowUpOutlined,
  CopyOutlined,
  DeleteOutlined,
  PlusOutlined,
  SnippetsOutlined,
} from '@ant-design/icons';
import { App as AntApp, Button, Card, Col, Flex, Form, Input, Row, Select, Switch } from 'antd';
import { PART_TYPE_OPTIONS } from '../state/labels';
import { OptionsList } from './OptionsList';
import { OPTION_TYPES, partToPayload, type PartValues } from '../state/productForm';

/** The configurable parts (config.parts) with their options; copy/paste via the clipboard. */
export function PartsField() {
  const { message } = AntApp.useApp();
  const form = Form.useFormInstance();
  const clipboard = useClipboard<PartValues>('part');
  return (
    <Form.List name={['config', 'parts']}>
      {(parts, { add: addPart, remove, move }, { errors }) => {
        // Parts belong to configurable products and bundles: the server refuses them on a
        // simple product, so adding one switches the type.
        const add = (part: PartValues | null) => {
          if (form.getFieldValue('type') === 'simple') form.setFieldValue('type', 'configurable');
          addPart(part ?? undefined);
        };
        return (
          <Flex vertical gap={12}>
            {parts.map((part, index) => (
              <Card
                key={part.key}
                size="small"
                data-testid={`part-${index}`}
                title={`Feld ${index + 1}`}
                extra={
                  <Flex gap={4}>
                    <Button
                      size="small"
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                      aria-label={`Feld ${index + 1} nach oben`}
                      icon={<ArrowUpOutlined aria-hidden />}
                    />
                    <Button
                      size="small"
                      icon={<CopyOutlined aria-hidden />}
                      onClick={() => {
                        clipboard.copy(
                          partToPayload(form.getFieldValue(['config', 'parts', part.name])),
                        );
                        void message.success('Feld kopiert.');
                      }}
                    >
                      Kopieren
                    </Button>
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={`Feld ${index + 1} entfernen`}
                      onClick={() => remove(part.name)}
                    />
                  </Flex>
                }
              >
                <Row gutter={12}>
                  <Col xs={24} md={10}>
                    <Form.Item
                      name={[part.name, 'name']}
                      label="Name"
                      rules={[{ required: true, message: '„Name“ ist erforderlich.' }]}
                    >
                      <Input />
                    </Form.Item>
                  </Col>
                  <Col xs={16} md={9}>
                    <Form.Item name={[part.name, 'type']} label="Typ">
                      <Select options={PART_TYPE_OPTIONS} />
                    </Form.Item>
                  </Col>
                  <Col xs={8} md={5}>
                    <Form.Item
                      name={[part.name, 'optional']}
                      label="Optional"
                      valuePropName="checked"
                    >
                      <Switch />
                    </Form.Item>
                  </Col>
                  <Col span={24}>
                    <Form.Item name={[part.name, 'description']} label="Beschreibung">
                      <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
                    </Form.Item>
                  </Col>
                </Row>
                <Form.Item noStyle shouldUpdate>
                  {() =>
                    OPTION_TYPES.includes(
                      form.getFieldValue(['config', 'parts', part.name, 'type']),
                    ) ? (
                      <Form.Item label="Optionen" style={{ marginBottom: 0 }}>
                        <OptionsList partName={part.name} />
                      </Form.Item>
                    ) : null
                  }
                </Form.Item>
              </Card>
            ))}
            <Flex gap={8} wrap>
              <Button
                icon={<PlusOutlined aria-hidden />}
                onClick={() => add({ name: '', type: 'select', optional: false, options: [] })}
              >
                Feld hinzufügen
              </Button>
              {clipboard.item && (
                <Button icon={<SnippetsOutlined aria-hidden />} onClick={() => add(clipboard.item)}>
                  Einfügen: „{clipboard.item.name}“
                </Button>
              )}
            </Flex>
            <Form.ErrorList errors={errors} />
          </Flex>
        );
      }}
    </Form.List>
  );
}
