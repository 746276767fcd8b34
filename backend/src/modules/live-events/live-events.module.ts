import { Global, Module } from '@nestjs/common';
import { InProcessLiveEvents } from './in-process-live-events';
import { LiveEvents } from './live-event';

/** Global: any module injects LiveEvents to publish or stream. */
@Global()
@Module({
  providers: [{ provide: LiveEvents, useClass: InProcessLiveEvents }],
  exports: [LiveEvents],
})
export class LiveEventsModule {}
