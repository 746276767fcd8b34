import { randomUUID } from 'node:crypto';
import { Observable, Subject, filter as where } from 'rxjs';
import { LiveEvent, LiveEventFilter, LiveEventInput, LiveEvents } from './live-event';

/** Live events within one process: enough for the embedded single-process mode. */
export class InProcessLiveEvents extends LiveEvents {
  private readonly events = new Subject<LiveEvent>();

  async publish(input: LiveEventInput): Promise<void> {
    this.events.next({ ...input, id: randomUUID(), at: input.at ?? new Date().toISOString() });
  }

  stream(filter: LiveEventFilter): Observable<LiveEvent> {
    return this.events.pipe(where((event) => matches(event, filter)));
  }
}

export function matches(event: LiveEvent, filter: LiveEventFilter): boolean {
  if (filter.branchIds !== null && !filter.branchIds.includes(event.branchId)) return false;
  return filter.orderId === undefined || event.orderId === filter.orderId;
}
