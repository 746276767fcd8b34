import { useEffect } from 'react';
import { Card, Empty, List, Space, Tag, Typography } from 'antd';
import { ErrorList, useEntityState } from '@bestellwerk/admin-kit';
import { timeTrackingApi } from '@bestellwerk/api-client';
import { ACTIVITY_STATE_LABELS, type ActivityState } from '@bestellwerk/domain';
import { ERRORS } from '../../../shared/errors';
import { hm, localTime, personName } from '../../../shared/format';
import { groupByBranch } from '../state/present';

const REFRESH_MS = 30_000;

/** Who is in now, per branch, refreshed every 30 seconds. */
export function PresentPage() {
  const present = useEntityState({
    load: () => timeTrackingApi.activities.present(),
    loadError: ERRORS.activities.load,
  });
  const { reload } = present;
  useEffect(() => {
    const timer = setInterval(reload, REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);

  const errors = <ErrorList errors={present.errors} onDismiss={present.dismiss} />;
  if (!present.data) return present.errors.length ? errors : <Card loading />;
  const branches = groupByBranch(present.data);
  if (branches.length === 0)
    return (
      <>
        {errors}
        <Empty description="Gerade ist niemand angemeldet." />
      </>
    );
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      {errors}
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
