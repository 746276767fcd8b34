import { Module } from '@nestjs/common';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsService } from './analytics.service';
import { VisitorSaltService } from './visitor-salt.service';

/** The analytics log the storefront writes to; the statistics module rolls it up. */
@Module({
  controllers: [AnalyticsController],
  providers: [AnalyticsService, VisitorSaltService],
  exports: [VisitorSaltService],
})
export class AnalyticsModule {}
