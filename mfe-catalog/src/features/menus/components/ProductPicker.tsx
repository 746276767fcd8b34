import { HolderOutlined } from '@ant-design/icons';
import { Flex, Select, Tag } from 'antd';
import { useDragSort } from '@bestellwerk/admin-kit';

/** The products of a category: chosen in the select, ordered by dragging the chips below. */
export function ProductPicker({
  value = [],
  onChange,
  options,
  loading,
}: {
  value?: number[];
  onChange?: (ids: number[]) => void;
  options: { value: number; label: string }[];
  loading: boolean;
}) {
  const sortable = useDragSort(value, onChange);
  const label = (id: number) => options.find((option) => option.value === id)?.label ?? `#${id}`;
  return (
    <Flex vertical gap={8}>
      <Select
        mode="multiple"
        allowClear
        optionFilterProp="label"
        options={options}
        loading={loading}
        value={value}
        onChange={onChange}
        maxTagCount={0}
        maxTagPlaceholder={(omitted) => `${omitted.length} Produkte gewählt`}
        placeholder="Produkte wählen"
        aria-label="Produkte wählen"
      />
      {value.length > 0 && (
        <Flex wrap gap={6} aria-label="Reihenfolge (zum Sortieren ziehen)">
          {value.map((id, index) => {
            const drag = sortable(index);
            return (
              <Tag
                key={id}
                {...drag}
                style={{ ...drag.style, margin: 0, padding: '2px 8px' }}
                data-testid={`menu-product-${index}`}
              >
                <HolderOutlined aria-hidden /> {index + 1}. {label(id)}
              </Tag>
            );
          })}
        </Flex>
      )}
    </Flex>
  );
}
