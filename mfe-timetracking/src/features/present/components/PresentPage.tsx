import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Empty, List, Space, Tag, Typography } from 'antd';
import { errorMessage, timeTrackingApi, type PresentEmployee } from '@bestellwerk/api-client';
import { ACTIVITY_STATE_LABELS, type ActivityState } from '@bestellwerk/domain';
import { ERRORS } from '../../../shared/errors';
import { hm, localTime, personName } from '../../../shared/format';
import { groupByBranch } from '../state/present';

const REFRESH_MS = 30_000;

/** Who is in now, per branch, refreshed every 30 seconds. */
export function PresentPage() {
  const [present, setPresent] = useState<PresentEmployee[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    timeTrackingApi.activities
      .present()
      .then((list) => {
        setPresent(list);
        setError(null);
      })
      .catch((failure) => setError(errorMessage(failure, ERRORS.activities.load)));
  }, []);
  useEffect(() => {
    load();
    const timer = setInterval(load, REFRESH_MS);
    return () => clearInterval(timer);
  }, [load]);

  if (error)
    return (
      <Alert type="error" title={error} action={<Button onClick={load}>Erneut versuchen</Button>} />
    );
  if (!present) return <Card loading />;
  const branches = groupByBranch(present);
  if (branches.length === 0) return <Empty description="Gerade ist niemand angemeldet." />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      {branches.map(({ branch, people }) => (
        <Card key={branch.id} title={`${branch.name} – ${people.length} anwesend`} size="small">
          <List
            dataSource={people}
            renderItem={(person) => (
              <List.Item>
                <Typography.Text strong>{personName(person.user)}</Typography.Text>
                <Space wrap>
                  <Tag color={person.state === 'paused' ? 'orange' : 'green'}>
                    {ACTIVITY_STATE_LABELS[person.state as ActivityState]}
                  </Tag>
                  <span>seit {localTime(person.since)}</span>
                  <span>{hm(person.workedMinutes)}</span>
                </Space>
              </List.Item>
            )}
          />
        </Card>
      ))}
    </Space>
  );
}
