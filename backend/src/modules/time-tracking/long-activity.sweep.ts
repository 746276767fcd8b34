import {
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleDestroy,
  Optional,
} from '@nestjs/common';
import { LONG_ACTIVITY_MINUTES, toLocal } from '@bestellwerk/domain';
import { DataSource, IsNull, Not } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { BullmqWorkers, JobQueue } from '../jobs';
import { User } from '../users';
import { WorkingActivity } from './entities/working-activity.entity';
import { TIME_ZONE } from './time-sheet.service';

const INTERVAL_MS = 5 * 60_000;

/**
 * Whether an open activity started at `startedAt` is due for a warning at `now`: it has run
 * for more than 12 real hours, or it began on an earlier Vienna day (over local midnight).
 */
export function isLongActivity(startedAt: Date, now: Date): boolean {
  return (
    now.getTime() - startedAt.getTime() > LONG_ACTIVITY_MINUTES * 60_000 ||
    toLocal(startedAt, TIME_ZONE).date < toLocal(now, TIME_ZONE).date
  );
}

/**
 * Warns a branch's managers of an activity left running over midnight or past 12 hours:
 * one e-mail per activity (a conditional UPDATE of warnedAt decides who sends, the outbox
 * key makes it once), to the branch's address and the administrators. Runs where the e-mail
 * jobs run: the worker with Redis, the API process in the embedded mode.
 */
@Injectable()
export class LongActivitySweep implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(LongActivitySweep.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    @Optional() private readonly workers?: BullmqWorkers,
  ) {}

  get active(): boolean {
    if (!this.config.redisUrl) return true;
    return this.workers?.queues.includes('email') ?? false;
  }

  onApplicationBootstrap(): void {
    if (!this.active || this.config.env.NODE_ENV === 'test') return;
    this.timer = setInterval(() => {
      this.sweep().catch((error) => this.logger.warn(`Sweep fehlgeschlagen: ${String(error)}`));
    }, INTERVAL_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** One round; answers the ids of the activities warned about now. */
  async sweep(now = new Date()): Promise<number[]> {
    const open = await this.dataSource.getRepository(WorkingActivity).find({
      where: { endedAt: IsNull(), supersededById: IsNull(), warnedAt: IsNull() },
    });
    const due = open.filter((activity) => isLongActivity(new Date(activity.startedAt), now));
    const warned: number[] = [];
    for (const activity of due) {
      const sent = await this.dataSource.transaction(async (manager) => {
        const result = await manager
          .createQueryBuilder()
          .update(WorkingActivity)
          .set({ warnedAt: now })
          .where('id = :id AND warnedAt IS NULL', { id: activity.id })
          .execute();
        if (!result.affected) return false;
        const admins = await manager
          .getRepository(User)
          .find({ where: { email: Not(IsNull()), isEnabled: true } });
        const recipients = new Set(
          admins.filter((user) => user.roles.includes('ROLE_ADMIN')).map((user) => user.email!),
        );
        if (activity.branch.email) recipients.add(activity.branch.email);
        const name =
          `${activity.user.firstName} ${activity.user.lastName}`.trim() || activity.user.username;
        const since = toLocal(new Date(activity.startedAt), TIME_ZONE);
        for (const to of recipients) {
          await this.jobs.addInTransaction(
            manager,
            'email',
            'long-activity',
            {
              to,
              subject: `Zeiterfassung: ${name} ist seit ${since.date.split('-').reverse().join('.')} ${since.time} angemeldet`,
              text: `Die Aktivität von ${name} in der Filiale ${activity.branch.name} läuft seit ${since.time} Uhr am ${since.date.split('-').reverse().join('.')} – über Mitternacht oder länger als 12 Stunden. Bitte prüfen und gegebenenfalls im Back Office korrigieren.`,
            },
            { key: `activity:${activity.id}:long:${to}` },
          );
        }
        return true;
      });
      if (sent) warned.push(activity.id);
    }
    if (warned.length) await this.jobs.flush().catch(() => undefined);
    return warned;
  }
}
