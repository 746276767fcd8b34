import { Tabs, Typography } from 'antd';
import { navigate, useHashPath } from '@bestellwerk/mf/router';
import { AbsencesPage } from './features/absences/components/AbsencesPage';
import { BalancesPage } from './features/balances/components/BalancesPage';
import { ContractsPage } from './features/contracts/components/ContractsPage';
import { WeekPlanner } from './features/planner/components/WeekPlanner';
import { PresentPage } from './features/present/components/PresentPage';
import { ProjectsPage } from './features/projects/components/ProjectsPage';
import { TasksBoard } from './features/tasks/components/TasksBoard';
import { TerminalPage } from './features/terminal/components/TerminalPage';
import { TimesheetPage } from './features/timesheet/components/TimesheetPage';

const SECTIONS = [
  { key: 'present', label: 'Wer ist da', children: <PresentPage /> },
  { key: 'timesheet', label: 'Zeitnachweis', children: <TimesheetPage /> },
  { key: 'planner', label: 'Planung', children: <WeekPlanner /> },
  { key: 'balances', label: 'Zeitsalden & Urlaubskonten', children: <BalancesPage /> },
  { key: 'absences', label: 'Abwesenheiten', children: <AbsencesPage /> },
  { key: 'contracts', label: 'Arbeitsverträge', children: <ContractsPage /> },
  { key: 'terminal', label: 'Stempeln', children: <TerminalPage /> },
  { key: 'projects', label: 'Projekte', children: <ProjectsPage /> },
  { key: 'tasks', label: 'Aufgaben', children: <TasksBoard /> },
];

/** Remote 'timetracking', './App': Zeiterfassung (#/timetracking/<section>). */
export default function TimeTrackingApp() {
  const path = useHashPath();
  const section = path.split('/')[2];
  const active = SECTIONS.some((entry) => entry.key === section) ? section : 'present';
  return (
    <div>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Zeiterfassung
      </Typography.Title>
      <Tabs
        activeKey={active}
        destroyOnHidden
        onChange={(key) => navigate(`/timetracking/${key}`)}
        items={SECTIONS}
      />
    </div>
  );
}
