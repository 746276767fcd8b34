import { SingleFlight } from './single-flight';

describe('SingleFlight', () => {
  it('runs the work once for callers that come while it runs, and again after it settled', async () => {
    const flights = new SingleFlight<number>();
    let runs = 0;
    let finish!: (value: number) => void;
    const work = () => {
      runs += 1;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const first = flights.run('a', work);
    const second = flights.run('a', work);
    expect(runs).toBe(1);
    finish(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    const third = flights.run('a', work);
    expect(runs).toBe(2);
    finish(8);
    expect(await third).toBe(8);
  });

  it('gives every waiting caller the error, keeps keys apart and forgets a failed key', async () => {
    const flights = new SingleFlight<number>();
    let fail!: (error: Error) => void;
    const failing = () => new Promise<number>((_, reject) => (fail = reject));
    const first = flights.run('a', failing);
    const second = flights.run('a', failing);
    const other = flights.run('b', async () => 1);
    fail(new Error('kaputt'));
    await expect(first).rejects.toThrow('kaputt');
    await expect(second).rejects.toThrow('kaputt');
    expect(await other).toBe(1);
    expect(await flights.run('a', async () => 2)).toBe(2);
  });
});
