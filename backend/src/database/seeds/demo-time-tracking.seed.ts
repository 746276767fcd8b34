import { addDays, isoWeekday, toLocal, zonedDateTime } from '@bestellwerk/domain';
import type { EntityManager } from 'typeorm';
import { Branch } from '../../modules/organisation/entities/branch.entity';
import { Absence } from '../../modules/time-tracking/entities/absence.entity';
import { EmploymentContract } from '../../modules/time-tracking/entities/employment-contract.entity';
import { Project } from '../../modules/time-tracking/entities/project.entity';
import { Task } from '../../modules/time-tracking/entities/task.entity';
import {
  TerminalPin,
  TerminalToken,
} from '../../modules/time-tracking/entities/terminal-token.entity';
import { WorkingActivity } from '../../modules/time-tracking/entities/working-activity.entity';
import { WorkingSchedule } from '../../modules/time-tracking/entities/working-schedule.entity';
import { hashToken } from '../../modules/time-tracking/terminal-auth.service';
import { User } from '../../modules/users/entities/user.entity';
import { UsersService } from '../../modules/users/users.service';

import { DEMO_TERMINAL } from '../../config/demo-credentials';

/**
 * The demo employee's terminal token (config/demo-credentials), printed by the seed and named
 * in the README, so a person can clock in at /api/time-tracking/{token}/{username} right away.
 */
export { DEMO_TERMINAL };

const TZ = 'Europe/Vienna';

/** A small, repeatable wobble (minutes) so the month does not look machine-made. */
const wobble = (seed: number, spread: number) => (((seed * 7919) % 97) % (2 * spread + 1)) - spread;

/**
 * A month of time tracking for three employees (Graz full-time, Wien full-time, Linz
 * part-time): contracts, weekly schedules, activities with lunch breaks up to yesterday,
 * one vacation week, a half day, a sick day, projects and tasks, and the terminal PINs.
 */
export async function insertDemoTimeTracking(
  manager: EntityManager,
  now = new Date(),
): Promise<void> {
  const branches = await manager.find(Branch);
  const branch = (identifier: string) =>
    branches.find((candidate) => candidate.identifier === identifier) ?? branches[0];
  const graz = branch('graz-hauptplatz');
  const wien = branches.find((b) => b.city === 'Wien') ?? branches[1] ?? graz;
  const linz = branches.find((b) => b.city === 'Linz') ?? branches[2] ?? graz;
  const markus = await manager.findOneByOrFail(User, { username: DEMO_TERMINAL.username });
  const password = await UsersService.hashPassword('Demo-Team-2026!');
  const [lena, tobias] = await manager.save(User, [
    {
      username: 'lena.gruber',
      email: 'lena.gruber@cafe-rosmarin.example.at',
      passwordHash: password,
      firstName: 'Lena',
      lastName: 'Gruber',
      roles: ['ROLE_EMPLOYEE'],
      branches: [wien],
    },
    {
      username: 'tobias.wimmer',
      email: 'tobias.wimmer@cafe-rosmarin.example.at',
      passwordHash: password,
      firstName: 'Tobias',
      lastName: 'Wimmer',
      roles: ['ROLE_EMPLOYEE'],
      branches: [linz],
    },
  ] as Partial<User>[]);

  const today = toLocal(now, TZ).date;
  const start = addDays(today, -31);
  const people = [
    {
      user: markus,
      branch: graz,
      state: '6',
      weekly: 2400,
      days: [1, 2, 3, 4, 5],
      from: '07:30',
      to: '16:00',
    },
    {
      user: lena,
      branch: wien,
      state: '9',
      weekly: 2400,
      days: [1, 2, 3, 4, 5],
      from: '09:00',
      to: '17:30',
    },
    {
      user: tobias,
      branch: linz,
      state: '4',
      weekly: 1200,
      days: [1, 2, 3],
      from: '10:00',
      to: '17:10',
    },
  ];
  for (const person of people) {
    await manager.save(EmploymentContract, {
      user: person.user,
      // From the first demo day on: the balance starts at zero, not with a year unrecorded.
      validFrom: start,
      weeklyMinutes: person.weekly,
      workingDays: person.days,
      holidayDaysPerYear: person.weekly === 2400 ? 25 : 15,
      openingHolidayDays: 3,
      openingOvertimeMinutes: 0,
      holidayCountry: 'AT',
      holidayState: person.state,
    } as Partial<EmploymentContract>);
    for (const weekday of person.days) {
      await manager.save(WorkingSchedule, {
        user: person.user,
        branch: person.branch,
        kind: 'weekly',
        weekday,
        validFrom: start,
        startTime: person.from,
        endTime: person.to,
        note: '',
      } as Partial<WorkingSchedule>);
    }
  }
  const vacationFrom = addDays(start, 7 + ((8 - isoWeekday(addDays(start, 7))) % 7));
  await manager.save(Absence, [
    {
      user: lena,
      kind: 'vacation',
      fromDay: vacationFrom,
      toDay: addDays(vacationFrom, 4),
      status: 'approved',
      decidedAt: now,
      note: 'Familienurlaub',
    },
    {
      user: markus,
      kind: 'sick',
      fromDay: addDays(vacationFrom, 2),
      toDay: addDays(vacationFrom, 2),
      status: 'approved',
      decidedAt: now,
      note: '',
    },
    {
      user: tobias,
      kind: 'vacation',
      fromDay: addDays(today, 14),
      toDay: addDays(today, 14),
      halfDay: true,
      status: 'requested',
      note: 'Arzttermin',
    },
  ] as Partial<Absence>[]);
  const absent = new Set([
    ...[0, 1, 2, 3, 4].map((n) => `${lena.id}:${addDays(vacationFrom, n)}`),
    `${markus.id}:${addDays(vacationFrom, 2)}`,
  ]);

  const activities: Partial<WorkingActivity>[] = [];
  for (let day = start, n = 0; day < today; day = addDays(day, 1), n++) {
    for (const person of people) {
      if (!person.days.includes(isoWeekday(day)) || absent.has(`${person.user.id}:${day}`))
        continue;
      const seed = n * 3 + person.user.id;
      const begin = zonedDateTime(day, person.from, TZ).getTime() + wobble(seed, 10) * 60_000;
      const end = zonedDateTime(day, person.to, TZ).getTime() + wobble(seed + 1, 25) * 60_000;
      const lunch = zonedDateTime(day, '12:00', TZ).getTime() + wobble(seed + 2, 20) * 60_000;
      activities.push({
        user: person.user,
        branch: person.branch,
        startedAt: new Date(begin),
        endedAt: new Date(end),
        source: 'terminal',
        note: '',
        pauses: [
          { startedAt: new Date(lunch), endedAt: new Date(lunch + 30 * 60_000) },
        ] as WorkingActivity['pauses'],
      });
    }
  }
  await manager.save(WorkingActivity, activities);

  const project = await manager.save(Project, {
    name: 'Grundreinigung',
    description: 'Einmal im Quartal: Kühlräume, Lager und Terrasse jeder Filiale.',
    status: 'active',
    branch: null,
  } as Partial<Project>);
  // The week of a café: the chores that come round (the machine, the order, the cash) and
  // the quarterly deep clean, each with someone responsible and a due date.
  const routine = await manager.save(Project, {
    name: 'Laufender Betrieb',
    description: 'Was jede Woche wiederkommt: Maschinen, Bestellungen, Hygiene und Kassa.',
    status: 'active',
    branch: null,
  } as Partial<Project>);
  await manager.save(Task, [
    {
      project,
      title: 'Kühlraum Graz abtauen',
      description: 'Ware vorher in die Kühlvitrine räumen, Temperatur danach ins Hygieneblatt.',
      status: 'open',
      dueDate: addDays(today, 5),
      assignees: [markus],
    },
    {
      project,
      title: 'Terrassenmöbel Wien prüfen',
      description: 'Wackelnde Tische unterlegen, Sonnenschirme auf Risse prüfen.',
      status: 'in-progress',
      dueDate: addDays(today, 10),
      assignees: [lena],
    },
    {
      project,
      title: 'Inventur Linz',
      status: 'done',
      dueDate: addDays(today, -3),
      assignees: [tobias],
    },
    {
      project: routine,
      title: 'Kaffeemaschine entkalken',
      description: 'Siebträgermaschine Graz, laut Wartungsplan alle zwei Wochen nach Ladenschluss.',
      status: 'open',
      dueDate: addDays(today, 2),
      assignees: [markus],
    },
    {
      project: routine,
      title: 'Wochenbestellung Milch & Bohnen',
      description:
        'Milch, Hafermilch und Schlagobers beim Bauernhof, 6 kg Bohnen bei der Rösterei.',
      status: 'in-progress',
      dueDate: addDays(today, 1),
      assignees: [lena],
    },
    {
      project: routine,
      title: 'Allergenkarte der Vitrine aktualisieren',
      description: 'Neue Kuchen der Woche eintragen, alte Schilder entfernen.',
      status: 'open',
      dueDate: addDays(today, 3),
      assignees: [tobias],
    },
    {
      project: routine,
      title: 'Wechselgeld für Samstag bei der Bank holen',
      status: 'open',
      dueDate: addDays(today, 4),
      assignees: [markus],
    },
    {
      project: routine,
      title: 'Geschirrspüler-Sieb reinigen',
      status: 'done',
      dueDate: addDays(today, -1),
      assignees: [lena],
    },
  ] as Partial<Task>[]);

  const pinHash = await UsersService.hashPassword(DEMO_TERMINAL.pin);
  await manager.save(
    TerminalPin,
    people.map((person) => ({ userId: person.user.id, pinHash })),
  );
  await manager.save(TerminalToken, {
    user: markus,
    tokenHash: hashToken(DEMO_TERMINAL.token),
    tokenPrefix: DEMO_TERMINAL.token.slice(0, 8),
    label: 'Handy von Markus Huber',
  } as Partial<TerminalToken>);
}
