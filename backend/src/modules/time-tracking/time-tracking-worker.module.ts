import { Module } from '@nestjs/common';
import { LongActivitySweep } from './long-activity.sweep';

/** What the worker runs of time tracking: the warning about activities left running. */
@Module({ providers: [LongActivitySweep] })
export class TimeTrackingWorkerModule {}
