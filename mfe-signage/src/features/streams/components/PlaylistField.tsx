import { Button, List, Select, Space } from 'antd';
import { useDragSort } from '@bestellwerk/admin-kit';
import type { Option } from '../../../shared/useOptions';

/** The playlist: segments in order, drag to reorder, add and remove. */
export function PlaylistField({
  value = [],
  onChange,
  segments,
}: {
  value?: number[];
  onChange?: (next: number[]) => void;
  segments: Option[];
}) {
  const itemProps = useDragSort(value, onChange);
  const label = (id: number) => segments.find((s) => s.value === id)?.label ?? `#${id}`;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <List
        size="small"
        bordered
        dataSource={value}
        locale={{ emptyText: 'Noch keine Filmsequenzen.' }}
        renderItem={(id, index) => (
          <List.Item
            {...itemProps(index)}
            style={{ cursor: 'grab' }}
            actions={[
              <Button
                key="remove"
                size="small"
                onClick={() => onChange?.(value.filter((_, i) => i !== index))}
              >
                Entfernen
              </Button>,
            ]}
          >
            ≡ {index + 1}. {label(id)}
          </List.Item>
        )}
      />
      <Select
        placeholder="Filmsequenz hinzufügen"
        options={segments}
        value={null}
        onChange={(id: number) => onChange?.([...value, id])}
        style={{ minWidth: 260 }}
        aria-label="Filmsequenz hinzufügen"
      />
    </Space>
  );
}
