import { Alert, Flex } from 'antd';
import { api } from '@bestellwerk/api-client';
import { ErrorList, useEntityState } from '@bestellwerk/admin-kit';

/**
 * The operating warnings of GET /api/health for administrators, at the top of the dashboard:
 * a Redis that would lose jobs, a queue whose jobs no worker runs. Nothing when all is well;
 * the server's German reasons when the database or Redis is down.
 */
export function HealthWarnings() {
  const health = useEntityState({
    load: api.health,
    loadError: 'Der Systemzustand konnte nicht geladen werden.',
  });
  const warnings = health.data?.warnings ?? [];
  if (warnings.length === 0 && health.errors.length === 0) return null;
  return (
    <Flex vertical gap={12} style={{ marginBottom: 24 }} data-testid="health-warnings">
      <ErrorList errors={health.errors} onDismiss={health.dismiss} />
      {warnings.map((warning) => (
        <Alert
          key={`${warning.code}:${warning.queue ?? ''}`}
          type="warning"
          showIcon
          title="Betriebswarnung"
          description={warning.message}
        />
      ))}
    </Flex>
  );
}
