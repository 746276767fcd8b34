import { Module } from '@nestjs/common';
import { WorkingTimeModule } from '../time-tracking';
import { StatisticsController } from './statistics.controller';
import { StatisticsRollupHandler } from './statistics-rollup.handler';
import { StatisticsRollupService } from './statistics-rollup.service';
import { StatisticsService } from './statistics.service';
import { StatisticsSource } from './statistics-source';

/**
 * The named statistics (backoffice-api.md §7) and their hourly rollups. Imported by the API
 * (reports; the rollup job too when embedded) and by the worker (the 'statistics' queue).
 * Working time is read through time-tracking's WorkingTimeReader port (WorkingTimeModule).
 */
@Module({
  imports: [WorkingTimeModule],
  controllers: [StatisticsController],
  providers: [
    StatisticsSource,
    StatisticsRollupService,
    StatisticsService,
    StatisticsRollupHandler,
  ],
  exports: [StatisticsRollupService],
})
export class StatisticsModule {}
