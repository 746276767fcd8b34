import { Alert, Button } from 'antd';

export const REMOTE_LIST_ERROR = 'Die Module konnten nicht geladen werden.';

/**
 * The remote list did not arrive (GET /api/backoffice/remotes failed or hung): the
 * remote areas show this with a retry; the shell's own areas work meanwhile.
 */
export function RemoteListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={message}
      description="Bitte prüfen Sie die Verbindung und versuchen Sie es erneut. Die übrigen Bereiche funktionieren weiterhin."
      action={
        <Button danger onClick={onRetry}>
          Erneut versuchen
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
