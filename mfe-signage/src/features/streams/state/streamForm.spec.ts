import { isActiveNow, streamPayload, streamValues } from './streamForm';

const stream = {
  id: 1,
  name: 'Mittag',
  priority: 5,
  isInterrupt: false,
  isEnabled: true,
  dayparts: [{ weekdays: [1, 2, 3, 4, 5], from: '11:00', to: '14:00' }],
  segmentIds: [3, 1, 2],
  branch: null,
};

describe('the stream form', () => {
  it('round-trips a stream through the form, empty times as null', () => {
    const values = streamValues(stream);
    expect(values.dayparts).toEqual([
      { weekdays: [1, 2, 3, 4, 5], from: '11:00', to: '14:00', dateFrom: '', dateTo: '' },
    ]);
    expect(streamPayload(values)).toEqual({
      name: 'Mittag',
      branch: null,
      priority: 5,
      isInterrupt: false,
      isEnabled: true,
      dayparts: [
        { weekdays: [1, 2, 3, 4, 5], from: '11:00', to: '14:00', dateFrom: null, dateTo: null },
      ],
      segmentIds: [3, 1, 2],
    });
  });

  it('says whether a stream is valid now (Monday noon in Vienna)', () => {
    expect(isActiveNow(stream, new Date('2026-03-23T11:00:00Z'))).toBe(true);
    expect(isActiveNow(stream, new Date('2026-03-22T11:00:00Z'))).toBe(false);
  });
});
