import { nextStreamChange, selectStream, type ScheduledStream } from '@bestellwerk/domain';

/**
 * „Was läuft jetzt / als Nächstes“: per zone the stream the player picks now and the next
 * change within a day, by the same libs/domain rules the player uses (selectStream,
 * nextStreamChange) in the time zone of the scene's branch.
 */
export interface ZoneStreams {
  key?: string;
  name?: string;
  streamIds?: readonly number[];
}

export interface NamedStream extends ScheduledStream {
  name: string;
}

export interface ZoneNowNext<T extends NamedStream> {
  key: string;
  name: string;
  /** No streams assigned at all (not the same as „nothing valid now“). */
  isEmpty: boolean;
  now: T | null;
  /** The next change: when, and what then plays (null: nothing). */
  next: { at: Date; stream: T | null } | null;
}

export function zonesNowNext<T extends NamedStream>(
  zones: readonly ZoneStreams[],
  streams: readonly T[],
  at: Date,
  timeZone: string,
): ZoneNowNext<T>[] {
  const byId = new Map(streams.map((stream) => [stream.id, stream]));
  return zones.map((zone, index) => {
    const own = (zone.streamIds ?? []).flatMap((id) => {
      const stream = byId.get(id);
      return stream ? [stream] : [];
    });
    return {
      key: zone.key || `zone-${index + 1}`,
      name: zone.name || `Zone ${index + 1}`,
      isEmpty: own.length === 0,
      now: selectStream(own, at, timeZone),
      next: own.length ? nextStreamChange(own, at, timeZone) : null,
    };
  });
}

/** „heute 18:00“ or „morgen 06:30“ in the branch's time zone (changes look 24 h ahead). */
export function changeLabel(change: Date, now: Date, timeZone: string): string {
  const day = (date: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(date);
  const time = new Intl.DateTimeFormat('de-AT', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(change);
  return `${day(change) === day(now) ? 'heute' : 'morgen'} ${time}`;
}
