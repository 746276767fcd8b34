import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import type { EntityState } from '@bestellwerk/admin-kit';

/**
 * Delete with confirmation; the call runs through the list's entity state, so a failure
 * shows in its ErrorList with „Erneut versuchen“.
 */
export function DeleteButton({
  state,
  label,
  remove,
  failureMessage,
  onDeleted,
}: {
  state: EntityState<unknown>;
  /** e.g. 'Tisch „T1“' */
  label: string;
  remove: () => Promise<unknown>;
  failureMessage: string;
  onDeleted: () => void;
}) {
  return (
    <Popconfirm
      title={`${label} löschen?`}
      okText="Löschen"
      cancelText="Abbrechen"
      okButtonProps={{ danger: true }}
      onConfirm={() => state.run(remove, failureMessage, onDeleted)}
    >
      <Button
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={`${label} löschen`}
        onClick={(event) => event.stopPropagation()}
      />
    </Popconfirm>
  );
}
