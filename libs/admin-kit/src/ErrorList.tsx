import { Alert, Button, Flex } from 'antd';
import type { EntityError } from './useEntityState';

/** The error entries of an entity, each with its retry button. */
export function ErrorList({
  errors,
  onDismiss,
}: {
  errors: EntityError[];
  onDismiss?: (id: number) => void;
}) {
  if (errors.length === 0) return null;
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      {errors.map((error) => (
        <Alert
          key={error.id}
          type="error"
          showIcon
          title={error.message}
          closable={onDismiss ? { onClose: () => onDismiss(error.id) } : false}
          action={
            <Button size="small" danger onClick={error.retry}>
              Erneut versuchen
            </Button>
          }
        />
      ))}
    </Flex>
  );
}
