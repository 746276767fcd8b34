import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, InputNumber, Select } from 'antd';
import { MODIFIER_OPTIONS } from '../state/labels';

/** The options of one select/multiselect part: name, price modifier, value. */
export function OptionsList({ partName }: { partName: number }) {
  return (
    <Form.List name={[partName, 'options']}>
      {(options, { add, remove }, { errors }) => (
        <Flex vertical gap={4}>
          {options.map((option, index) => (
            <Flex key={option.key} gap={8} wrap align="start" data-testid={`option-${index}`}>
              <Form.Item
                name={[option.name, 'name']}
                style={{ marginBottom: 8, flex: '1 1 160px' }}
              >
                <Input placeholder="Name" aria-label={`Option ${index + 1}: Name`} />
              </Form.Item>
              <Form.Item name={[option.name, 'modifier']} style={{ marginBottom: 8 }}>
                <Select
                  options={MODIFIER_OPTIONS}
                  style={{ width: 150 }}
                  aria-label={`Option ${index + 1}: Preisänderung`}
                />
              </Form.Item>
              <Form.Item name={[option.name, 'value']} style={{ marginBottom: 8 }}>
                <InputNumber
                  controls={false}
                  min={0}
                  step={0.1}
                  precision={2}
                  decimalSeparator=","
                  suffix="€"
                  style={{ width: 100 }}
                  aria-label={`Option ${index + 1}: Betrag`}
                />
              </Form.Item>
              <Button
                icon={<DeleteOutlined aria-hidden />}
                aria-label={`Option ${index + 1} entfernen`}
                onClick={() => remove(option.name)}
              />
            </Flex>
          ))}
          <Button
            size="small"
            icon={<PlusOutlined aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
            onClick={() => add({ name: '', modifier: 'add', value: 0 })}
          >
            Option hinzufügen
          </Button>
          <Form.ErrorList errors={errors} />
        </Flex>
      )}
    </Form.List>
  );
}
