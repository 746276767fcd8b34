import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError } from '@bestellwerk/api-client';
import { useEntityState } from './useEntityState';

const LOAD_ERROR = 'Bestellungen konnten nicht geladen werden.';

describe('the per-entity client state', () => {
  it('flags loading, then holds the data', async () => {
    let resolve!: (value: string[]) => void;
    const load = jest.fn(() => new Promise<string[]>((done) => (resolve = done)));
    const { result } = renderHook(() => useEntityState({ load, loadError: LOAD_ERROR }));
    expect(result.current.loading).toBe(true);
    await act(async () => resolve(['A-1']));
    expect(result.current.loading).toBe(false);
    expect(result.current.data).toEqual(['A-1']);
    expect(result.current.errors).toEqual([]);
  });

  it('adds an error with the German default when the server names no reason, and retries', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(0, []))
      .mockResolvedValueOnce(['A-2']);
    const { result } = renderHook(() => useEntityState({ load, loadError: LOAD_ERROR }));
    await waitFor(() => expect(result.current.errors).toHaveLength(1));
    expect(result.current.loading).toBe(false);
    expect(result.current.errors[0].message).toBe(LOAD_ERROR);
    act(() => result.current.errors[0].retry());
    await waitFor(() => expect(result.current.data).toEqual(['A-2']));
    expect(result.current.errors).toEqual([]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('prefers the first server message', async () => {
    const load = jest
      .fn()
      .mockRejectedValue(
        new ApiError(403, [{ message: 'Sie haben keinen Zugriff auf diese Filiale.' }]),
      );
    const { result } = renderHook(() => useEntityState({ load, loadError: LOAD_ERROR }));
    await waitFor(() => expect(result.current.errors).toHaveLength(1));
    expect(result.current.errors[0].message).toBe('Sie haben keinen Zugriff auf diese Filiale.');
  });

  it('reports a failed action without rethrowing, and its retry runs the action again', async () => {
    const { result } = renderHook(() =>
      useEntityState({ load: async () => 1, loadError: LOAD_ERROR }),
    );
    await waitFor(() => expect(result.current.data).toBe(1));
    const action = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(409, []))
      .mockResolvedValueOnce('ok');
    const done = jest.fn();
    let outcome: unknown = 'unset';
    await act(async () => {
      outcome = await result.current.run(action, 'Der Beleg konnte nicht gedruckt werden.', done);
    });
    expect(done).not.toHaveBeenCalled();
    expect(outcome).toBeUndefined();
    expect(result.current.errors.map((error) => error.message)).toEqual([
      'Der Beleg konnte nicht gedruckt werden.',
    ]);
    await act(async () => result.current.errors[0].retry());
    await waitFor(() => expect(action).toHaveBeenCalledTimes(2));
    expect(result.current.errors).toEqual([]);
    // The retry's result reaches the caller's success handler like a first success would.
    await waitFor(() => expect(done).toHaveBeenCalledWith('ok'));
  });

  it('loads again when a key changes and drops the answer of a superseded load', async () => {
    const answers: Record<string, (value: string) => void> = {};
    const load = (filter: string) => new Promise<string>((done) => (answers[filter] = done));
    const { result, rerender } = renderHook(
      ({ filter }) =>
        useEntityState({ load: () => load(filter), loadError: LOAD_ERROR, keys: [filter] }),
      { initialProps: { filter: 'alt' } },
    );
    rerender({ filter: 'neu' });
    await act(async () => answers.neu('neue Daten'));
    await act(async () => answers.alt('alte Daten'));
    expect(result.current.data).toBe('neue Daten');
    expect(result.current.loading).toBe(false);
  });
});
