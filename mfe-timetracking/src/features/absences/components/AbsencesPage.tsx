import { useMemo, useState } from 'react';
import { App, Button, Segmented, Space, Tag } from 'antd';
import {
  CrudPage,
  ErrorList,
  useEntityActions,
  type CrudResource,
  type DrawerTarget,
  type ListColumn,
} from '@bestellwerk/admin-kit';
import { timeTrackingApi, type Absence } from '@bestellwerk/api-client';
import { ABSENCE_KIND_LABELS, type AbsenceKind } from '@bestellwerk/domain';
import { ERRORS } from '../../../shared/errors';
import { germanDay, personName } from '../../../shared/format';
import {
  ABSENCE_STATUS,
  NEW_ABSENCE,
  STATUS_FILTER,
  absencePayload,
  absenceValues,
  type AbsenceValues,
} from '../state/absenceForm';
import { AbsenceFields } from './AbsenceFields';

const period = (absence: Absence) =>
  absence.fromDay === absence.toDay
    ? germanDay(absence.fromDay)
    : `${germanDay(absence.fromDay)} – ${germanDay(absence.toDay)}`;

function columns(decide: (absence: Absence, approve: boolean) => void): ListColumn<Absence>[] {
  return [
    { key: 'name', title: 'Mitarbeiter', render: (_, absence) => personName(absence.user) },
    {
      key: 'kind',
      title: 'Art',
      render: (_, absence) =>
        `${ABSENCE_KIND_LABELS[absence.kind as AbsenceKind]}${absence.halfDay ? ' (halber Tag)' : ''}`,
    },
    { key: 'days', title: 'Zeitraum', render: (_, absence) => period(absence) },
    { key: 'note', title: 'Bemerkung', dataIndex: 'note' },
    {
      key: 'status',
      title: 'Status',
      render: (_, absence) => {
        const entry = ABSENCE_STATUS[absence.status as keyof typeof ABSENCE_STATUS];
        return <Tag color={entry.color}>{entry.label}</Tag>;
      },
    },
    {
      key: 'actions',
      title: '',
      render: (_, absence) =>
        absence.status === 'requested' ? (
          // A click on a decision is no click on the row (that opens the drawer).
          <Space onClick={(event) => event.stopPropagation()}>
            <Button type="primary" size="small" onClick={() => decide(absence, true)}>
              Genehmigen
            </Button>
            <Button danger size="small" onClick={() => decide(absence, false)}>
              Ablehnen
            </Button>
          </Space>
        ) : null,
    },
  ];
}

/**
 * Abwesenheiten: the requests of the employees by status, approved or rejected here (the
 * employee gets an e-mail); a manager also enters one (a sick day) and edits or deletes it.
 */
export function AbsencesPage() {
  const { message } = App.useApp();
  const [status, setStatus] = useState('requested');
  const [target, setTarget] = useState<DrawerTarget>(null);
  const [decided, setDecided] = useState(0);
  const actions = useEntityActions();
  // GET /absences answers a plain array (no pages): the list asks for all of one status.
  const resource = useMemo<CrudResource<Absence>>(
    () => ({
      ...timeTrackingApi.absences,
      list: ({ status }) =>
        timeTrackingApi.absences.list(
          // The status filter's choices are the server's (ABSENCE_STATUS_LABELS).
          typeof status === 'string' ? { status: status as Absence['status'] } : {},
        ),
    }),
    [],
  );
  const decide = (absence: Absence, approve: boolean) =>
    void actions.run(
      () =>
        approve
          ? timeTrackingApi.absences.approve(absence.id)
          : timeTrackingApi.absences.reject(absence.id),
      ERRORS.absences.update,
      () => {
        void message.success(
          approve ? 'Die Abwesenheit wurde genehmigt.' : 'Die Abwesenheit wurde abgelehnt.',
        );
        setDecided((count) => count + 1);
      },
    );
  return (
    <CrudPage<Absence, AbsenceValues>
      resource={resource}
      noun={{ article: 'Die', singular: 'Abwesenheit', plural: 'Abwesenheiten' }}
      columns={columns(decide)}
      query={status === 'all' ? {} : { status }}
      refreshKey={decided}
      above={<ErrorList errors={actions.errors} onDismiss={actions.dismiss} />}
      toolbar={
        <Segmented
          aria-label="Status"
          value={status}
          onChange={(value) => setStatus(String(value))}
          options={STATUS_FILTER}
        />
      }
      create={{ label: 'Abwesenheit anlegen', primary: true }}
      remove="drawer"
      target={target}
      onTargetChange={setTarget}
      titleOf={(absence) => `Abwesenheit von ${personName(absence.user)}, ${period(absence)}`}
      // The server files every new absence as a request, also the manager's own entry.
      messages={{
        created: 'Die Abwesenheit wurde eingetragen.',
      }}
      defaults={NEW_ABSENCE}
      toValues={absenceValues}
      toPayload={absencePayload}
      form={<AbsenceFields isNew={target === 'new'} />}
    />
  );
}
