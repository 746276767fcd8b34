import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';

/**
 * „Löschen“ with a confirmation naming the entry („Tisch „T1“ löschen?“). `iconOnly` for a
 * list row or a phone's drawer header; no click on it or its confirmation reaches the row.
 */
export function DeleteButton({
  label,
  note,
  onConfirm,
  iconOnly = false,
  size,
}: {
  /** The entry with its noun, e.g. 'Tisch „T1“'. */
  label: string;
  /** Further text under the question, e.g. what goes with the entry. */
  note?: string;
  onConfirm: () => unknown;
  iconOnly?: boolean;
  size?: 'small' | 'middle';
}) {
  return (
    // The confirmation opens in a portal, but React bubbles its clicks through the component
    // tree: without this span „Löschen“ in a row's confirmation would also open the row.
    <span onClick={(event) => event.stopPropagation()}>
      <Popconfirm
        title={`${label} löschen?`}
        description={note || undefined}
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
        >
          {iconOnly ? null : 'Löschen'}
        </Button>
      </Popconfirm>
    </span>
  );
}
