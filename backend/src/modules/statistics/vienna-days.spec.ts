import { nextViennaDay, viennaDayOf } from './statistics-rollup.service';

const HOUR = 3_600_000;

describe('Vienna days of the statistics day rows', () => {
  it('a day is 24 hours, 23 when the clocks go forward and 25 when they go back', () => {
    const plain = Date.parse('2026-11-25T23:00:00Z'); // 26 November, midnight in Vienna
    expect(nextViennaDay(plain) - plain).toBe(24 * HOUR);
    const spring = Date.parse('2026-03-28T23:00:00Z'); // 29 March
    expect(nextViennaDay(spring) - spring).toBe(23 * HOUR);
    expect(nextViennaDay(spring)).toBe(Date.parse('2026-03-29T22:00:00Z'));
    const autumn = Date.parse('2026-10-24T22:00:00Z'); // 25 October
    expect(nextViennaDay(autumn) - autumn).toBe(25 * HOUR);
  });

  it('an instant belongs to the Vienna day it lies in, not the UTC one', () => {
    expect(viennaDayOf(Date.parse('2026-11-25T23:30:00Z'))).toBe(
      Date.parse('2026-11-25T23:00:00Z'),
    );
    expect(viennaDayOf(Date.parse('2026-11-25T22:59:59Z'))).toBe(
      Date.parse('2026-11-24T23:00:00Z'),
    );
    expect(viennaDayOf(Date.parse('2026-10-25T22:30:00Z'))).toBe(
      Date.parse('2026-10-24T22:00:00Z'),
    );
  });
});
