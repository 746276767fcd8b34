import { ApiError } from '../../common/http/api-error';
import { checkTimes } from './activity-corrections.service';
import type { ActivityInputDto } from './dto/activity.dto';

const NOW = new Date('2026-11-02T12:00:00Z');

/** The fields of the 422 checkTimes answers, or [] when the times are accepted. */
function refused(input: ActivityInputDto): (string | undefined)[] {
  try {
    checkTimes(input, NOW);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).getStatus()).toBe(422);
    return (error as ApiError).errors.map((entry) => entry.field);
  }
}

const pause = (startedAt: string, endedAt: string) => ({ startedAt, endedAt });

describe('the times of a back-office entry or correction', () => {
  it.each([
    [
      'a day shift',
      { startedAt: '2026-03-02T08:00:00+01:00', endedAt: '2026-03-02T16:00:00+01:00' },
      [],
    ],
    ['an open entry', { startedAt: '2026-03-02T08:00:00+01:00', endedAt: null }, []],
    [
      'a night over the month end',
      { startedAt: '2026-10-31T22:00:00+01:00', endedAt: '2026-11-01T06:00:00+01:00' },
      [],
    ],
    [
      // 02:30 summer time to 02:15 winter time: earlier on the wall clock, 45 minutes later.
      'an entry over the fall-back hour, by real time',
      { startedAt: '2026-10-25T02:30:00+02:00', endedAt: '2026-10-25T02:15:00+01:00' },
      [],
    ],
    [
      'an end before the start in real time',
      { startedAt: '2026-10-25T02:30:00+01:00', endedAt: '2026-10-25T02:45:00+02:00' },
      ['endedAt'],
    ],
    [
      'an end equal to the start',
      { startedAt: '2026-03-02T08:00:00Z', endedAt: '2026-03-02T08:00:00Z' },
      ['endedAt'],
    ],
    ['a start in the future', { startedAt: '2026-11-02T12:01:00Z', endedAt: null }, ['startedAt']],
    [
      'pauses inside, in any order',
      {
        startedAt: '2026-03-02T08:00:00Z',
        endedAt: '2026-03-02T16:00:00Z',
        pauses: [
          pause('2026-03-02T14:00:00Z', '2026-03-02T14:15:00Z'),
          pause('2026-03-02T12:00:00Z', '2026-03-02T12:30:00Z'),
        ],
      },
      [],
    ],
    [
      'a pause before the start',
      {
        startedAt: '2026-03-02T08:00:00Z',
        endedAt: '2026-03-02T16:00:00Z',
        pauses: [pause('2026-03-02T07:50:00Z', '2026-03-02T08:10:00Z')],
      },
      ['pauses'],
    ],
    [
      'a pause after the end',
      {
        startedAt: '2026-03-02T08:00:00Z',
        endedAt: '2026-03-02T16:00:00Z',
        pauses: [pause('2026-03-02T15:50:00Z', '2026-03-02T16:10:00Z')],
      },
      ['pauses'],
    ],
    [
      'overlapping pauses',
      {
        startedAt: '2026-03-02T08:00:00Z',
        endedAt: '2026-03-02T16:00:00Z',
        pauses: [
          pause('2026-03-02T12:00:00Z', '2026-03-02T12:30:00Z'),
          pause('2026-03-02T12:20:00Z', '2026-03-02T12:40:00Z'),
        ],
      },
      ['pauses'],
    ],
    [
      'a pause that ends before it starts, and an end before the start',
      {
        startedAt: '2026-03-02T08:00:00Z',
        endedAt: '2026-03-02T07:00:00Z',
        pauses: [pause('2026-03-02T12:30:00Z', '2026-03-02T12:00:00Z')],
      },
      ['endedAt', 'pauses'],
    ],
  ] as [string, ActivityInputDto, string[]][])('%s: refused for %j', (_name, input, fields) => {
    expect(refused(input)).toEqual(fields);
  });

  it('names the problem in German', () => {
    expect(() =>
      checkTimes({ startedAt: '2026-03-02T08:00:00Z', endedAt: '2026-03-02T07:00:00Z' }, NOW),
    ).toThrow(
      expect.objectContaining({
        errors: [{ field: 'endedAt', message: '„Ende“ muss nach dem Beginn liegen.' }],
      }),
    );
  });
});
