import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings';
import { WorkingTimeReader } from './contracts/working-time-reader';
import { TimeSheetService } from './time-sheet.service';
import { WorkingTimeReaderAdapter } from './working-time-reader.adapter';

/**
 * The statistics seam of time tracking: the WorkingTimeReader port bound to its adapter,
 * without the module's controllers, so the statistics reports (and the worker) can import it.
 */
@Module({
  imports: [SettingsModule],
  providers: [TimeSheetService, { provide: WorkingTimeReader, useClass: WorkingTimeReaderAdapter }],
  exports: [TimeSheetService, WorkingTimeReader],
})
export class WorkingTimeModule {}
