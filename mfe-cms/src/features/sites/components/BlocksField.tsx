import { Button, Card, Dropdown, Form, Space } from 'antd';
import type { CmsSiteType } from '@bestellwerk/domain';
import { renderField } from '../../../shared/fields/renderers';

/** The body of a site: its blocks in order, each block's form generated from its fields. */
export function BlocksField({ siteType }: { siteType: CmsSiteType | undefined }) {
  const form = Form.useFormInstance();
  return (
    <Form.List name="content">
      {(entries, { add, remove, move }) => (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {entries.map((entry, index) => {
            const type = form.getFieldValue(['content', entry.name, 'type']) as string;
            const block = siteType?.blocks.find((candidate) => candidate.type === type);
            return (
              <Card
                key={entry.key}
                size="small"
                title={block?.label ?? `Unbekannter Block „${type}“`}
                extra={
                  <Space>
                    <Button
                      size="small"
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                      aria-label="Block nach oben"
                    >
                      ↑
                    </Button>
                    <Button
                      size="small"
                      disabled={index === entries.length - 1}
                      onClick={() => move(index, index + 1)}
                      aria-label="Block nach unten"
                    >
                      ↓
                    </Button>
                    <Button size="small" danger onClick={() => remove(index)}>
                      Entfernen
                    </Button>
                  </Space>
                }
              >
                <Form.Item name={[entry.name, 'type']} hidden>
                  <input />
                </Form.Item>
                {block?.fields.map((field) => renderField(field, [entry.name, 'value']))}
              </Card>
            );
          })}
          <Dropdown
            menu={{
              items: (siteType?.blocks ?? []).map((block) => ({
                key: block.type,
                label: block.label,
              })),
              onClick: ({ key }) => add({ type: key, value: {} }),
            }}
          >
            <Button>Block hinzufügen</Button>
          </Dropdown>
        </Space>
      )}
    </Form.List>
  );
}
