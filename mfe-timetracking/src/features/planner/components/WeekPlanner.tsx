import { useState } from 'react';
import { ErrorList, useEntityState } from '@bestellwerk/admin-kit';
import { App, Button, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { api, timeTrackingApi, type Absence, type WorkingSchedule } from '@bestellwerk/api-client';
import { addDays } from '@bestellwerk/domain';
import { ERRORS } from '../../../shared/errors';
import { germanDay, personName, today } from '../../../shared/format';
import {
  conflictsOf,
  copyWeekMessage,
  mondayOf,
  moveTo,
  restMinutesOf,
  shiftsOn,
  weekDays,
} from '../state/planner';
import { ShiftDrawer, type ShiftTarget } from './ShiftDrawer';

const WEEKDAYS = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'];
interface Row {
  user: WorkingSchedule['user'];
}

/**
 * Planung: one row per employee, one column per day; shifts are dragged to another day or
 * person, a week's single shifts copied to the next; absences and the 11-hour rest show as
 * conflicts on the shift.
 */
export function WeekPlanner() {
  const { message } = App.useApp();
  const [monday, setMonday] = useState(mondayOf(today()));
  const [dragged, setDragged] = useState<WorkingSchedule | null>(null);
  const [editing, setEditing] = useState<ShiftTarget | null>(null);

  const week = useEntityState({
    load: () =>
      Promise.all([
        timeTrackingApi.schedules.list({ perPage: 1000 }),
        timeTrackingApi.absences.list().catch(() => [] as Absence[]),
        api.config.get(),
      ]).then(([page, absences, config]) => ({
        schedules: page.items,
        absences,
        restMinutes: restMinutesOf(config),
      })),
    loadError: ERRORS.schedules.load,
  });
  const load = week.reload;
  const schedules = week.data?.schedules ?? null;
  const absences = week.data?.absences ?? [];

  const days = weekDays(monday);
  const users = new Map<number, Row['user']>();
  for (const schedule of schedules ?? []) users.set(schedule.user.id, schedule.user);
  const rows: Row[] = [...users.values()]
    .sort((a, b) => personName(a).localeCompare(personName(b), 'de'))
    .map((user) => ({ user }));

  const drop = async (userId: number, day: string) => {
    if (!dragged) return;
    const moved = dragged;
    setDragged(null);
    await week.run(
      () => timeTrackingApi.schedules.update(moved.id, moveTo(moved, userId, day)),
      ERRORS.schedules.update,
      load,
    );
  };
  // One call: the server copies the week's single shifts all or none, never twice.
  const copy = () =>
    week.run(
      () => timeTrackingApi.schedules.copyWeek(monday),
      ERRORS.schedules.create,
      (result) => {
        void message.success(copyWeekMessage(result));
        setMonday(addDays(monday, 7));
        load();
      },
    );

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Space wrap>
        <Button onClick={() => setMonday(addDays(monday, -7))} aria-label="Vorige Woche">
          ‹
        </Button>
        <Typography.Text strong>
          {germanDay(monday)} – {germanDay(addDays(monday, 6))}
        </Typography.Text>
        <Button onClick={() => setMonday(addDays(monday, 7))} aria-label="Nächste Woche">
          ›
        </Button>
        <Button onClick={() => setMonday(mondayOf(today()))}>Heute</Button>
        <Button onClick={() => void copy()} loading={week.loading && !!schedules}>
          Woche kopieren
        </Button>
        <Button type="primary" onClick={() => setEditing({ schedule: null, day: monday })}>
          Neue Schicht
        </Button>
      </Space>
      <ErrorList errors={week.errors} onDismiss={week.dismiss} />
      <Table<Row>
        rowKey={(row) => row.user.id}
        size="small"
        bordered
        pagination={false}
        loading={week.loading}
        scroll={{ x: 900 }}
        dataSource={rows}
        locale={{ emptyText: 'Noch keine Schichten geplant.' }}
        columns={[
          {
            key: 'user',
            title: 'Mitarbeiter',
            fixed: 'left',
            width: 150,
            render: (_, row) => personName(row.user),
          },
          ...days.map((day, index) => ({
            key: day,
            title: `${WEEKDAYS[index]} ${day.slice(8, 10)}.${day.slice(5, 7)}.`,
            onCell: (row: Row) => ({
              onDragOver: (event: React.DragEvent) => event.preventDefault(),
              onDrop: () => void drop(row.user.id, day),
              // A click on the cell (not on a shift) plans a new shift there.
              onClick: (event: React.MouseEvent) => {
                if (event.target === event.currentTarget)
                  setEditing({ schedule: null, userId: row.user.id, day });
              },
              'data-day': day,
            }),
            render: (_: unknown, row: Row) => (
              <Space direction="vertical" size={4}>
                {shiftsOn(schedules ?? [], row.user.id, day).map((cell) => {
                  const conflicts = conflictsOf(
                    cell,
                    schedules ?? [],
                    absences,
                    week.data?.restMinutes,
                  );
                  return (
                    <Tooltip
                      key={cell.schedule.id}
                      title={conflicts.join(', ') || cell.schedule.branch.name}
                    >
                      <Tag
                        draggable
                        onDragStart={() => setDragged(cell.schedule)}
                        onClick={() => setEditing({ schedule: cell.schedule })}
                        role="button"
                        tabIndex={0}
                        onKeyDown={(event) => {
                          if (event.key === 'Enter') setEditing({ schedule: cell.schedule });
                        }}
                        color={
                          conflicts.length
                            ? 'red'
                            : cell.schedule.kind === 'weekly'
                              ? 'green'
                              : 'blue'
                        }
                        style={{ cursor: 'grab', margin: 0 }}
                      >
                        {cell.schedule.startTime}–{cell.schedule.endTime}
                        {conflicts.length ? ' ⚠' : ''}
                      </Tag>
                    </Tooltip>
                  );
                })}
              </Space>
            ),
          })),
        ]}
      />
      <Typography.Text type="secondary">
        Grün: Wochenmuster, blau: einzelne Schicht, rot: Konflikt (Abwesenheit, zwei Schichten
        zugleich oder Ruhezeit unter 11 Stunden). Schichten mit der Maus auf einen anderen Tag
        ziehen; ein Klick auf eine Schicht bearbeitet sie, ein Klick in ein leeres Feld plant eine
        neue.
      </Typography.Text>
      <ShiftDrawer
        target={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          load();
        }}
      />
    </Space>
  );
}
