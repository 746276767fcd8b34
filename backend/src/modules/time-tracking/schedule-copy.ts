import type { EntityManager } from 'typeorm';
import { addDays } from '@bestellwerk/domain';
import { WorkingSchedule } from './entities/working-schedule.entity';

const shiftKey = (s: WorkingSchedule, day: string) =>
  [s.user.id, s.branch.id, day, s.startTime, s.endTime].join('|');

/**
 * „Woche kopieren“ inside the caller's transaction: the single shifts of the week from
 * `monday` one week later, skipping those the next week already has (same person, branch,
 * day and times). On MariaDB the week's rows are locked first, so copies of one week take
 * turns; SQLite has one writer.
 */
export async function copySingleShifts(manager: EntityManager, monday: string) {
  const sunday = addDays(monday, 6);
  const type = manager.connection.options.type;
  // Two copies of one week at once take turns on the week's rows (SQLite has one writer).
  if (type === 'mysql' || type === 'mariadb')
    await manager.query(
      "SELECT id FROM working_schedule WHERE kind = 'single' AND date BETWEEN ? AND ? FOR UPDATE",
      [monday, sunday],
    );
  const repo = manager.getRepository(WorkingSchedule);
  const inWeek = (from: string, to: string) =>
    repo
      .createQueryBuilder('s')
      .leftJoinAndSelect('s.user', 'user')
      .leftJoinAndSelect('s.branch', 'branch')
      .leftJoinAndSelect('s.department', 'department')
      .where("s.kind = 'single' AND s.date BETWEEN :from AND :to", { from, to })
      .orderBy('s.id')
      .getMany();
  const [source, target] = [
    await inWeek(monday, sunday),
    await inWeek(addDays(monday, 7), addDays(sunday, 7)),
  ];
  const there = new Set(target.map((s) => shiftKey(s, s.date!)));
  const copies = source.filter((s) => !there.has(shiftKey(s, addDays(s.date!, 7))));
  if (copies.length > 0)
    await repo.insert(
      copies.map((s) => ({
        user: { id: s.user.id },
        branch: { id: s.branch.id },
        department: s.department ? { id: s.department.id } : null,
        kind: 'single' as const,
        date: addDays(s.date!, 7),
        weekday: null,
        startTime: s.startTime,
        endTime: s.endTime,
        note: s.note,
      })),
    );
  return { copied: copies.length, skipped: source.length - copies.length };
}
