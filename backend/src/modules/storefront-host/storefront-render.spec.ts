import { DEFAULT_TIME_ZONE, zoneOffsets } from '@bestellwerk/domain';
import { pageZoneOffsets } from './storefront-render';

const DAY_MS = 86_400_000;

describe("the time zones' offsets a server-rendered page carries", () => {
  const at = Date.parse('2026-03-20T10:07:13Z');

  it('spans each zone of the shop once, the default one included, across a switch to summer time', () => {
    const spans = pageZoneOffsets(
      {
        branches: [
          { timezone: 'Europe/Vienna' },
          { timezone: 'America/New_York' },
          { timezone: 'Europe/Vienna' },
          {},
        ],
      },
      at,
    );
    expect(spans.map((span) => span.timeZone)).toEqual([DEFAULT_TIME_ZONE, 'America/New_York']);
    const vienna = spans[0];
    expect(vienna).toEqual(zoneOffsets('Europe/Vienna', at - 4 * DAY_MS, at + 92 * DAY_MS));
    // Winter time until the last Sunday of March, 01:00 UTC; summer time after.
    expect(vienna.offsets).toEqual([
      [vienna.from, 60],
      [Date.parse('2026-03-29T01:00:00Z'), 120],
    ]);
  });

  it('leaves out a zone Intl does not know, and copes with a shop without branches', () => {
    expect(
      pageZoneOffsets({ branches: [{ timezone: 'Mars/Olympus_Mons' }] }, at).map(
        (span) => span.timeZone,
      ),
    ).toEqual([DEFAULT_TIME_ZONE]);
    expect(pageZoneOffsets({}, at).map((span) => span.timeZone)).toEqual([DEFAULT_TIME_ZONE]);
  });
});
