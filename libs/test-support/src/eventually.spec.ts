import { eventually, eventuallyEqual } from './eventually';

describe('eventually', () => {
  it('retries a check that returns undefined or throws until it returns a value', async () => {
    let attempts = 0;
    const value = await eventually(
      () => {
        attempts += 1;
        if (attempts === 1) throw new Error('noch nicht');
        return attempts < 4 ? undefined : `nach ${attempts} Versuchen`;
      },
      { interval: 1 },
    );
    expect(value).toBe('nach 4 Versuchen');
  });

  it('rejects with the last error the check threw once the timeout has passed', async () => {
    let attempts = 0;
    const failure = await eventually(
      () => {
        attempts += 1;
        throw new Error(`Versuch ${attempts}`);
      },
      { timeout: 30, interval: 1 },
    ).catch((error: Error) => error);
    expect(attempts).toBeGreaterThan(1);
    expect(failure).toEqual(new Error(`Versuch ${attempts}`));
  });

  it('names what never came when the last attempt returned undefined', async () => {
    await expect(
      eventually(() => undefined, { timeout: 20, interval: 1, what: 'die Bestätigungsmail' }),
    ).rejects.toThrow('nicht eingetreten nach 20 ms: die Bestätigungsmail');
  });

  it('stops waiting when its signal is aborted', async () => {
    const stop = new AbortController();
    const waiting = eventually(() => undefined, { timeout: 60_000, signal: stop.signal });
    stop.abort(new Error('zugestellt'));
    await expect(waiting).rejects.toThrow('zugestellt');
  });
});

describe('eventuallyEqual', () => {
  it('resolves once the value read equals the expected one', async () => {
    let reads = 0;
    await expect(eventuallyEqual(() => ++reads, 3, { interval: 1 })).resolves.toBe(3);
  });

  it('rejects with a diff of the last value read', async () => {
    await expect(eventuallyEqual(() => ['Espresso'], ['Melange'], { timeout: 20 })).rejects.toThrow(
      /Espresso[\s\S]*Melange|Melange[\s\S]*Espresso/,
    );
  });
});
