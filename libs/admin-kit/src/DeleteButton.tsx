import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';

/**
 * „Löschen“ with a confirmation naming the entry („Tisch „T1“ löschen?“). `iconOnly` for a
 * list row or a phone's drawer header; the click never reaches the row underneath.
 */
export function DeleteButton({
  label,
  onConfirm,
  iconOnly = false,
  size,
}: {
  /** The entry with its noun, e.g. 'Tisch „T1“'. */
  label: string;
  onConfirm: () => unknown;
  iconOnly?: boolean;
  size?: 'small' | 'middle';
}) {
  return (
    <Popconfirm
      title={`${label} löschen?`}
      okText="Löschen"
      cancelText="Abbrechen"
      okButtonProps={{ danger: true }}
      onConfirm={() => void onConfirm()}
    >
      <Button
        danger
        size={size}
        icon={iconOnly ? <DeleteOutlined /> : undefined}
        aria-label={iconOnly ? `${label} löschen` : undefined}
        onClick={(event) => event.stopPropagation()}
      >
        {iconOnly ? null : 'Löschen'}
      </Button>
    </Popconfirm>
  );
}
