import { Typography } from 'antd';
import { ErrorList, useEntityState } from '@bestellwerk/admin-kit';
import { formatDateTime, timeTrackingApi } from '@bestellwerk/api-client';
import { ERRORS } from '../../../shared/errors';
import { personName } from '../../../shared/format';

/** „Zuletzt geöffnet von …“: who opened the task lately, newest first (POST …/log-view). */
export function TaskViews({ taskId }: { taskId: number }) {
  const views = useEntityState({
    load: () => timeTrackingApi.tasks.views(taskId),
    loadError: ERRORS.tasks.views,
    keys: [taskId],
  });
  if (!views.data?.length) return <ErrorList errors={views.errors} onDismiss={views.dismiss} />;
  return (
    <div style={{ marginBottom: 16 }} aria-label="Zuletzt geöffnet">
      {views.data.map((view) => (
        <Typography.Paragraph key={view.id} type="secondary" style={{ marginBottom: 0 }}>
          Zuletzt geöffnet von {personName(view.user)}, {formatDateTime(view.viewedAt)}
        </Typography.Paragraph>
      ))}
    </div>
  );
}
