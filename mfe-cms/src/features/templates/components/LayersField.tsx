import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Space, Typography } from 'antd';
import type { TemplateSize } from '@bestellwerk/domain';
import { LAYER_TYPE_LABELS, newLayer, type LayerType, type LayerValues } from '../state/layers';
import type { TemplateChoices } from '../state/choices';
import { LayerCard } from './LayerCard';

const TYPES: LayerType[] = ['text', 'image', 'shape'];

/**
 * The template's layers. The API keeps them bottom first; the list shows the front layer on
 * top, as drawing programs do, and numbers them as the server's messages do (Ebene 1 is
 * the one at the back).
 */
export function LayersField({ choices }: { choices: TemplateChoices }) {
  const form = Form.useFormInstance();
  return (
    <Form.List name="layers">
      {(entries, { add, remove, move }) => (
        <Flex vertical gap={12} style={{ marginBottom: 24 }}>
          <Flex justify="space-between" align="baseline" wrap gap={8}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              Ebenen
            </Typography.Title>
            <Typography.Text type="secondary">
              Oben in der Liste liegt vorne im Bild.
            </Typography.Text>
          </Flex>
          <Space wrap>
            {TYPES.map((type) => (
              <Button
                key={type}
                icon={<PlusOutlined aria-hidden />}
                onClick={() => {
                  const size = (form.getFieldValue('size') as TemplateSize) ?? 'portrait';
                  const layers = (form.getFieldValue('layers') as LayerValues[]) ?? [];
                  add(newLayer(type, size, layers));
                }}
              >
                {`${LAYER_TYPE_LABELS[type]} hinzufügen`}
              </Button>
            ))}
          </Space>
          {entries.length === 0 && (
            <Typography.Text type="secondary">
              Noch keine Ebenen – die Vorlage zeigt nur den Hintergrund.
            </Typography.Text>
          )}
          {entries
            .map((entry, index) => ({ entry, index }))
            .reverse()
            .map(({ entry, index }) => (
              <LayerCard
                key={entry.key}
                name={entry.name}
                index={index}
                count={entries.length}
                choices={choices}
                onMove={(to) => move(index, to)}
                onRemove={() => remove(index)}
              />
            ))}
        </Flex>
      )}
    </Form.List>
  );
}
