import { Module } from '@nestjs/common';
import { crudProvider } from '../../common/crud/crud.controller';
import { AuthModule } from '../auth';
import { OrganisationModule } from '../organisation';
import { AbsencesController } from './absences.controller';
import { AbsencesService } from './absences.service';
import { ActivityCorrectionsService } from './activity-corrections.service';
import { ActivityService } from './activity.service';
import { BranchTerminalController } from './branch-terminal.controller';
import { EmployeeDayService } from './employee-day.service';
import { LongActivitySweep } from './long-activity.sweep';
import {
  EmploymentContractsController,
  WorkingSchedulesController,
  contractCrud,
  scheduleCrud,
} from './planning.controller';
import { ProjectsController, TasksController, projectCrud, taskCrud } from './projects.controller';
import { TerminalAuthService } from './terminal-auth.service';
import { TerminalTokensController } from './terminal-tokens.controller';
import { TerminalController } from './terminal.controller';
import { TimeSheetsController } from './time-sheets.controller';
import { WorkingActivitiesController } from './working-activities.controller';
import { WorkingTimeModule } from './working-time.module';

/**
 * Time tracking: activities with their state machine, the terminal, schedules, contracts,
 * absences, projects and tasks, balances and the month sheet. Exports the statistics seam.
 */
@Module({
  imports: [OrganisationModule, WorkingTimeModule, AuthModule],
  controllers: [
    TerminalController,
    BranchTerminalController,
    WorkingActivitiesController,
    WorkingSchedulesController,
    EmploymentContractsController,
    AbsencesController,
    ProjectsController,
    TasksController,
    TimeSheetsController,
    TerminalTokensController,
  ],
  providers: [
    crudProvider(scheduleCrud),
    crudProvider(contractCrud),
    crudProvider(projectCrud),
    crudProvider(taskCrud),
    ActivityService,
    ActivityCorrectionsService,
    AbsencesService,
    EmployeeDayService,
    TerminalAuthService,
    LongActivitySweep,
  ],
  exports: [WorkingTimeModule, LongActivitySweep],
})
export class TimeTrackingModule {}
