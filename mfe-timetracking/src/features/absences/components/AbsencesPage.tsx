import { useState } from 'react';
import { App, Button, Segmented, Space, Table, Tag } from 'antd';
import { ErrorList, useEntityState } from '@bestellwerk/admin-kit';
import { timeTrackingApi, type Absence } from '@bestellwerk/api-client';
import { ABSENCE_KIND_LABELS, type AbsenceKind } from '@bestellwerk/domain';
import { ERRORS } from '../../../shared/errors';
import { germanDay, personName } from '../../../shared/format';

const STATUS = {
  requested: { label: 'Beantragt', color: 'gold' },
  approved: { label: 'Genehmigt', color: 'green' },
  rejected: { label: 'Abgelehnt', color: 'red' },
} as const;

/** Absence requests; a manager approves or rejects (the employee gets an e-mail). */
export function AbsencesPage() {
  const { message } = App.useApp();
  const [status, setStatus] = useState<string>('requested');
  const absences = useEntityState<Absence[]>({
    load: () => timeTrackingApi.absences.list(status === 'all' ? {} : { status }),
    loadError: ERRORS.absences.load,
    keys: [status],
  });
  const decide = (absence: Absence, approve: boolean) =>
    absences.run(
      () =>
        approve
          ? timeTrackingApi.absences.approve(absence.id)
          : timeTrackingApi.absences.reject(absence.id),
      ERRORS.absences.update,
      () => {
        void message.success(approve ? 'Genehmigt.' : 'Abgelehnt.');
        absences.reload();
      },
    );
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Segmented
        value={status}
        onChange={(value) => setStatus(String(value))}
        options={[
          { value: 'requested', label: 'Offen' },
          { value: 'approved', label: 'Genehmigt' },
          { value: 'rejected', label: 'Abgelehnt' },
          { value: 'all', label: 'Alle' },
        ]}
      />
      <ErrorList errors={absences.errors} onDismiss={absences.dismiss} />
      <Table<Absence>
        rowKey="id"
        size="small"
        loading={absences.loading}
        dataSource={absences.data ?? []}
        scroll={{ x: 640 }}
        locale={{ emptyText: 'Keine Abwesenheiten.' }}
        columns={[
          { key: 'name', title: 'Mitarbeiter', render: (_, row) => personName(row.user) },
          {
            key: 'kind',
            title: 'Art',
            render: (_, row) =>
              `${ABSENCE_KIND_LABELS[row.kind as AbsenceKind]}${row.halfDay ? ' (halber Tag)' : ''}`,
          },
          {
            key: 'days',
            title: 'Zeitraum',
            render: (_, row) =>
              row.fromDay === row.toDay
                ? germanDay(row.fromDay)
                : `${germanDay(row.fromDay)} – ${germanDay(row.toDay)}`,
          },
          { key: 'note', title: 'Bemerkung', dataIndex: 'note' },
          {
            key: 'status',
            title: 'Status',
            render: (_, row) => {
              const entry = STATUS[row.status as keyof typeof STATUS];
              return <Tag color={entry.color}>{entry.label}</Tag>;
            },
          },
          {
            key: 'actions',
            title: '',
            render: (_, row) =>
              row.status === 'requested' ? (
                <Space>
                  <Button type="primary" onClick={() => void decide(row, true)}>
                    Genehmigen
                  </Button>
                  <Button danger onClick={() => void decide(row, false)}>
                    Ablehnen
                  </Button>
                </Space>
              ) : null,
          },
        ]}
      />
    </Space>
  );
}
