import { Module } from '@nestjs/common';
import { AnalyticsController } from './analytics.controller';

/** The analytics log the storefront writes to; the statistics will read it. */
@Module({ controllers: [AnalyticsController] })
export class AnalyticsModule {}
